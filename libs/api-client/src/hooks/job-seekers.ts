import { jobSeekerSessionSchema, type JobSeekerLogin, type JobSeekerSignup } from '@jobboard/contracts';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, getJson } from '../fetcher';

export const jobSeekerSessionKey = '/api/job-seekers/session';

/** GET /api/job-seekers/session: the signed-in job seeker, or null without a session. */
export const useJobSeekerSession = () =>
  useSWR(jobSeekerSessionKey, async (url: string) => {
    const body = await getJson(url, { on401: 'returnNull' });
    return body === null ? null : jobSeekerSessionSchema.parse(body);
  });

/** POST /api/job-seekers/signup: creates the account and signs the person in. */
export const useSignUpJobSeeker = () => {
  const { mutate } = useSWRConfig();
  return async (signup: JobSeekerSignup) => {
    const jobSeeker = jobSeekerSessionSchema.parse(await apiRequest('POST', '/api/job-seekers/signup', signup));
    await mutate(jobSeekerSessionKey, jobSeeker, { revalidate: false });
    return jobSeeker;
  };
};

/** POST /api/job-seekers/login */
export const useLogInJobSeeker = () => {
  const { mutate } = useSWRConfig();
  return async (credentials: JobSeekerLogin) => {
    const jobSeeker = jobSeekerSessionSchema.parse(await apiRequest('POST', '/api/job-seekers/login', credentials));
    await mutate(jobSeekerSessionKey, jobSeeker, { revalidate: false });
    return jobSeeker;
  };
};

/** POST /api/job-seekers/logout, then the session hook answers null without asking again. */
export const useLogOutJobSeeker = () => {
  const { mutate } = useSWRConfig();
  return async () => {
    await apiRequest('POST', '/api/job-seekers/logout');
    await mutate(jobSeekerSessionKey, null, { revalidate: false });
  };
};
