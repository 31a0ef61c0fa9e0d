import { pingDatabase } from '@jobboard/db';
import { busyRetryAfterMs, messages } from '@jobboard/contracts';
import { createLoadShedding, createRequestRateLimit, createServiceApp, createServiceContext, mailEnvSchema, type Logger } from '@jobboard/server-kit';
import { reuseEmployerFigures } from '@jobboard/job-search';
import { publicApiSettingsOf, type PublicApiConfig } from './config';
import { limitResumeTextExtraction } from '@jobboard/applications';
import { applicationConfirmationsRoutes } from './entry-points/application-confirmations-routes';
import { registerPublicApiMetrics } from './entry-points/metrics';
import { jobPageRoutes } from './entry-points/job-page-routes';
import { publicRoutes } from './entry-points/public-routes';
import { reuseSiteFigures } from './domain/jobs/site-figures';
import { renderedPageRoutes } from './entry-points/rendered-page-routes';

export const createPublicApi = ({ config, logger }: { config: PublicApiConfig; logger: Logger }) => {
  // The mail settings alone, for the links in emails and pages.
  const mail = mailEnvSchema.parse(config);
  const settings = publicApiSettingsOf(config);
  limitResumeTextExtraction({ concurrency: settings.RESUME_EXTRACTION_CONCURRENCY });
  reuseEmployerFigures({ lifetimeMs: settings.EMPLOYER_FIGURES_REUSE_SECONDS * 1000 });
  reuseSiteFigures({ lifetimeMs: settings.EMPLOYER_FIGURES_REUSE_SECONDS * 1000 });
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
    retryAfterMs: busyRetryAfterMs,
    message: messages.applicationsBusy,
  });
  const context = { ...createServiceContext(config), mail, mailSecret: config.SESSION_SECRET, applyRateLimit, applyLoadShedding, analysisRateLimit, emailSignupRateLimit };
  registerPublicApiMetrics();
  return createServiceApp({
    service: 'public-api',
    routes: { ...publicRoutes(context), ...applicationConfirmationsRoutes(context), ...jobPageRoutes(context) },
    guards: context.guards,
    renderedPages: renderedPageRoutes(context, settings, logger),
    logger,
    config,
    readiness: pingDatabase,
  });
};
