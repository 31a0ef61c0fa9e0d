/**
 * The contracts' tables of texts, kept as plain strings (many are in first views, where `text()`
 * around each would cost bytes): the translation check reads every string in them as an English
 * text that needs its Spanish (`libs/i18n/src/translation-files.spec.ts`). A screen shows one with
 * `t(table.key)`. Listed here only what people read: no codes, paths, enum values or limits; where
 * a table mixes them, only its texts. Left out on purpose: `languages` (each language's own name),
 * `brandName` (the product's name) and the OpenAPI descriptions (read by programmers).
 */
import { adminAuditActionLabels } from '../admin';
import { adminMessages } from '../admin-messages';
import { accountScreenTexts } from '../account-screens';
import { accountSecurityMessages } from '../account-security';
import { appliedJobMessages } from '../applied-job-messages';
import { applicationMessages } from '../application-form';
import { applicationTrackerMessages, trackerStatusLabels } from '../application-tracking';
import { billingMessages } from '../billing';
import { careerAdviceMessages, careerTopicLabels, companyResearchMessages, interviewPracticeMessages } from '../career-tools';
import { confirmApplicationTexts } from '../confirm-application';
import { analysisMessages } from '../document-analysis';
import { emailPreferencesMessages } from '../email-preferences';
import { employerIndustries, fairChancePracticeLabels } from '../enums/employers';
import {
  distanceFilterLabels,
  employerStandingLabels,
  experienceLevelLabels,
  jobStatusLabels,
  jobTypeLabels,
} from '../enums/jobs';
import { militaryBranches, securityClearances, veteranEducationLevels } from '../enums/veterans';
import { fieldMessages } from '../field-messages';
import { employerStatusLabels, pipelineStageLabels } from '../hiring';
import { hiringMessages } from '../hiring-messages';
import { interviewMessages, interviewStatusLabels, interviewTypeLabels } from '../interviews';
import { jobAlertMessages } from '../job-alerts';
import { jobPageMessages } from '../job-page-messages';
import { jobSearchMessages } from '../job-search-messages';
import { messages } from '../messages';
import { ownDataMessages } from '../own-data';
import { notFoundPageTitle, pageTable } from '../pages';
import { subscriptionPlanCatalog } from '../plans';
import { savedJobsMessages } from '../saved-jobs';
import { savedResumesMessages } from '../saved-resumes';
import { veteranMessages } from '../veteran-messages';

export const textTables: readonly unknown[] = [
  // Messages shared by the portals and the services (toasts, refusals, empty states).
  messages,
  fieldMessages,
  accountScreenTexts,
  accountSecurityMessages,
  ownDataMessages,
  jobSearchMessages,
  jobPageMessages,
  appliedJobMessages,
  savedJobsMessages,
  savedResumesMessages,
  jobAlertMessages,
  emailPreferencesMessages,
  applicationMessages,
  confirmApplicationTexts,
  applicationTrackerMessages,
  analysisMessages,
  interviewPracticeMessages,
  companyResearchMessages,
  careerAdviceMessages,
  hiringMessages,
  interviewMessages,
  billingMessages,
  veteranMessages,
  adminMessages,
  // Labels of codes.
  jobTypeLabels,
  experienceLevelLabels,
  jobStatusLabels,
  distanceFilterLabels,
  employerStandingLabels,
  fairChancePracticeLabels,
  trackerStatusLabels,
  employerStatusLabels,
  pipelineStageLabels,
  interviewTypeLabels,
  interviewStatusLabels,
  careerTopicLabels,
  adminAuditActionLabels,
  // Values stored as the words shown (a select's options): shown translated with `t(value)`.
  militaryBranches,
  securityClearances,
  veteranEducationLevels,
  // The employers' industries as the employer portal names them: the code with a capital ("Healthcare").
  employerIndustries.map((industry) => industry.charAt(0).toUpperCase() + industry.slice(1)),
  // The plans' names and features (not their ids, prices or Stripe keys).
  subscriptionPlanCatalog.map((plan) => [plan.name, plan.features]),
  // The page titles (the tab titles, `documentTitleOf`), not their paths or portals.
  pageTable.map((page) => page.title),
  notFoundPageTitle,
];
