import { FormPageIntro } from '@jobboard/portal-kit';
import { Container } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { JobSeekerSignupForm } from '../../features/job-seeker-account';

/** /job-seeker-signup: the sectioned signup form; success signs in and opens /jobs. */
export const JobSeekerSignupPage = () => (
  <Container $narrow>
    <FormPageIntro
      eyebrow="Free for job seekers"
      title="Create Your Job Seeker Account"
      lead="Tell us about yourself and the work you want. Because real people deserve real opportunities."
      after={
        <>
          Already have an account? <Link to="/job-seeker-login">Log in</Link>
        </>
      }
    />
    <JobSeekerSignupForm />
  </Container>
);
