import { adminListPageSize, type AdminApplicationSort, type AdminEmployerSort, type AdminJobSort, type AdminVeteranSort } from '@jobboard/contracts';
import { ApplicationModel, EmployerModel, JobModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import { adminSearchTerms, anchoredPrefixPattern, pageOffset } from '@jobboard/domain';
import { Types, type Model, type SortOrder } from 'mongoose';
import { plainRecord } from './plain-record';

type Filter = Record<string, unknown>;
type Sort = Record<string, SortOrder>;

/**
 * Each typed word must start a word of the record (`searchWords`, indexed): an anchored,
 * escaped pattern, which the index answers as a range.
 */
const searchFilter = (search: string | undefined): Filter => {
  const terms = adminSearchTerms(search);
  if (terms.length === 0) return {};
  const clauses = terms.map((term) => ({ searchWords: { $regex: anchoredPrefixPattern(term) } }));
  return clauses.length === 1 ? clauses[0] : { $and: clauses };
};

const withoutUndefined = (filter: Filter): Filter => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));

/**
 * One page and the total. Every filter and sort below has an index of its own (see the models);
 * the unfiltered total is the collection's count from its metadata, not a scan.
 */
const readPage = async (model: Model<Record<string, unknown>>, options: { filter: Filter; sort: Sort; page: number; fields: string }) => {
  const filter = withoutUndefined(options.filter);
  const [rows, total] = await Promise.all([
    model.find(filter).select(options.fields).sort(options.sort).skip(pageOffset(options.page, adminListPageSize)).limit(adminListPageSize).lean(),
    Object.keys(filter).length === 0 ? model.estimatedDocumentCount() : model.countDocuments(filter),
  ]);
  return { items: rows.map(plainRecord), total, page: options.page, pageSize: adminListPageSize };
};

const asModel = (model: unknown) => model as Model<Record<string, unknown>>;

const jobSorts: Record<AdminJobSort, Sort> = {
  newest: { posted: -1, _id: -1 },
  oldest: { posted: 1, _id: 1 },
  title: { title: 1, _id: 1 },
  company: { companyName: 1, _id: 1 },
};
const applicationSorts: Record<AdminApplicationSort, Sort> = {
  newest: { appliedAt: -1, _id: -1 },
  oldest: { appliedAt: 1, _id: 1 },
  name: { applicantName: 1, _id: 1 },
};
const employerSorts: Record<AdminEmployerSort, Sort> = {
  newest: { createdAt: -1, _id: -1 },
  oldest: { createdAt: 1, _id: 1 },
  company: { companyName: 1, _id: 1 },
};
const veteranSorts: Record<AdminVeteranSort, Sort> = {
  newest: { createdAt: -1, _id: -1 },
  oldest: { createdAt: 1, _id: 1 },
  name: { lastName: 1, firstName: 1, _id: 1 },
};

// Only what the rows show: never password hashes, extracted text or file contents.
const jobFields =
  'employerId title companyName department location type experience salaryMin salaryMax salaryPeriod status secondChanceEmployer applicantCount viewCount posted employerVerified closedReason closedAt';
const applicationFields =
  'jobId employerId userId veteranId applicantName applicantEmail jobTitle companyName status pipelineStage qualificationScore veteranBonus appliedAt reviewedAt resume.fileId supportingDocuments.fileId';
const employerFields =
  'email companyName contactName phone city state website industry companySize verificationStatus verificationReason verificationDecidedAt subscriptionStatus subscriptionPlan createdAt isActive';
const veteranFields =
  'email firstName lastName phone location militaryBranch rank serviceYears mos securityClearance skills certifications availability isActive profileViews createdAt';

export const adminListsRepository = {
  jobs: (query: { search?: string; status?: string; sort: AdminJobSort; page: number }) =>
    readPage(asModel(JobModel), {
      filter: { ...searchFilter(query.search), status: query.status },
      sort: jobSorts[query.sort],
      page: query.page,
      fields: jobFields,
    }),

  applications: (query: { search?: string; status?: string; sort: AdminApplicationSort; page: number }) =>
    readPage(asModel(ApplicationModel), {
      filter: { ...searchFilter(query.search), status: query.status },
      sort: applicationSorts[query.sort],
      page: query.page,
      fields: applicationFields,
    }),

  employers: (query: { search?: string; verification?: string; sort: AdminEmployerSort; page: number }) =>
    readPage(asModel(EmployerModel), {
      filter: { ...searchFilter(query.search), verificationStatus: query.verification },
      sort: employerSorts[query.sort],
      page: query.page,
      fields: employerFields,
    }),

  /** How many live jobs each of these employers has (index (employerId, status)). */
  async liveJobCounts(employerIds: readonly string[]): Promise<Map<string, number>> {
    if (employerIds.length === 0) return new Map();
    const counts = await JobModel.aggregate<{ _id: unknown; count: number }>([
      { $match: { employerId: { $in: employerIds.map((id) => new Types.ObjectId(id)) }, status: 'active' } },
      { $group: { _id: '$employerId', count: { $sum: 1 } } },
    ]);
    return new Map(counts.map(({ _id, count }) => [String(_id), count]));
  },

  veterans: (query: { search?: string; branch?: string; sort: AdminVeteranSort; page: number }) =>
    readPage(asModel(VeteranProfileModel), {
      filter: { ...searchFilter(query.search), militaryBranch: query.branch },
      sort: veteranSorts[query.sort],
      page: query.page,
      fields: veteranFields,
    }),

  /** The summary cards: each count is an index count or the collection's own count. */
  async summary(weekStart: Date) {
    const [activeJobs, applicationsThisWeek, applicationsTotal, pending, verified, rejected, veterans, jobSeekers, unverifiedLiveJobs] =
      await Promise.all([
        JobModel.countDocuments({ status: 'active' }),
        ApplicationModel.countDocuments({ appliedAt: { $gte: weekStart } }),
        ApplicationModel.estimatedDocumentCount(),
        EmployerModel.countDocuments({ verificationStatus: 'pending' }),
        EmployerModel.countDocuments({ verificationStatus: 'verified' }),
        EmployerModel.countDocuments({ verificationStatus: 'rejected' }),
        VeteranProfileModel.estimatedDocumentCount(),
        UserModel.estimatedDocumentCount(),
        JobModel.countDocuments({ status: 'active', employerVerified: { $ne: true } }),
      ]);
    return {
      activeJobs,
      applicationsThisWeek,
      applicationsTotal,
      employersByVerification: { pending, verified, rejected },
      veterans,
      jobSeekers,
      unverifiedLiveJobs,
    };
  },
};
