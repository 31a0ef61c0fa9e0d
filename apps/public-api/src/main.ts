import { runService } from '@jobboard/server-kit';
import { createPublicApi } from './app';
import { publicApiConfigSchema } from './config';

void runService({ name: 'public-api', configSchema: publicApiConfigSchema, createApp: createPublicApi });
