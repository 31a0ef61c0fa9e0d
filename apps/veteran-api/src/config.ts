import { baseServiceEnvSchema } from '@jobboard/server-kit';
import type { z } from 'zod';

export const veteranApiConfigSchema = baseServiceEnvSchema;
export type VeteranApiConfig = z.infer<typeof veteranApiConfigSchema>;
