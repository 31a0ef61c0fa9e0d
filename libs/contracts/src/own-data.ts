/** Downloading and deleting one's own account data: the request, the file and the texts. */
import { text } from '@jobboard/i18n';
import { z } from 'zod';

/** Deleting an account asks for its current password again (counted by the login throttle). */
export const accountDeletionSchema = z.object({
  currentPassword: z.string().min(1, text('Enter your current password')).max(200),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** The download is a ZIP: `data.json` (everything stored about the account) and `files/…` (its files byte for byte). */
export const dataExportFileName = (kind: string, date: Date): string => `jobboard-${kind}-data-${date.toISOString().slice(0, 10)}.zip`;

export const ownDataMessages = {
  wrongPassword: 'That is not your current password.',
  accountNotFound: 'Account not found',
  subscriptionActive: 'Your subscription renews automatically. Cancel it on the Billing page first, then delete your account.',
  deleted: 'Your account is deleted. Your data has been removed as described in our Privacy Policy.',
  exportHint: 'A ZIP file with data.json (everything we store about you) and your files.',
} as const;
