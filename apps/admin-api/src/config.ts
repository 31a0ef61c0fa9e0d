import { baseServiceEnvSchema } from '@jobboard/server-kit';
import type { z } from 'zod';

export const adminApiConfigSchema = baseServiceEnvSchema;
export type AdminApiConfig = z.infer<typeof adminApiConfigSchema>;
