import { runService } from '@jobboard/server-kit';
import { createVeteranApi } from './app';
import { veteranApiConfigSchema } from './config';

void runService({ name: 'veteran-api', configSchema: veteranApiConfigSchema, createApp: createVeteranApi });
