import { Container, VisuallyHidden } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { JobSeekerSignupForm } from '../../features/job-seeker-account';

const StyledIntro = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xl};
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; margin-bottom: ${({ theme }) => theme.space.sm}; }
`;

const StyledEyebrow = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledNotes = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  span { color: ${({ theme }) => theme.color.danger}; }
  a { font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

/** /job-seeker-signup (spec 000 §2): the sectioned signup form; success signs in and opens /jobs. */
export const JobSeekerSignupPage = () => (
  <Container $narrow>
    <StyledIntro>
      <StyledEyebrow>Free for job seekers</StyledEyebrow>
      <h1>Create Your Job Seeker Account</h1>
      <StyledLead>Tell us about yourself and the work you want. Because real people deserve real opportunities.</StyledLead>
      <StyledNotes>
        Fields marked <span aria-hidden="true">*</span>
        <VisuallyHidden> with an asterisk</VisuallyHidden> are required. Already have an account?{' '}
        <Link to="/job-seeker-login">Log in</Link>
      </StyledNotes>
    </StyledIntro>
    <JobSeekerSignupForm />
  </Container>
);
