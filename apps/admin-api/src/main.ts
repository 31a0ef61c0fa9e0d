import { runService } from '@jobboard/server-kit';
import { createAdminApi } from './app';
import { adminApiConfigSchema } from './config';

void runService({ name: 'admin-api', configSchema: adminApiConfigSchema, createApp: createAdminApi });
