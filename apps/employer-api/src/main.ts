import { runService } from '@jobboard/server-kit';
import { createEmployerApi } from './app';
import { employerApiConfigSchema } from './config';

void runService({ name: 'employer-api', configSchema: employerApiConfigSchema, createApp: createEmployerApi });
