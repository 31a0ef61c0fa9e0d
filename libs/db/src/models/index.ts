// Each model is declared once, in its own file; this index re-exports the files and gathers
// their models for ensureIndexes.
import * as accounts from './accounts';
import * as application from './application';
import * as billing from './billing';
import * as careerArticle from './career-article';
import * as companyProfile from './company-profile';
import * as documentAnalysis from './document-analysis';
import * as employer from './employer';
import * as employerNotification from './employer-notification';
import * as interview from './interview';
import * as interviewQuestion from './interview-question';
import * as job from './job';
import * as requestRateLimit from './request-rate-limit';
import * as outboxMessage from './outbox-message';
import * as pendingApplication from './pending-application';
import * as resumeAnalysis from './resume-analysis';
import * as user from './user';
import * as veteranProfile from './veteran-profile';

export * from './accounts';
export * from './application';
export * from './billing';
export * from './career-article';
export * from './company-profile';
export * from './document-analysis';
export * from './employer';
export * from './employer-notification';
export * from './interview';
export * from './interview-question';
export * from './job';
export * from './request-rate-limit';
export * from './outbox-message';
export * from './pending-application';
export * from './resume-analysis';
export * from './user';
export * from './veteran-profile';

/** Every model (the model files export nothing else). */
export const allModels = [
  accounts,
  application,
  billing,
  companyProfile,
  interviewQuestion,
  careerArticle,
  resumeAnalysis,
  documentAnalysis,
  employer,
  employerNotification,
  interview,
  job,
  outboxMessage,
  pendingApplication,
  requestRateLimit,
  user,
  veteranProfile,
].flatMap((file) => Object.values(file));
