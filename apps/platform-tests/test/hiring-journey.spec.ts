import { runDueApplicationTasks } from '@jobboard/applications';
import type { EmployerApplication, Job, TrackedApplication } from '@jobboard/contracts';
import {
  aJobPosting,
  anEmployerRegistration,
  aVeteranRegistration,
  givePlan,
  minimalPdf,
  TestClient,
  testPassword,
  uniqueEmail,
  useTestDatabase,
  useTestService,
  signUpThroughApi,
} from '@jobboard/test-kit';
// Platform tests start the real services in-process.
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';
import { createVeteranApi } from '@jobboard/veteran-api/app';

// An employer posts at employer-api; job seekers and veterans find and apply at public-api;
// the employer decides at employer-api; the applicant reads it at public-api.
useTestDatabase();
const employerApi = useTestService(createEmployerApi);
const publicApi = useTestService(createPublicApi);
const veteranApi = useTestService(createVeteranApi);

const strongResume =
  'Marcus Hale. Delivery driver and warehouse lead. Experience: 2016 - 2024 Harbor Freight, Oakland CA: drove delivery trucks ' +
  'on East Bay routes, held a Class A CDL, kept a clean driving record for eight years, loaded and unloaded freight up to 80 lbs. ' +
  '2012 - 2016 US Marine Corps motor transport operator: led a team of six drivers, inspected vehicles before every convoy. ' +
  'Skills: commercial driving, route planning, customer service, forklift. Education: Associate degree in logistics.';
const weakResume =
  'Jordan Ellis. Line cook. Experience: 2022 - 2024 Bayview Diner: prepared breakfast and lunch orders, kept the kitchen clean, ' +
  'followed food safety rules, helped with inventory. Skills: knife skills, teamwork, food safety certificate. ' +
  'Education: high school diploma. Looking for a steady job with room to grow and learn new skills in a friendly team.';

const apply = async (jobId: string, applicant: { name: string; email: string; resume: string }, client?: TestClient) => {
  const body = new FormData();
  body.append('applicantName', applicant.name);
  body.append('applicantEmail', applicant.email);
  body.append('coverLetter', `Hello, I would like to apply. ${'I am reliable and ready to start. '.repeat(6)}`);
  body.append('screeningResponses', JSON.stringify(['Yes, Class A', 'Yes', 'No, never', 'Yes, I own a car', 'I understand']));
  body.append('resume', new Blob([new Uint8Array(minimalPdf(applicant.resume))]), 'resume.pdf');
  const response = await fetch(`${publicApi.url}/api/jobs/${jobId}/apply`, {
    method: 'POST',
    body,
    headers: client?.cookieHeader ? { cookie: client.cookieHeader } : {},
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

const searchTitles = async (q: string) =>
  (await new TestClient(() => publicApi.url).get<{ items: Job[] }>(`/api/jobs?q=${encodeURIComponent(q)}`)).body.items.map((job) => job.title);

describe('an employer hires through the platform', () => {
  it('posts a job that is searchable at once, ranks and explains its applicants, and the applicant sees the decision', async () => {
    const employer = new TestClient(() => employerApi.url);
    const employerId = (await signUpThroughApi(employer, 'employer', anEmployerRegistration())).id;
    await givePlan(employerId, 'pro');

    const posted = await employer.post<Job>(
      `/api/employers/${employerId}/jobs`,
      aJobPosting({
        title: 'Box Truck Delivery Driver',
        requirements: ['Valid Class A CDL', 'Commercial driving experience', 'Clean driving record', 'Ability to lift 50 lbs'],
      }),
    );
    expect(posted.status).toBe(201);
    const jobId = posted.body.id;
    expect(await searchTitles('box truck delivery')).toEqual(['Box Truck Delivery Driver']);
    const near = await new TestClient(() => publicApi.url).get<{ items: Job[] }>('/api/jobs?location=Berkeley,%20CA&distance=10');
    expect(near.body.items.map((job) => job.id)).toContain(jobId);

    // A job seeker with an account, and a signed-in veteran.
    const seeker = new TestClient(() => publicApi.url);
    const seekerEmail = uniqueEmail('seeker');
    const seekerId = (
      await signUpThroughApi(seeker, 'jobseeker', { firstName: 'Jordan', lastName: 'Ellis', email: seekerEmail, password: testPassword })
    ).id;
    const weakId = await apply(jobId, { name: 'Jordan Ellis', email: seekerEmail, resume: weakResume }, seeker);
    const veteranClient = new TestClient(() => veteranApi.url);
    const veteranEmail = uniqueEmail('veteran');
    await signUpThroughApi(veteranClient, 'veteran', aVeteranRegistration({ email: veteranEmail }));
    const strongId = await apply(jobId, { name: 'Marcus Hale', email: veteranEmail, resume: strongResume }, veteranClient);

    // Answered before scoring: the employer sees both waiting for their score, then the worker scores them.
    const waiting = await employer.get<{ items: EmployerApplication[] }>(`/api/employers/${employerId}/applications`);
    expect(waiting.body.items.map((item) => item.scoring)).toEqual(['pending', 'pending']);
    expect(await runDueApplicationTasks()).toBe(2);

    // Ranked and explained: the veteran's strong resume first, with the bonus and the lines met.
    const ranked = await employer.get<{ items: EmployerApplication[] }>(`/api/employers/${employerId}/applications/ranked`);
    const [first, second] = ranked.body.items;
    expect([first.id, second.id]).toEqual([strongId, weakId]);
    expect(first).toMatchObject({ isVeteran: true, veteranBonus: 10 });
    expect(first.displayedScore).toBe((first.qualificationScore ?? 0) + 10);
    expect(first.qualificationScore).toBeGreaterThan(second.qualificationScore ?? 0);
    expect(first.explanation?.requirementsMet.map((met) => met.requirement)).toEqual(
      expect.arrayContaining(['Valid Class A CDL', 'Commercial driving experience']),
    );
    expect(second.explanation?.requirementsMissing).toEqual(expect.arrayContaining(['Valid Class A CDL']));
    const notifications = await employer.get<{ unread: number }>(`/api/employers/${employerId}/notifications`);
    expect(notifications.body.unread).toBeGreaterThanOrEqual(2);

    // The employer turns the weak application down with a reason; the seeker reads it.
    const decided = await employer.put(`/api/applications/${weakId}/status`, {
      status: 'rejected',
      notes: 'Thank you for applying.',
      rejectionReason: 'This route needs a Class A CDL.',
    });
    expect(decided.status).toBe(200);
    const tracked = (await seeker.get<TrackedApplication[]>(`/api/users/${seekerId}/applications`)).body;
    expect(tracked[0]).toMatchObject({
      status: 'rejected',
      notes: 'Thank you for applying.',
      rejectionReason: 'This route needs a Class A CDL.',
      canFollowUp: false,
      positionClosed: false,
    });
    expect(typeof tracked[0].reviewedAt).toBe('string');
  });

  it('closes a job: it leaves search and apply at once, and its applicant sees "Position closed" with no follow-up', async () => {
    const employer = new TestClient(() => employerApi.url);
    const employerId = (await signUpThroughApi(employer, 'employer', anEmployerRegistration())).id;
    await givePlan(employerId, 'pro');
    const jobId = (await employer.post<Job>(`/api/employers/${employerId}/jobs`, aJobPosting({ title: 'Night Dispatcher' }))).body.id;
    const seeker = new TestClient(() => publicApi.url);
    const email = uniqueEmail('seeker');
    const seekerId = (await signUpThroughApi(seeker, 'jobseeker', { firstName: 'Rosa', lastName: 'Delgado', email, password: testPassword })).id;
    await apply(jobId, { name: 'Rosa Delgado', email, resume: weakResume }, seeker);

    expect((await employer.delete(`/api/jobs/${jobId}`)).status).toBe(204);

    expect(await searchTitles('night dispatcher')).toEqual([]);
    expect((await new TestClient(() => publicApi.url).get(`/api/jobs/${jobId}`)).status).toBe(404);
    const late = new FormData();
    late.append('applicantName', 'Late Comer');
    expect((await fetch(`${publicApi.url}/api/jobs/${jobId}/apply`, { method: 'POST', body: late })).status).toBe(404);
    const [tracked] = (await seeker.get<TrackedApplication[]>(`/api/users/${seekerId}/applications`)).body;
    expect(tracked).toMatchObject({ jobTitle: 'Night Dispatcher', positionClosed: true, canFollowUp: false });
    const followUp = await seeker.post(`/api/applications/${tracked.id}/follow-up`, { message: 'Any news?' });
    expect(followUp.status).toBe(409);
    const kept = await employer.get<{ total: number }>(`/api/employers/${employerId}/applications?jobId=${jobId}`);
    expect(kept.body.total).toBe(1);
  });
});
