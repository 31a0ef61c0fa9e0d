import { useJobSeekerSession, usePracticeProgress, useRecordPractice, useVeteranSession } from '@jobboard/api-client';
import { maxPracticeSecondsPerQuestion, type PracticeProgress } from '@jobboard/contracts';
import { practiceSecondsOf } from '@jobboard/domain';
import { useCallback, useState } from 'react';

const guestStorageKey = 'interview-practice';

interface GuestPractice {
  questionIds: string[];
  secondsSpent: number;
}

const readGuestPractice = (): GuestPractice => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(guestStorageKey) ?? 'null') as Partial<GuestPractice> | null;
    return {
      questionIds: Array.isArray(stored?.questionIds) ? stored.questionIds.filter((id): id is string => typeof id === 'string') : [],
      secondsSpent: typeof stored?.secondsSpent === 'number' && stored.secondsSpent >= 0 ? stored.secondsSpent : 0,
    };
  } catch {
    // Storage refused (private mode) or a value we did not write: start this visit's figures afresh.
    return { questionIds: [], secondsSpent: 0 };
  }
};

const writeGuestPractice = (practice: GuestPractice) => {
  try {
    sessionStorage.setItem(guestStorageKey, JSON.stringify(practice));
  } catch {
    // Without storage the figures still count for as long as the page is open.
  }
};

export interface PracticeProgressState {
  /** Undefined while the signed-in figures load. */
  progress: PracticeProgress | undefined;
  signedIn: boolean;
  failed: boolean;
  record: (questionId: string, elapsedMs: number) => Promise<void>;
}

/**
 * The progress card's figures: kept on the server for a signed-in job seeker or veteran, and
 * in this tab's session storage (this visit) for a guest.
 */
export const usePracticeProgressState = (): PracticeProgressState => {
  const jobSeeker = useJobSeekerSession();
  const veteran = useVeteranSession();
  const signedIn = Boolean(jobSeeker.data || veteran.data);
  const server = usePracticeProgress(signedIn);
  const recordOnServer = useRecordPractice();
  const [guest, setGuest] = useState<GuestPractice>(readGuestPractice);
  const [failed, setFailed] = useState(false);

  const record = useCallback(
    async (questionId: string, elapsedMs: number) => {
      const seconds = practiceSecondsOf(elapsedMs, maxPracticeSecondsPerQuestion);
      if (signedIn) {
        try {
          await recordOnServer({ questionId, seconds });
          setFailed(false);
        } catch {
          setFailed(true);
        }
        return;
      }
      setGuest((current) => {
        const next = {
          questionIds: current.questionIds.includes(questionId) ? current.questionIds : [...current.questionIds, questionId],
          secondsSpent: current.secondsSpent + seconds,
        };
        writeGuestPractice(next);
        return next;
      });
    },
    [signedIn, recordOnServer],
  );

  const progress = signedIn ? server.data : { questionsPracticed: guest.questionIds.length, secondsSpent: guest.secondsSpent };
  return { progress, signedIn, failed: failed || Boolean(signedIn && server.error), record };
};
