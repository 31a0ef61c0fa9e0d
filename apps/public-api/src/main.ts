import { jobSearchIndex } from '@jobboard/job-search';
import { runService } from '@jobboard/server-kit';
import { createPublicApi } from './app';
import { publicApiConfigSchema } from './config';

void runService({ name: 'public-api', configSchema: publicApiConfigSchema, createApp: createPublicApi })
  // Build the search index now rather than on the first search; if this read fails, the first search builds it.
  .then(() => jobSearchIndex.fresh())
  .catch(() => undefined);
