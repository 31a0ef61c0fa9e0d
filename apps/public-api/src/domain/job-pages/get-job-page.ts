import { jobPageMessages, jobSchema, type Job, type JobPage, type JobPageQuery } from '@jobboard/contracts';
import { findPlace } from '@jobboard/db';
import { acceptsApplications, greatCircleMiles, jobViewWindowMs, roundMiles, selectSimilarJobs, similarJobsLimit } from '@jobboard/domain';
import { AppError } from '@jobboard/server-kit';
import { employerTrustOf, jobRepository } from '@jobboard/job-search';
import { jobPageRepository } from '../../data-access/job-page-repository';

/** A stored job as the contract describes it (dates as ISO strings). */
export const asJob = (record: unknown): Job => jobSchema.parse(JSON.parse(JSON.stringify(record)));

/** Whether a job takes applications (active, not past its "apply by" day): the apply route says the same. */
export const isAcceptingApplications = (job: Pick<Job, 'status' | 'applicationDeadline'>, now = new Date()) => acceptsApplications(job, now);

/** 410 without the job's content: an admin took it down. */
export const jobRemoved = () => AppError.gone(jobPageMessages.removed);

/** The job, whatever its status; unknown ids are 404, a job an admin took down 410. */
export const findJobForPage = async (id: string): Promise<Job> => {
  const found = await jobPageRepository.findById(id);
  if (!found) throw AppError.notFound('Job not found');
  if (found.removedByModeration) throw jobRemoved();
  return asJob(found.record);
};

/** Up to five open jobs like this one, from one indexed read of the newest open jobs. */
export const findSimilarJobs = async (job: Job): Promise<Job[]> => {
  const candidates = (await jobPageRepository.findNewestOpen()).map(asJob);
  return selectSimilarJobs(job, candidates, similarJobsLimit);
};

const distanceOf = async (job: Job, location: string | undefined) => {
  if (!location || job.latitude === undefined || job.longitude === undefined) return undefined;
  const place = await findPlace(location);
  if (!place) return undefined;
  return { distance: roundMiles(greatCircleMiles(place, { latitude: job.latitude, longitude: job.longitude })), from: place.label };
};

/**
 * GET /api/jobs/:id/page: the job whatever its status (a closed one says it no longer takes
 * applications), its company card (open jobs count and a few others, and what the employer
 * attested and how it answers applicants), up to five similar open jobs, and its distance from
 * the place the visitor searched, when we know that place.
 */
export const getJobPage = async (id: string, query: JobPageQuery, viewerKey: string, now = new Date()): Promise<JobPage> => {
  const found = await findJobForPage(id);
  // An open job's page is a view of it, counted once per viewer a day (as getActiveJob does).
  const counted =
    isAcceptingApplications(found) &&
    (await jobRepository.countView(found.id, viewerKey, { now, countedSince: new Date(now.getTime() - jobViewWindowMs) }));
  const job = counted ? { ...found, viewCount: found.viewCount + 1 } : found;
  const [similarJobs, companyJobs, distance, employerTrust] = await Promise.all([
    findSimilarJobs(job),
    jobPageRepository.openJobsOfEmployer(job.employerId, job.id, similarJobsLimit),
    distanceOf(job, query.location),
    employerTrustOf(job.employerId),
  ]);
  return {
    job: distance ? { ...job, distance: distance.distance } : job,
    acceptingApplications: isAcceptingApplications(job),
    company: {
      employerId: job.employerId,
      name: job.companyName,
      logo: job.companyLogo,
      openJobCount: companyJobs.count,
      otherOpenJobs: companyJobs.others.map((other) => ({ ...other, type: other.type as Job['type'] })),
    },
    similarJobs,
    employerTrust,
    ...(distance ? { distanceFrom: distance.from } : {}),
  };
};
