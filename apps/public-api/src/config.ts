import { baseServiceEnvSchema } from '@jobboard/server-kit';
import type { z } from 'zod';

export const publicApiConfigSchema = baseServiceEnvSchema;
export type PublicApiConfig = z.infer<typeof publicApiConfigSchema>;
