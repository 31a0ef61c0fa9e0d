import { createLogger, runService } from '@jobboard/server-kit';
import { createAdminApi } from './app';
import { adminApiConfigSchema } from './config';
import { backfillSearchWordsAtStart } from './search-words-backfill';

void runService({ name: 'admin-api', configSchema: adminApiConfigSchema, createApp: createAdminApi }).then(() =>
  backfillSearchWordsAtStart(createLogger('admin-api', process.env.LOG_LEVEL ?? 'info')),
);
