/** Email and password sign-in, shared by employers, veterans and job seekers. */
import { z } from 'zod';
import { messages } from './messages';

export const loginSchema = z.object({
  email: z.string({ error: messages.missingLogin }).trim().toLowerCase().min(1, messages.missingLogin).max(254),
  password: z.string({ error: messages.missingLogin }).min(1, messages.missingLogin).max(128),
});
export type LoginBody = z.infer<typeof loginSchema>;
