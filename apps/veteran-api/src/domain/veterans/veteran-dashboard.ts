import type { RecommendedJob, Sendable, VeteranApplication, VeteranStats } from '@jobboard/contracts';
import { findPlace } from '@jobboard/db';
import { spellingsOf } from '@jobboard/job-language';
import { isPositionClosed, militarySearchTerms, recommendJobs, toCandidateInterview, veteranMilitaryOccupation } from '@jobboard/domain';
import { veteranRepository } from '../../data-access/veteran-repository';
import { getVeteran } from './veteran-accounts';

/** The dashboard's four cards: Interviews counts the shortlisted applications (those headed for an interview). */
export const veteranStats = async (veteranId: string): Promise<VeteranStats> => {
  const veteran = await getVeteran(veteranId);
  const counts = await veteranRepository.applicationCounts(veteranId);
  return { applicationsSent: counts.sent, pendingReviews: counts.pending, interviews: counts.shortlisted, profileViews: veteran.profileViews ?? 0 };
};

/** The veteran's applications, newest first, each with its interviews. */
export const veteranApplications = async (veteranId: string, now = new Date()): Promise<VeteranApplication[]> => {
  await getVeteran(veteranId);
  const applications = await veteranRepository.applications(veteranId);
  const jobs = await veteranRepository.jobStandings(applications.map((application) => application.jobId));
  const jobById = new Map(jobs.map((job) => [String(job._id), job]));
  const interviews = await veteranRepository.interviewsOf(applications.map((application) => application._id));
  const places = interviews.length ? await veteranRepository.employerPlaces([...new Set(interviews.map((row) => row.employerId))]) : [];
  const placeOf = new Map(places.map((place) => [String(place._id), place]));
  return applications.map((application) => ({
    id: String(application._id),
    jobId: String(application.jobId),
    jobTitle: application.jobTitle,
    companyName: application.companyName,
    appliedAt: application.appliedAt.toISOString(),
    status: application.status as VeteranApplication['status'],
    positionClosed: isPositionClosed(jobById.get(String(application.jobId)), now),
    interviews: interviews
      .filter((row) => row.applicationId.equals(application._id))
      .map((row) => toCandidateInterview(row, placeOf.get(String(row.employerId)))),
  }));
};

/**
 * Recommended jobs: candidates prefiltered by title (the civilian words of the veteran's
 * occupation, skills and certifications), ranked by the domain rules, best first with reasons.
 */
export const recommendedJobs = async (veteranId: string, now = new Date()): Promise<Sendable<RecommendedJob>[]> => {
  const veteran = await getVeteran(veteranId);
  const occupation = veteranMilitaryOccupation({ mos: veteran.mos, militaryBranch: veteran.militaryBranch });
  // Every way each can be written ("forklift" -> "reach truck", ...): titles say it their own way.
  const titleTerms = [
    ...(occupation?.civilianTitles ?? []),
    ...militarySearchTerms({ mos: veteran.mos, militaryBranch: veteran.militaryBranch }),
    ...veteran.skills,
    ...veteran.certifications,
  ].flatMap(spellingsOf);
  const place = veteran.location ? await findPlace(veteran.location) : undefined;
  const candidates = await veteranRepository.recommendationCandidates(titleTerms);
  const ranked = recommendJobs(
    {
      mos: veteran.mos,
      militaryBranch: veteran.militaryBranch,
      skills: veteran.skills,
      certifications: veteran.certifications,
      preferredJobTypes: veteran.preferredJobTypes,
      location: veteran.location,
      latitude: place?.latitude,
      longitude: place?.longitude,
      relocateWilling: veteran.relocateWilling,
      salaryExpectation: veteran.salaryExpectation,
      securityClearance: veteran.securityClearance,
    },
    candidates,
    { now },
  );
  const jobs = await veteranRepository.jobsByIds(ranked.map((recommendation) => recommendation.jobId));
  const jobById = new Map(jobs.map((job) => [String(job.id), job]));
  return ranked.flatMap((recommendation) => {
    const job = jobById.get(recommendation.jobId);
    return job ? [{ job, score: recommendation.score, reasons: recommendation.reasons }] : [];
  });
};
