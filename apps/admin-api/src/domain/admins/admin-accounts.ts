import { messages, type AdminLoginBody } from '@jobboard/contracts';
import { AppError, authenticateWithPassword, createAccountWithPassword, hashPassword, type LoginThrottle } from '@jobboard/server-kit';
import { z } from 'zod';
import { adminRepository } from '../../data-access/admin-repository';

export const newAdminSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3)
    .max(50)
    .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, dot, dash, underscore'),
  // Admins see everything: a longer password than other accounts, never a default one.
  password: z.string().min(12, 'must be at least 12 characters').max(128),
  email: z.email().max(255).optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});
export type NewAdmin = z.infer<typeof newAdminSchema>;

/** Only the create-admin command calls this; no endpoint creates admins. */
export const createAdmin = ({ password, ...profile }: NewAdmin) =>
  createAccountWithPassword(password, (passwordHash) => adminRepository.create({ ...profile, passwordHash }));

export const logInAdmin = async (credentials: AdminLoginBody, clientIp: string, throttle: LoginThrottle) => {
  const admin = await authenticateWithPassword({
    throttle,
    attempt: { scope: 'admin', account: credentials.username, ip: clientIp },
    password: credentials.password,
    findAccount: () => adminRepository.findForLogin(credentials.username),
    invalidMessage: messages.invalidAdminCredentials,
  });
  await adminRepository.recordLogin(admin.id);
  return admin;
};

/** The admin behind a session; a deactivated admin's session no longer counts. */
export const getSignedInAdmin = async (adminId: string) => {
  const admin = await adminRepository.findActiveById(adminId);
  if (!admin) throw AppError.unauthenticated();
  return admin;
};

/**
 * Only the create-admin command calls this: a deactivated admin cannot sign in and its sessions
 * end at once (the session check also reads the admin on every request).
 */
export const setAdminActive = async (username: string, active: boolean) => {
  const admin = await adminRepository.setActive(username, active);
  if (!admin) throw new Error(`No admin "${username}" that is ${active ? 'deactivated' : 'active'}.`);
  if (!active) await adminRepository.endSessions(admin.id);
  return admin;
};

/**
 * Only the create-admin command calls this (admins recover through the server, never by email):
 * a new password, the same rules as at creation, and every session of that admin ends.
 */
export const resetAdminPassword = async (username: string, password: string) => {
  const { password: checked } = newAdminSchema.pick({ username: true, password: true }).parse({ username, password });
  const admin = await adminRepository.setPasswordHash(username, await hashPassword(checked));
  if (!admin) throw new Error(`No admin "${username}".`);
  await adminRepository.endSessions(admin.id);
  return admin;
};
