import {
  ApplicationModel,
  EmployerModel,
  EmployerNotificationModel,
  InterviewModel,
  InterviewTimeClaimModel,
  JobModel,
  OutboxMessageModel,
  openFileUpload,
  UserModel,
  VeteranProfileModel,
} from '@jobboard/db';
import {
  applicationScreeningQuestions,
  bookableInterviewDates,
  formatInterviewTime,
  interviewTimeBlocks,
  rankApplication,
  textPdf,
  timeZoneForState,
  zonedTimeToInstant,
} from '@jobboard/domain';
import { createHash, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { demoApplicants, demoHiringJobs, demoInterviews, seedCities, type DemoApplicant } from './data';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** The answers every applicant gives to the always-asked questions. */
const alwaysAskedAnswers = ['No, this is my first application here', 'Yes, I have my own car', 'I understand'];

const storeResume = async (applicant: DemoApplicant) => {
  const bytes = Buffer.from(textPdf(applicant.resume), 'latin1');
  const fileName = `${applicant.name.toLowerCase().replace(/\s+/g, '-')}-resume.pdf`;
  const upload = openFileUpload(fileName, { demo: true });
  await new Promise<void>((resolve, reject) => {
    upload.once('finish', () => resolve());
    upload.once('error', reject);
    upload.end(bytes);
  });
  return {
    fileId: String(upload.id),
    name: fileName,
    size: bytes.length,
    contentType: 'application/pdf',
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
};

/**
 * The demo employer's plan, jobs, ranked applications and notifications. Runs once: only while
 * the demo employer has no jobs (so running the seed again adds nothing).
 */
export const seedDemoHiring = async (demoEmployerEmail: string, accounts: { jobSeekerEmail: string; veteranEmail: string }, now: Date) => {
  const employer = await EmployerModel.findOne({ email: demoEmployerEmail }).select({ companyName: 1, state: 1, timeZone: 1 }).lean();
  if (!employer || (await JobModel.exists({ employerId: employer._id }))) return;
  // An active Professional plan that started ten days ago (to the second, as Stripe keeps times).
  const periodStart = new Date(Math.floor((now.getTime() - 10 * dayMs) / 1000) * 1000);
  await EmployerModel.updateOne(
    { _id: employer._id },
    {
      $set: {
        subscriptionStatus: 'active',
        subscriptionPlan: 'pro',
        subscriptionStartDate: periodStart,
        currentPeriodStart: periodStart,
        subscriptionEndDate: new Date(now.getTime() + 20 * dayMs),
        // A stand-in id: the demo plan was never bought through Stripe.
        stripeSubscriptionId: 'sub_demo',
        planPeriodStart: periodStart,
        planPostsUsed: demoHiringJobs.length,
      },
    },
  );

  const applicationIds = new Map<string, { id: Types.ObjectId; email: string; jobTitle: string }>();
  const [jobSeeker, veteran] = await Promise.all([
    UserModel.findOne({ email: accounts.jobSeekerEmail }).select({ _id: 1 }).lean(),
    VeteranProfileModel.findOne({ email: accounts.veteranEmail }).select({ _id: 1 }).lean(),
  ]);
  const jobIds = new Map<string, Types.ObjectId>();
  for (const demo of demoHiringJobs) {
    const city = seedCities[demo.cityIndex];
    const { key: _key, cityIndex: _cityIndex, postedDaysAgo, ...content } = demo;
    const job = await JobModel.create({
      ...content,
      employerId: employer._id,
      companyName: employer.companyName,
      location: `${city.city}, ${city.state}`,
      city: city.city,
      state: city.state,
      zipCode: city.zipCode,
      latitude: city.latitude,
      longitude: city.longitude,
      applicantCount: demoApplicants.filter((applicant) => applicant.jobKey === demo.key).length,
      // A fraction of a day, so no two demo jobs share a posting time.
      posted: new Date(now.getTime() - (postedDaysAgo + 0.37) * dayMs),
    });
    jobIds.set(demo.key, job._id);
  }

  for (const applicant of demoApplicants) {
    const job = demoHiringJobs.find((demo) => demo.key === applicant.jobKey)!;
    const questions = applicationScreeningQuestions(job.screeningQuestions);
    const screeningResponses = [...applicant.answers, ...alwaysAskedAnswers];
    const veteranId = applicant.account === 'veteran' ? veteran?._id : undefined;
    const ranking = rankApplication(
      job,
      { resumeText: applicant.resume, coverLetter: applicant.coverLetter, screeningQuestions: questions, screeningResponses, isVeteran: Boolean(veteranId) },
      { now },
    );
    const appliedAt = new Date(now.getTime() - applicant.appliedHoursAgo * hourMs);
    const reviewed = applicant.status && applicant.status !== 'pending';
    const application = await ApplicationModel.create({
      jobId: jobIds.get(applicant.jobKey),
      employerId: employer._id,
      userId: applicant.account === 'jobSeeker' ? jobSeeker?._id : undefined,
      veteranId,
      applicantName: applicant.name,
      applicantEmail: applicant.email,
      jobTitle: job.title,
      companyName: employer.companyName,
      resume: await storeResume(applicant),
      resumeText: applicant.resume,
      coverLetter: applicant.coverLetter,
      screeningQuestions: questions,
      screeningResponses,
      ...ranking,
      status: applicant.status ?? 'pending',
      appliedAt,
      reviewedAt: reviewed ? new Date(appliedAt.getTime() + 2 * hourMs) : undefined,
      pipelineStage: applicant.pipelineStage ?? 'applied',
      employerRating: applicant.employerRating,
      employerNotes: applicant.employerNotes,
      ...(applicant.followUp
        ? { applicantFollowUpSent: true, applicantFollowUpDate: new Date(appliedAt.getTime() + hourMs), followUpMessage: applicant.followUp }
        : {}),
    });
    applicationIds.set(`${applicant.name}/${applicant.jobKey}`, { id: application._id, email: applicant.email, jobTitle: job.title });
    await EmployerNotificationModel.create({
      employerId: employer._id,
      applicationId: application._id,
      type: 'new_application',
      message: `New application from ${applicant.name} for ${job.title}.`,
      isRead: Boolean(reviewed),
      createdAt: appliedAt,
    });
    if (applicant.followUp) {
      await EmployerNotificationModel.create({
        employerId: employer._id,
        applicationId: application._id,
        type: 'follow_up',
        message: `${applicant.name} followed up on their application for ${job.title}: "${applicant.followUp}"`,
        createdAt: new Date(appliedAt.getTime() + hourMs),
      });
    }
  }
  await seedDemoInterviews({ ...employer, timeZone: employer.timeZone || timeZoneForState(employer.state) }, applicationIds, now);
};

/**
 * The demo employer's interviews, holding their time as booking does, and the invitations the
 * outbox sent for them (its history, shown as sent, so nothing is mailed again).
 */
const seedDemoInterviews = async (
  employer: { _id: Types.ObjectId; companyName: string; timeZone: string },
  applications: Map<string, { id: Types.ObjectId; email: string; jobTitle: string }>,
  now: Date,
) => {
  const bookable = bookableInterviewDates(now, employer.timeZone);
  for (const demo of demoInterviews) {
    const application = applications.get(`${demo.applicantName}/${demo.jobKey}`);
    if (!application) continue;
    const date =
      demo.bookableDay !== undefined
        ? bookable[demo.bookableDay]
        : new Date(now.getTime() - (demo.daysAgo ?? 1) * dayMs).toISOString().slice(0, 10);
    const start = zonedTimeToInstant(date, demo.time, employer.timeZone);
    const interviewId = new Types.ObjectId();
    const meetingId = `RealOpportunities-${randomBytes(15).toString('base64url')}`;
    await InterviewModel.create({
      _id: interviewId,
      applicationId: application.id,
      employerId: employer._id,
      candidateName: demo.applicantName,
      candidateEmail: application.email,
      jobTitle: application.jobTitle,
      scheduledDateTime: start,
      duration: demo.duration,
      interviewType: demo.interviewType,
      status: demo.status,
      notes: demo.notes,
      feedback: demo.feedback,
      rating: demo.rating,
      timeZone: employer.timeZone,
      ...(demo.interviewType === 'video' ? { meetingId, meetingLink: `https://meet.jit.si/${meetingId}` } : {}),
    });
    await InterviewTimeClaimModel.insertMany(
      interviewTimeBlocks(start, demo.duration).map((blockStart) => ({ employerId: employer._id, blockStart, interviewId })),
    );
    const subject = `Interview scheduled: ${application.jobTitle} at ${employer.companyName}`;
    const text = `Hello ${demo.applicantName},\n\n${employer.companyName} has scheduled an interview with you for ${application.jobTitle}.\n\nWhen: ${formatInterviewTime(start, employer.timeZone)}`;
    const sentAt = new Date(Math.min(now.getTime() - dayMs, start.getTime() - 2 * dayMs));
    await OutboxMessageModel.create({
      _id: `interview-scheduled:${String(interviewId)}:0`,
      kind: 'interview-scheduled',
      to: application.email,
      subject,
      text,
      status: 'sent',
      attempts: 1,
      nextAttemptAt: sentAt,
      sentAt,
    });
  }
};
