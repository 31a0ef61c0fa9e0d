import { allModels, fillMissingSearchWords } from '@jobboard/db';
import { createLogger, runService } from '@jobboard/server-kit';
import type { Model } from 'mongoose';
import { createAdminApi } from './app';
import { adminApiConfigSchema } from './config';

void runService({ name: 'admin-api', configSchema: adminApiConfigSchema, createApp: createAdminApi }).then(async () => {
  // Records stored before the admin search existed get their search words once, in the background.
  const logger = createLogger('admin-api', process.env.LOG_LEVEL ?? 'info');
  try {
    const filled = await fillMissingSearchWords(allModels as unknown as Model<unknown>[]);
    if (filled > 0) logger.info({ filled }, 'admin search words filled in for older records');
  } catch (error) {
    logger.warn({ err: error }, 'could not fill in admin search words; older records are not found by the admin search yet');
  }
});
