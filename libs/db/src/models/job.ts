import { model, Schema } from 'mongoose';
import { companyLogoKeys, employerStandings, experienceLevels, jobStatuses, jobTypes, salaryPeriods, securityClearances } from '@jobboard/contracts';
import { clearanceRank, jobEmployerStanding, yearlySalaryRange } from '@jobboard/domain';
import type { Query } from 'mongoose';
import { EmployerModel } from './employer';
import { applyJsonShape } from '../json-shape';
import { keepSearchWords } from '../search-words';
import { fairChanceAttestationSchema } from './fair-chance-fields';

const wholeNumber = { validator: Number.isInteger, message: 'must be a whole number' };

const jobSchema = new Schema(
  {
    employerId: { type: Schema.Types.ObjectId, ref: 'Employer', required: true },
    title: { type: String, required: true, trim: true, maxlength: 200 },
    department: { type: String, trim: true, maxlength: 100 },
    // `location` is the display text ("Austin, TX"); the parts and coordinates serve search.
    location: { type: String, required: true, trim: true, maxlength: 200 },
    city: { type: String, trim: true, maxlength: 100 },
    state: { type: String, trim: true, maxlength: 100 },
    zipCode: { type: String, trim: true, maxlength: 10 },
    latitude: { type: Number, min: -90, max: 90 },
    longitude: { type: Number, min: -180, max: 180 },
    type: { type: String, required: true, enum: jobTypes },
    experience: { type: String, required: true, enum: experienceLevels },
    // Whole dollars, per salaryPeriod: the posting form takes whole numbers.
    salaryMin: { type: Number, min: 0, validate: wholeNumber },
    salaryMax: { type: Number, min: 0, validate: wholeNumber },
    salaryPeriod: { type: String, enum: salaryPeriods, default: 'yearly' },
    description: { type: String, required: true, trim: true, maxlength: 20_000 },
    requirements: { type: [String], default: [] },
    responsibilities: { type: [String], default: [] },
    benefits: { type: [String], default: [] },
    schedule: { type: String, trim: true, maxlength: 200 },
    applicationDeadline: { type: Date },
    screeningQuestions: { type: [String], default: [] },
    // Both copied from the employer's fair-chance attestation while it counts (one updateMany when
    // it changes or lapses; employer-api and the worker's sweep), never set per job.
    secondChanceEmployer: { type: Boolean, default: false },
    fairChance: { type: fairChanceAttestationSchema, required: false },
    // The clearance a candidate must hold; absent means none ("None" is stored as absent).
    clearanceRequired: { type: String, enum: securityClearances },
    status: { type: String, enum: jobStatuses, default: 'active' },
    applicantCount: { type: Number, default: 0, min: 0 },
    viewCount: { type: Number, default: 0, min: 0 },
    // Denormalised from the employer so a search page needs one query.
    companyName: { type: String, required: true, trim: true, maxlength: 200 },
    companyLogo: { type: String, enum: companyLogoKeys, default: 'building' },
    // Denormalised from the employer's verification (set when posted, changed with it), for search's "Verified employer" mark.
    employerVerified: { type: Boolean, default: false },
    // What job seekers are shown of it (libs/domain employer-standing), kept with employerVerified;
    // answered from employerVerified (toJSON below), so a job stored before this field reads right.
    employerStanding: { type: String, enum: employerStandings, default: 'unverified' },
    // An admin closed it: why (shown to the employer) and who.
    closedReason: { type: String, trim: true, maxlength: 1000 },
    closedBy: { type: Schema.Types.ObjectId, ref: 'AdminUser' },
    // Paused because an admin deactivated its employer: reactivation makes exactly these active again.
    pausedByDeactivation: { type: Boolean },
    posted: { type: Date, default: () => new Date() },
    // When the job was closed (unset on jobs closed before it existed: the closure sweep sets it on
    // first sight). Applications still undecided 30 days later are closed for their candidates.
    closedAt: { type: Date },
    // Set once by the closure sweep's atomic claim when the employer was told its undecided applications will close.
    closureNoticeSentAt: { type: Date },
    // Set when the sweep has closed every undecided application of the job: it is not read again.
    closureDoneAt: { type: Date },
    // Derived for the search, kept in step by the hooks below; never sent.
    // The pay as a yearly range (hourly x 2080), for salary bands and the salary-high sort.
    yearlySalaryMin: { type: Number },
    yearlySalaryMax: { type: Number },
    // clearanceRequired as its place in securityClearances (0 = none): the clearance filter asks
    // for the ranks up to the seeker's own with $in, which an index serves in posted order.
    clearanceRank: { type: Number },
  },
  { timestamps: { createdAt: false, updatedAt: true } },
);
jobSchema.path('salaryMax').validate(function (this: { salaryMin?: number | null }, max?: number | null) {
  return max == null || this.salaryMin == null || max >= this.salaryMin;
}, 'salaryMax must not be less than salaryMin');

jobSchema.pre('validate', function () {
  const yearly = yearlySalaryRange(this);
  this.yearlySalaryMin = yearly?.min;
  this.yearlySalaryMax = yearly?.max;
  if (this.clearanceRequired === 'None') this.clearanceRequired = undefined;
  this.clearanceRank = clearanceRank(this.clearanceRequired);
});

const searchSources = ['salaryMin', 'salaryMax', 'salaryPeriod', 'clearanceRequired'];
const touchesSearchSources = (update: unknown): boolean =>
  typeof update === 'object' &&
  update !== null &&
  Object.entries(update).some(([key, value]) => (key.startsWith('$') ? touchesSearchSources(value) : searchSources.includes(key)));

// A query update cannot recompute the derived search fields from fields it does not see, so
// changing their sources that way would leave the search silently stale: load and save instead.
jobSchema.pre(['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne'], function (this: Query<unknown, unknown>) {
  if (touchesSearchSources(this.getUpdate())) {
    throw new Error("Change a job's salary or clearance with save(), so its search fields follow.");
  }
});

// Public search runs on the in-process search index (libs/job-search), which reads every active
// job once and then only the jobs changed since (updatedAt). The database serves:
// - the newest open jobs (similar-jobs candidates, the sitemap);
// - an employer's own jobs;
// - the sweep that takes the second-chance marker off jobs whose attestation lapsed.
// Each ends with the tie-break (`_id`), so a page is read in index order with no sort stage.
jobSchema.index({ status: 1, posted: -1, _id: -1 });
jobSchema.index({ status: 1, secondChanceEmployer: 1, posted: -1, _id: -1 });
// The search index's catch-up read: the jobs changed since the last one it saw.
jobSchema.index({ updatedAt: 1 });
jobSchema.index({ employerId: 1, posted: -1, _id: -1 });
jobSchema.index({ employerId: 1, status: 1 });
// The closure sweep: closed jobs by when they closed.
jobSchema.index({ status: 1, closedAt: 1 });
// Admin list: newest, by title or by company, all or one status; search by words of title and company.
jobSchema.index({ posted: -1, _id: -1 });
jobSchema.index({ title: 1, _id: 1 });
jobSchema.index({ status: 1, title: 1, _id: 1 });
jobSchema.index({ companyName: 1, _id: 1 });
jobSchema.index({ status: 1, companyName: 1, _id: 1 });
keepSearchWords(jobSchema, ['title', 'companyName']);
// A new job carries its employer's verification.
jobSchema.pre('save', async function () {
  if (!this.isNew) return;
  const employer = await EmployerModel.findById(this.employerId, { verificationStatus: 1 }).lean();
  this.employerVerified = employer?.verificationStatus === 'verified';
  this.employerStanding = jobEmployerStanding(this);
});
applyJsonShape(jobSchema, [
  'searchWords',
  'closedBy',
  'closedReason',
  'pausedByDeactivation',
  'yearlySalaryMin',
  'yearlySalaryMax',
  'clearanceRank',
  'closureNoticeSentAt',
  'closureDoneAt',
]);
const shapeJob = jobSchema.get('toJSON') as { transform: (doc: unknown, ret: Record<string, unknown>) => Record<string, unknown> };
jobSchema.set('toJSON', {
  ...shapeJob,
  transform: (doc: unknown, ret: Record<string, unknown>) => {
    const shaped = shapeJob.transform(doc, ret);
    shaped.employerStanding = jobEmployerStanding(shaped as { employerVerified?: boolean });
    return shaped;
  },
});

export const JobModel = model('Job', jobSchema);

/**
 * Who has viewed a job lately: one document per (job, viewer), whose `_id` is derived from both.
 * A view counts when this document is created, or when its last counted view is older than the
 * window; a reload inside the window finds it recent and counts nothing (no TTL index: the
 * window is checked in code).
 */
const jobViewSchema = new Schema({
  _id: { type: String, required: true },
  countedAt: { type: Date, required: true },
});
export const JobViewModel = model('JobView', jobViewSchema);
