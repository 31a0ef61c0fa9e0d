import type { JobSeekerSignup } from '@jobboard/contracts';
import { signUpThroughApi, testPassword, uniqueEmail, type TestClient } from '@jobboard/test-kit';

/** A complete signup as the form sends it, with a unique email. */
export const aJobSeekerSignup = (overrides: Partial<JobSeekerSignup> = {}): JobSeekerSignup => ({
  firstName: 'Rosa',
  lastName: 'Delgado',
  email: uniqueEmail('seeker'),
  password: testPassword,
  phone: '(510) 555-0142',
  location: 'Oakland, CA',
  preferredLanguage: 'es',
  experienceLevel: 'mid',
  currentJobTitle: 'Shift Supervisor',
  industry: 'retail',
  skills: ['Scheduling', 'Customer service'],
  education: 'associate',
  profileSummary: 'Eight years running busy stores.',
  preferredJobTypes: ['full-time'],
  salaryExpectation: '40k-60k',
  relocateWilling: false,
  availability: '2_weeks',
  linkedinUrl: 'https://linkedin.com/in/rosa-delgado',
  resumeUrl: 'https://example.com/rosa-delgado-resume.pdf',
  ...overrides,
});

/**
 * Signs a new job seeker up through the API (verified by default, `verified: false` for an
 * unconfirmed address) and signs `client` in; returns what is needed to sign in again.
 */
export const signUpJobSeeker = async (client: TestClient, overrides: Partial<JobSeekerSignup> = {}, options: { verified?: boolean } = {}) => {
  const signup = aJobSeekerSignup(overrides);
  const { id } = await signUpThroughApi(client, 'jobseeker', signup, options);
  return { id, email: signup.email, password: signup.password };
};
