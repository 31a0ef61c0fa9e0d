import type { VeteranProfileUpdate } from '@jobboard/contracts';
import {
  ApplicationModel,
  EmployerModel,
  InterviewModel,
  JobModel,
  projectionOf,
  toRecord,
  VeteranProfileModel,
  type StoredFields,
} from '@jobboard/db';
import { escapeRegex, type JobToRecommend } from '@jobboard/domain';
import { isValidObjectId, Types } from 'mongoose';

/** Optional profile fields the Edit Profile form can leave empty: left out, they are cleared. */
const clearableFields = [
  'phone',
  'location',
  'rank',
  'serviceYears',
  'securityClearance',
  'mos',
  'education',
  'salaryExpectation',
  'resumeUrl',
  'profileSummary',
  'linkedinUrl',
] as const;

/** What recommendations read of a job: no more, so 2,000 candidates stay cheap to load. */
const recommendationFields = [
  'title',
  'description',
  'requirements',
  'type',
  'location',
  'latitude',
  'longitude',
  'salaryMin',
  'salaryMax',
  'salaryPeriod',
  'secondChanceEmployer',
  'fairChance',
  'clearanceRequired',
  'posted',
] as const;
type RecommendationCandidate = StoredFields<typeof JobModel, (typeof recommendationFields)[number]>;

/** At most this many active jobs are ranked for one veteran (the prefilter picks which). */
const maxCandidates = 2_000;

const applicationFields = ['jobId', 'employerId', 'jobTitle', 'companyName', 'appliedAt', 'status'] as const;
export type VeteranApplicationRow = StoredFields<typeof ApplicationModel, (typeof applicationFields)[number]>;

/** What the veteran is told of an interview. */
const interviewFields = [
  'applicationId',
  'employerId',
  'scheduledDateTime',
  'duration',
  'interviewType',
  'status',
  'timeZone',
  'meetingLink',
] as const;

/** Where an in-person interview takes place, and whom to call. */
const employerPlaceFields = ['phone', 'address', 'city', 'state', 'zipCode'] as const;

const signInFields = ['email', 'passwordHash'] as const;

export const veteranRepository = {
  async create(profile: Record<string, unknown> & { email: string; passwordHash: string }) {
    return toRecord(await new VeteranProfileModel(profile).save());
  },
  async findById(id: string) {
    if (!isValidObjectId(id)) return null;
    const veteran = await VeteranProfileModel.findById(id);
    return veteran ? toRecord(veteran) : null;
  },
  /** The only read that includes the password hash, for signing in. */
  async findForLogin(email: string) {
    // A deactivated account is refused like an unknown one.
    const veteran = await VeteranProfileModel.findOne({ email, isActive: { $ne: false } }).select('+passwordHash');
    return veteran ? { ...toRecord(veteran), passwordHash: veteran.passwordHash } : null;
  },
  async findPasswordHash(id: string) {
    return VeteranProfileModel.findById(id)
      .select(projectionOf(signInFields))
      .lean<StoredFields<typeof VeteranProfileModel, (typeof signInFields)[number]>>();
  },
  async updateProfile(id: string, profile: VeteranProfileUpdate) {
    const cleared = clearableFields.filter((field) => profile[field] === undefined);
    const veteran = await VeteranProfileModel.findByIdAndUpdate(
      id,
      { $set: profile, $unset: Object.fromEntries(cleared.map((field) => [field, 1])) },
      { returnDocument: 'after', runValidators: true },
    );
    return veteran ? toRecord(veteran) : null;
  },
  /** A new email or password hash; a new email is unconfirmed until its link is opened. */
  async updateCredentials(id: string, change: { email?: string; passwordHash?: string }) {
    const update = change.email ? { $set: change, $unset: { emailVerifiedAt: 1 } } : { $set: change };
    const veteran = await VeteranProfileModel.findByIdAndUpdate(id, update, { returnDocument: 'after', runValidators: true });
    return veteran ? toRecord(veteran) : null;
  },

  /** Counts of the veteran's applications in one pass: all, pending, shortlisted. */
  async applicationCounts(veteranId: string) {
    const id = new Types.ObjectId(veteranId);
    const [sent, pending, shortlisted] = await Promise.all([
      ApplicationModel.countDocuments({ veteranId: id }),
      ApplicationModel.countDocuments({ veteranId: id, status: 'pending' }),
      ApplicationModel.countDocuments({ veteranId: id, status: 'shortlisted' }),
    ]);
    return { sent, pending, shortlisted };
  },

  async applications(veteranId: string): Promise<VeteranApplicationRow[]> {
    return ApplicationModel.find({ veteranId: new Types.ObjectId(veteranId) })
      .select(projectionOf(applicationFields))
      .sort({ appliedAt: -1, _id: -1 })
      .lean<VeteranApplicationRow[]>();
  },

  /** Whether each job applied to has closed: what the tracker reads of it. */
  async jobStandings(jobIds: Types.ObjectId[]) {
    if (jobIds.length === 0) return [];
    return JobModel.find({ _id: { $in: jobIds } }, { status: 1, applicationDeadline: 1 }).lean();
  },

  async interviewsOf(applicationIds: Types.ObjectId[]) {
    if (applicationIds.length === 0) return [];
    return InterviewModel.find({ applicationId: { $in: applicationIds } })
      .select(projectionOf(interviewFields))
      .sort({ scheduledDateTime: 1 })
      .lean<StoredFields<typeof InterviewModel, (typeof interviewFields)[number]>[]>();
  },

  async employerPlaces(employerIds: Types.ObjectId[]) {
    return EmployerModel.find({ _id: { $in: employerIds } })
      .select(projectionOf(employerPlaceFields))
      .lean<StoredFields<typeof EmployerModel, (typeof employerPlaceFields)[number]>[]>();
  },

  /**
   * Active jobs worth ranking for a veteran: those whose title carries one of `titleTerms` at a word start (the
   * civilian words of the veteran's occupation, skills and certifications), newest first; when
   * fewer than a page turn up, the newest active jobs make up the rest.
   */
  async recommendationCandidates(titleTerms: string[]): Promise<JobToRecommend[]> {
    const terms = [...new Set(titleTerms.map((term) => term.trim().toLowerCase()).filter((term) => term.length >= 2))].slice(0, 120);
    const byTitle = terms.length
      ? await JobModel.find({ status: 'active', title: new RegExp(`\\b(?:${terms.map(escapeRegex).join('|')})`, 'i') })
          .select(projectionOf(recommendationFields))
          .sort({ posted: -1 })
          .limit(maxCandidates)
          .lean<RecommendationCandidate[]>()
      : [];
    const recent =
      byTitle.length < 200
        ? await JobModel.find({ status: 'active', _id: { $nin: byTitle.map((job) => job._id) } })
            .select(projectionOf(recommendationFields))
            .sort({ posted: -1 })
            .limit(500)
            .lean<RecommendationCandidate[]>()
        : [];
    return [...byTitle, ...recent].map((job) => ({
      ...job,
      id: String(job._id),
      requirements: job.requirements ?? [],
      description: job.description ?? '',
    }));
  },

  async jobsByIds(ids: string[]) {
    const jobs = (await JobModel.find({ _id: { $in: ids } })).map(toRecord);
    const byId = new Map(jobs.map((job) => [String(job.id), job]));
    return ids.map((id) => byId.get(id)).filter((job) => job !== undefined);
  },
};
