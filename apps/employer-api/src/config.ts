import { baseServiceEnvSchema } from '@jobboard/server-kit';
import type { z } from 'zod';

export const employerApiConfigSchema = baseServiceEnvSchema;
export type EmployerApiConfig = z.infer<typeof employerApiConfigSchema>;
