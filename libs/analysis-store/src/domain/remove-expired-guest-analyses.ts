import { guestAnalysesExpiredBefore } from '@jobboard/domain';
import { analysisRepository } from '../data-access/analysis-repository';

/**
 * Deletes the guests' analyses older than their retention (no TTL indexes on the embedded
 * database, so the worker's sweep does it). Answers how many were removed.
 */
export const removeExpiredGuestAnalyses = (now = new Date()): Promise<number> =>
  analysisRepository.removeGuestAnalysesBefore(guestAnalysesExpiredBefore(now));
