import type { Model } from 'mongoose';
// Each model is declared once, in its own file; this index re-exports the files and gathers
// their models for ensureIndexes.
import * as accounts from './accounts';
import * as accountToken from './account-token';
import * as adminAuditEntry from './admin-audit-entry';
import * as application from './application';
import * as billing from './billing';
import * as careerArticle from './career-article';
import * as companyProfile from './company-profile';
import * as documentAnalysis from './document-analysis';
import * as employer from './employer';
import * as employerNotification from './employer-notification';
import * as interview from './interview';
import * as interviewQuestion from './interview-question';
import * as interviewPractice from './interview-practice';
import * as job from './job';
import * as jobAlert from './job-alert';
import * as scheduledJobLock from './scheduled-job-lock';
import * as requestRateLimit from './request-rate-limit';
import * as outboxMessage from './outbox-message';
import * as pendingApplication from './pending-application';
import * as queuedTask from './queued-task';
import * as resumeAnalysis from './resume-analysis';
import * as savedJob from './saved-job';
import * as savedResume from './saved-resume';
import * as user from './user';
import * as veteranProfile from './veteran-profile';

export * from './accounts';
export * from './account-token';
export * from './admin-audit-entry';
export * from './application';
export * from './billing';
export * from './career-article';
export * from './company-profile';
export * from './document-analysis';
export * from './employer';
export * from './employer-notification';
export * from './interview';
export * from './interview-question';
export * from './interview-practice';
export * from './job';
export * from './job-alert';
export * from './scheduled-job-lock';
export * from './request-rate-limit';
export * from './outbox-message';
export * from './pending-application';
export * from './queued-task';
export * from './resume-analysis';
export * from './saved-job';
export * from './saved-resume';
export * from './user';
export * from './veteran-profile';

/** Every model (a model file exports its models, and at most the enums its schemas declare). */
export const allModels = [
  accounts,
  accountToken,
  adminAuditEntry,
  application,
  billing,
  companyProfile,
  interviewQuestion,
  interviewPractice,
  careerArticle,
  resumeAnalysis,
  savedJob,
  savedResume,
  documentAnalysis,
  employer,
  employerNotification,
  interview,
  job,
  jobAlert,
  scheduledJobLock,
  outboxMessage,
  pendingApplication,
  queuedTask,
  requestRateLimit,
  user,
  veteranProfile,
].flatMap((file) => Object.values(file).filter((value): value is Model<unknown> => typeof value === 'function' && 'createIndexes' in value));
