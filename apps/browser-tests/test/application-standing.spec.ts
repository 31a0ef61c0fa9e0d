import {
  appliedJobMessages,
  applicationTrackerMessages,
  followUpAfterDays,
  jobPageMessages,
  myApplicationsPath,
  type Role,
} from '@jobboard/contracts';
import { InterviewModel, SavedJobModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import { createApplicationRecord, createEmployerRecord, createJobRecord, signInAs, TestClient, waitForMail } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const dayMs = 24 * 60 * 60 * 1000;
const dateText = (date: Date) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);

let employer: { id: string; companyName: string; email: string };
beforeAll(async () => {
  employer = await createEmployerRecord({ companyName: 'Standing Freight' });
});

/** A person of this role signed in: a stored session, its cookie given to a fresh page of this size. */
const signedIn = async (
  role: Extract<Role, 'jobseeker' | 'veteran' | 'employer'>,
  viewport: { width: number; height: number },
  subjectId = new Types.ObjectId().toHexString(),
) => {
  const client = new TestClient(() => product.url);
  await signInAs(client, { subjectId, role });
  const page = await browser.newPage(viewport);
  const [name, ...value] = client.cookieHeader.split('=');
  await page.context().addCookies([{ name, value: value.join('='), url: product.url }]);
  const email =
    role === 'jobseeker'
      ? (await UserModel.findById(subjectId).lean())?.email
      : role === 'veteran'
        ? (await VeteranProfileModel.findById(subjectId).lean())?.email
        : undefined;
  return { page, client, id: subjectId, email: email ?? '' };
};

const openMyApplications = async (page: Page) => {
  await page.goto(product.url + myApplicationsPath);
  await page.getByRole('heading', { name: /^My Applications \(\d+\)$/, level: 2 }).waitFor();
  await page.waitForLoadState('networkidle');
};
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

const expectCleanPage = async (page: Page, screenshot: string) => {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(browser.problemsOf(page)).toEqual([]);
  await saveScreenshot(page, screenshot);
};

describe('application standing', () => {
  it('closed jobs told: "Position closed" in the tracker, the interview cancelled with one email, and the job page says so', async () => {
    for (const viewport of viewports) {
      const title = `Closing Dock Lead ${viewport.name}`;
      const job = await createJobRecord(employer, { title });
      const seeker = await signedIn('jobseeker', viewport);
      const application = await createApplicationRecord(job.id, {
        userId: seeker.id,
        applicantEmail: seeker.email,
        status: 'shortlisted',
        pipelineStage: 'screening',
      });
      await InterviewModel.create({
        applicationId: application.id,
        employerId: employer.id,
        candidateName: 'Rosa Delgado',
        candidateEmail: seeker.email,
        jobTitle: title,
        scheduledDateTime: new Date(Date.now() + 3 * dayMs),
        duration: 30,
        interviewType: 'video',
        meetingLink: 'https://meet.example.com/room',
        status: 'scheduled',
        timeZone: 'America/Los_Angeles',
      });
      const employerClient = new TestClient(() => product.url);
      await signInAs(employerClient, { subjectId: employer.id, role: 'employer' });

      // Closed twice at once: one email.
      const closings = await Promise.all([employerClient.delete(`/api/jobs/${job.id}`), employerClient.delete(`/api/jobs/${job.id}`)]);
      expect(closings.map((closing) => closing.status)).toEqual([204, 204]);

      await openMyApplications(seeker.page);
      const tracked = card(seeker.page, title);
      await tracked.getByText(applicationTrackerMessages.positionClosed, { exact: true }).waitFor();
      expect(await tracked.getByText('Shortlisted', { exact: true }).count()).toBe(0);
      await tracked.getByText(applicationTrackerMessages.positionClosedNote).waitFor();
      await tracked.getByText('Cancelled', { exact: true }).waitFor();
      expect(await tracked.getByRole('link', { name: /Join Meeting/ }).count()).toBe(0);
      await expectCleanPage(seeker.page, `application-standing-closed-tracker-${viewport.name}`);

      const mail = await waitForMail(seeker.email, `Interview cancelled: ${title}`);
      expect(mail.text).toContain('because the position has closed');
      expect(await InterviewModel.countDocuments({ applicationId: application.id, status: 'cancelled' })).toBe(1);

      await seeker.page.goto(`${product.url}/jobs/${job.id}`);
      await seeker.page.getByText(jobPageMessages.notAccepting).waitFor();
      expect(await seeker.page.getByRole('button', { name: `Apply for ${title}` }).count()).toBe(0);
      await expectCleanPage(seeker.page, `application-standing-closed-job-page-${viewport.name}`);
    }
  });

  it('"Applied" shown: "Applied on <date>" on the cards and the job page, a link to the application, no Apply again', async () => {
    for (const viewport of viewports) {
      const title = `Applied Yard Hand ${viewport.name}`;
      const job = await createJobRecord(employer, { title });
      const other = await createJobRecord(employer, { title: `Unapplied Yard Hand ${viewport.name}` });
      const seeker = await signedIn('jobseeker', viewport);
      const appliedAt = new Date(Date.now() - 2 * dayMs);
      await createApplicationRecord(job.id, { userId: seeker.id, applicantEmail: seeker.email, appliedAt });
      await SavedJobModel.create({ ownerId: seeker.id, ownerRole: 'jobseeker', jobId: job.id, savedAt: new Date() });
      const appliedCalls: string[] = [];
      seeker.page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/applied-jobs') appliedCalls.push(request.url());
      });
      const appliedText = appliedJobMessages.appliedOn(dateText(appliedAt));

      // Search results: the applied job's card says so, with no Apply; the other keeps its Apply.
      await seeker.page.goto(`${product.url}/jobs?q=${encodeURIComponent('Yard Hand')}&location=`);
      const result = card(seeker.page, title);
      await result.getByText(appliedText, { exact: true }).waitFor();
      expect(await result.getByRole('button', { name: `Apply for ${title}` }).count()).toBe(0);
      expect(await result.getByRole('link', { name: appliedJobMessages.viewApplication }).getAttribute('href')).toBe(myApplicationsPath);
      await card(seeker.page, other.title)
        .getByRole('button', { name: `Apply for ${other.title}` })
        .waitFor();
      await seeker.page.waitForLoadState('networkidle');
      // One answer for the whole list, brought by the rendered page itself: the browser asks for none.
      expect(appliedCalls).toHaveLength(0);
      await expectCleanPage(seeker.page, `application-standing-applied-search-${viewport.name}`);

      // The job page, even asked to open the form (?apply=1): no form.
      await seeker.page.goto(`${product.url}/jobs/${job.id}?apply=1`);
      await seeker.page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await seeker.page.getByText(appliedText, { exact: true }).waitFor();
      await seeker.page.waitForLoadState('networkidle');
      expect(await seeker.page.getByRole('dialog').count()).toBe(0);
      expect(await seeker.page.getByRole('button', { name: `Apply for ${title}` }).count()).toBe(0);
      await expectCleanPage(seeker.page, `application-standing-applied-job-page-${viewport.name}`);

      // Saved jobs.
      await seeker.page.goto(`${product.url}/resume?tab=saved`);
      await card(seeker.page, title).getByText(appliedText, { exact: true }).waitFor();

      // A visitor signed out asks nothing about applications.
      const visitor = await browser.newPage(viewport);
      const visitorCalls: string[] = [];
      visitor.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/applied-jobs') visitorCalls.push(request.url());
      });
      await visitor.goto(`${product.url}/jobs/${job.id}`);
      await visitor.getByRole('button', { name: `Apply for ${title}` }).waitFor();
      await visitor.waitForLoadState('networkidle');
      expect(visitorCalls).toEqual([]);
    }
  });

  it("status and stage move together: a move on the employer's pipeline is the status the applicant reads", async () => {
    for (const viewport of viewports) {
      const title = `Pipeline Picker ${viewport.name}`;
      const job = await createJobRecord(employer, { title });
      const seeker = await signedIn('jobseeker', viewport);
      const application = await createApplicationRecord(job.id, { userId: seeker.id, applicantEmail: seeker.email });
      const employerClient = new TestClient(() => product.url);
      await signInAs(employerClient, { subjectId: employer.id, role: 'employer' });

      const moved = await employerClient.put(`/api/applications/${application.id}/pipeline`, { pipelineStage: 'interview', employerRating: 4 });
      expect(moved.body).toMatchObject({ status: 'interviewing', pipelineStage: 'interview' });

      await openMyApplications(seeker.page);
      await card(seeker.page, title).getByText('Interviewing', { exact: true }).waitFor();
      await expectCleanPage(seeker.page, `application-standing-status-stage-${viewport.name}`);
    }
  });

  it(`follow-up after the tracker's days: none on the day of applying, the date stated, offered ${followUpAfterDays} days after`, async () => {
    for (const viewport of viewports) {
      const seeker = await signedIn('jobseeker', viewport);
      const today = await createJobRecord(employer, { title: `Fresh Sorter ${viewport.name}` });
      const earlier = await createJobRecord(employer, { title: `Seasoned Sorter ${viewport.name}` });
      const appliedToday = new Date();
      await createApplicationRecord(today.id, { userId: seeker.id, applicantEmail: seeker.email, appliedAt: appliedToday });
      await createApplicationRecord(earlier.id, {
        userId: seeker.id,
        applicantEmail: `${seeker.id}.earlier@example.com`,
        appliedAt: new Date(Date.now() - followUpAfterDays * dayMs - 60_000),
      });

      await openMyApplications(seeker.page);
      const fresh = card(seeker.page, today.title);
      await fresh
        .getByText(applicationTrackerMessages.followUpFrom(dateText(new Date(appliedToday.getTime() + followUpAfterDays * dayMs))))
        .waitFor();
      expect(await fresh.getByRole('button', { name: 'Follow Up' }).count()).toBe(0);
      const seasoned = card(seeker.page, earlier.title);
      await seasoned.getByRole('button', { name: 'Follow Up' }).waitFor();
      await seasoned.getByText(applicationTrackerMessages.available, { exact: true }).waitFor();
      await expectCleanPage(seeker.page, `application-standing-follow-up-${viewport.name}`);
    }
  });
});
