/** The admin portal's requests: admins sign in with a username, not an email. */
import { z } from 'zod';

export const adminLoginSchema = z.object({
  username: z.string().trim().min(1, 'is required').max(50),
  password: z.string().min(1, 'is required').max(128),
});
export type AdminLoginBody = z.infer<typeof adminLoginSchema>;
