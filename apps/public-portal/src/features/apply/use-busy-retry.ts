import { ApiError } from '@jobboard/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Tries in all, the first included: past this the busy answer is the applicant's to see. */
const maxTries = 5;
/** When a busy answer says neither in its body nor in Retry-After how long to wait. */
const defaultWaitMs = 2_000;

/**
 * How long to wait before sending again when the service was too busy (503 `service_unavailable`):
 * the body's exact `retryAfterMs`, else the Retry-After header's seconds, else two seconds.
 * Undefined for any other failure. Read here, not in ApiError: the first view does not need it.
 */
const busyWaitMs = (error: unknown): number | undefined => {
  if (!(error instanceof ApiError) || error.status !== 503) return undefined;
  let body: { code?: unknown; retryAfterMs?: unknown };
  try {
    body = JSON.parse(error.body) as typeof body;
  } catch {
    return undefined;
  }
  if (body.code !== 'service_unavailable') return undefined;
  if (typeof body.retryAfterMs === 'number' && body.retryAfterMs >= 0) return body.retryAfterMs;
  const headerSeconds = error.retryAfter ? Number(error.retryAfter) : Number.NaN;
  return Number.isFinite(headerSeconds) && headerSeconds >= 0 ? headerSeconds * 1000 : defaultWaitMs;
};

/** Thrown by `run` when the wait for the next try was cancelled (the dialog closed): nothing to tell anyone. */
export class BusyRetryCancelled extends Error {
  constructor() {
    super('The retry was cancelled.');
    this.name = 'BusyRetryCancelled';
  }
}

/** Resolves after `ms`, or rejects with BusyRetryCancelled when `stop` (set here) is called first. */
const cancellableWait = (ms: number, stop: { current: (() => void) | undefined }) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop.current = undefined;
      resolve();
    }, ms);
    stop.current = () => {
      clearTimeout(timer);
      stop.current = undefined;
      reject(new BusyRetryCancelled());
    };
  });

/** While a busy answer is waited out: when the next try goes, and which one it is. */
export interface BusyWait {
  seconds: number;
  nextTry: number;
  maxTries: number;
}

export interface BusyRetry<A extends unknown[], R> {
  /** The write, sent again with the same arguments after each busy answer, up to five tries; rejects with the last failure. */
  run: (...args: A) => Promise<R>;
  /** Set while waiting to send again (nothing is in flight then). */
  waiting: BusyWait | undefined;
  /** Stops the wait: `run` rejects with BusyRetryCancelled. Also done when the component goes away. */
  cancel: () => void;
}

/**
 * A write that waits out a crowd: a busy service answers 503 with when to come back, and the
 * same request is sent again then, so an applicant does not lose a filled-in form to a rush.
 */
export const useBusyRetry = <A extends unknown[], R>(write: (...args: A) => Promise<R>): BusyRetry<A, R> => {
  const [waiting, setWaiting] = useState<BusyWait>();
  const stopWaiting = useRef<(() => void) | undefined>(undefined);

  const cancel = useCallback(() => stopWaiting.current?.(), []);
  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    async (...args: A): Promise<R> => {
      for (let tried = 1; ; tried += 1) {
        try {
          return await write(...args);
        } catch (error) {
          const waitMs = busyWaitMs(error);
          if (waitMs === undefined || tried >= maxTries) throw error;
          setWaiting({ seconds: Math.max(1, Math.ceil(waitMs / 1000)), nextTry: tried + 1, maxTries });
          try {
            await cancellableWait(waitMs, stopWaiting);
          } finally {
            setWaiting(undefined);
          }
        }
      }
    },
    [write],
  );

  return { run, waiting, cancel };
};
