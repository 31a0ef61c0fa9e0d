import { pingDatabase } from '@jobboard/db';
import { mailEnvSchema } from '@jobboard/mail';
import { messages } from '@jobboard/contracts';
import { createLoadShedding, createRequestRateLimit, createServiceApp, createServiceContext, type Logger } from '@jobboard/server-kit';
import { publicApiSettingsOf, type PublicApiConfig } from './config';
import { limitResumeTextExtraction } from './data-access/resume-text';
import { reuseEmployerFigures } from './domain/employers/employer-trust';
import { applicationConfirmationsRoutes } from './entry-points/application-confirmations-routes';
import { startBackgroundWork } from './entry-points/background-work';
import { registerPublicApiMetrics } from './entry-points/metrics';
import { jobPageRoutes } from './entry-points/job-page-routes';
import { publicRoutes } from './entry-points/public-routes';
import { renderedPageRoutes } from './entry-points/rendered-page-routes';

export const createPublicApi = ({ config, logger }: { config: PublicApiConfig; logger: Logger }) => {
  // Parsed again so a caller passing only the base settings (tests) gets the mail defaults.
  const mail = mailEnvSchema.parse(config);
  const settings = publicApiSettingsOf(config);
  limitResumeTextExtraction({ concurrency: settings.RESUME_EXTRACTION_CONCURRENCY });
  reuseEmployerFigures({ lifetimeMs: settings.EMPLOYER_FIGURES_REUSE_SECONDS * 1000 });
  const applyRateLimit = createRequestRateLimit({
    scope: 'apply',
    maxRequests: settings.APPLY_RATE_LIMIT_PER_ADDRESS,
    windowMs: settings.APPLY_RATE_LIMIT_WINDOW_MINUTES * 60_000,
    message: messages.tooManyApplications,
  });
  const analysisRateLimit = createRequestRateLimit({
    scope: 'analysis',
    maxRequests: settings.ANALYSIS_RATE_LIMIT_PER_ADDRESS,
    windowMs: 15 * 60_000,
    message: messages.tooManyAnalyses,
  });
  // One count for the newsletter and job alerts: both email the address they are given.
  const emailSignupRateLimit = createRequestRateLimit({
    scope: 'email-signup',
    maxRequests: settings.EMAIL_SIGNUP_RATE_LIMIT_PER_ADDRESS,
    windowMs: 60 * 60_000,
    message: messages.tooManyEmailSignups,
  });
  const applyLoadShedding = createLoadShedding({
    maxInFlight: settings.APPLY_MAX_IN_FLIGHT,
    retryAfterSeconds: 5,
    message: messages.applicationsBusy,
  });
  const context = { ...createServiceContext(config), mail, mailSecret: config.SESSION_SECRET, applyRateLimit, applyLoadShedding, analysisRateLimit, emailSignupRateLimit };
  registerPublicApiMetrics({ outbox: settings.BACKGROUND_WORK === 'in-process' });
  if (settings.BACKGROUND_WORK === 'in-process') startBackgroundWork({ mail, logger, mailSecret: config.SESSION_SECRET });
  return createServiceApp({
    service: 'public-api',
    routes: { ...publicRoutes(context), ...applicationConfirmationsRoutes(context), ...jobPageRoutes(context) },
    renderedPages: renderedPageRoutes(context, settings.SHELL_INDEX_HTML),
    logger,
    config,
    readiness: pingDatabase,
  });
};
