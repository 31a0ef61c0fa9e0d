import { baseServiceEnvSchema, type BaseServiceConfig } from '@jobboard/server-kit';
import { z } from 'zod';

/**
 * What only public-api reads. Kept as a schema of its own so the service can fill the defaults
 * when it is given a config built in code (tests and tools pass the base settings only).
 */
export const publicApiSettingsSchema = z.object({
  // Applications one client address may send per window: generous for a shared address (an
  // office, a library), far below what flooding employers or the resume parser would take.
  APPLY_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  APPLY_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  // Documents one client address may have analyzed per 15 minutes (/resume's two tools): each
  // costs an extraction, so a script cannot keep the extraction queue full for everyone.
  ANALYSIS_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  // Newsletter subscriptions and job alerts one client address may ask for per hour: each sends
  // an email to the address given, so a script cannot use us to flood strangers' inboxes.
  EMAIL_SIGNUP_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  // Resume text extractions the process runs at once; each one may take up to about 128 MB.
  RESUME_EXTRACTION_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  // Applications the process works on at once; the next are answered 503 with Retry-After, so a
  // crowd is told to come back at once instead of waiting its turn. Half the edge's bound per
  // service (64): searches still get through during a rush. Measured: `npm run bench:rush`.
  APPLY_MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(32),
  // How long an employer's responsiveness figure is reused before its history is read again
  // (every job page and list shows it; the figure moves by days). 0 reads it on every view.
  EMPLOYER_FIGURES_REUSE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  // The built shell's page, which job pages (/jobs/:id) are rendered into with the job's head
  // tags: a file (read again when it changes) or the edge's address of it (docker compose, k8s).
  SHELL_INDEX_HTML: z.string().min(1).default('dist/apps/shell/index.html'),
  // The edge's address as this service reaches it: the first pages (home, search, a job, second
  // chance) are rendered here with the remotes' server builds and the API answers read there.
  // Unset, it is SHELL_INDEX_HTML's origin when that is an address; with neither, pages are sent
  // unrendered and the browser renders them.
  FRONT_END_URL: z.url().optional(),
});
export type PublicApiSettings = z.infer<typeof publicApiSettingsSchema>;

// The settings every service shares (the database, the session secret, mail and SITE_URL for the
// links of its emails and pages: server-kit's config) and public-api's own.
export const publicApiConfigSchema = baseServiceEnvSchema.extend(publicApiSettingsSchema.shape);
/** What the service is built from: the settings of its own may be left out, their defaults then apply. */
export type PublicApiConfig = BaseServiceConfig & Partial<PublicApiSettings>;

/** Whether a front-end location (SHELL_INDEX_HTML) is an http(s) address, the edge's, rather than a file. */
export const isAddress = (location: string) => /^https?:\/\//.test(location);

/** Where this service reaches the edge: FRONT_END_URL, else the shell page's origin when it is fetched from the edge. */
export const frontEndOriginOf = ({ FRONT_END_URL, SHELL_INDEX_HTML }: PublicApiSettings): string | undefined =>
  FRONT_END_URL ?? (isAddress(SHELL_INDEX_HTML) ? new URL(SHELL_INDEX_HTML).origin : undefined);

/** The public-api settings of a config, defaults filled in for those it does not set. */
export const publicApiSettingsOf = (config: Partial<PublicApiSettings>): PublicApiSettings => publicApiSettingsSchema.parse(config);
