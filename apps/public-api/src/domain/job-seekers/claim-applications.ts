import { applicationTrackingRepository } from '../../data-access/application-tracking-repository';

/**
 * Applications sent before signing up (the browser remembers their ids) join the account that
 * signs up or in next, but only those sent with the account's own email and not yet anyone's.
 */
export const claimApplications = async (account: { id: string; email: string }, applicationIds: readonly string[]) => {
  if (applicationIds.length === 0) return 0;
  return applicationTrackingRepository.claimForUser(applicationIds, account.email, account.id);
};
