import { fillMissingSearchWords } from '@jobboard/db';
import type { Logger } from '@jobboard/server-kit';

/**
 * Records stored before the admin search existed get their search words at start, in the
 * background, so operators have no one-off command to remember. When nothing is missing, which is
 * every start after the first, this costs one indexed probe per searchable model. Answers how
 * many records it filled (0 when it could not: the admin search then misses only those records).
 */
export const backfillSearchWordsAtStart = async (logger: Logger): Promise<number> => {
  try {
    const filled = await fillMissingSearchWords();
    if (filled > 0) logger.info({ filled }, 'admin search words filled in for older records');
    return filled;
  } catch (error) {
    logger.warn({ err: error }, 'could not fill in admin search words; older records are not found by the admin search yet');
    return 0;
  }
};
