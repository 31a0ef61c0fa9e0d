import { expiredConfirmationsSweepableBefore } from '@jobboard/domain';
import type { Types } from 'mongoose';
import { applicationFileRepository } from '../data-access/application-files';
import { applicationRepository } from '../data-access/application-repository';

/** Deletes an unconfirmed application with its files (files first: a crash leaves a record to retry, never orphan files). */
export const discardPendingApplication = async (id: Types.ObjectId) => {
  await applicationFileRepository.removeAll(await applicationRepository.findPendingFileIds(id));
  await applicationRepository.removePending(id);
};

/**
 * Unconfirmed applications whose link has expired are deleted with their files (no TTL indexes
 * on the embedded database, so a sweep does it). Answers how many were removed.
 */
export const removeExpiredPendingApplications = async (now = new Date(), batchSize = 100): Promise<number> => {
  let removed = 0;
  for (;;) {
    const expired = await applicationRepository.findExpiredPending(expiredConfirmationsSweepableBefore(now), batchSize);
    for (const id of expired) await discardPendingApplication(id);
    removed += expired.length;
    if (expired.length < batchSize) return removed;
  }
};
