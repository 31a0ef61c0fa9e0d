import { useCallback, useRef, useState } from 'react';
import { ApiError } from './fetcher';

/** A refused write's messages by field path, as the service names them ("email", "windows.0.startTime"). */
export type WriteFieldErrors = Readonly<Partial<Record<string, string>>>;

const noFieldErrors: WriteFieldErrors = Object.freeze({});

/**
 * The fields a service refused, from its 400 answer (`{ code: 'validation_failed', message,
 * fields: [{ path, message }] }`): the first message of each path. Any other failure names no
 * field. Read by hand, not with the contract's schema, so pages that load no zod can use it.
 */
export const fieldErrorsOf = (error: unknown): WriteFieldErrors => {
  if (!(error instanceof ApiError) || error.status !== 400) return noFieldErrors;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    // A 400 without a JSON body (a proxy's) names no field.
    return noFieldErrors;
  }
  const fields = typeof body === 'object' && body !== null ? (body as { fields?: unknown }).fields : undefined;
  if (!Array.isArray(fields)) return noFieldErrors;
  const found = new Map<string, string>();
  for (const field of fields as unknown[]) {
    const { path, message } = (typeof field === 'object' && field !== null ? field : {}) as { path?: unknown; message?: unknown };
    if (typeof path === 'string' && typeof message === 'string' && !found.has(path)) found.set(path, message);
  }
  return found.size > 0 ? Object.fromEntries(found) : noFieldErrors;
};

export interface Write<A extends unknown[], R> {
  /**
   * Sends the write and answers what it answers; a failure rejects with the write's own error
   * (and is kept in `error`). A call while one is in flight sends nothing: it returns the
   * in-flight call's promise, so a double submit sends once. Stable while the write is.
   */
  run: (...args: A) => Promise<R>;
  /** True from a call until it settles. */
  pending: boolean;
  /** The last call's failure, until the next call or `reset`: an ApiError when the service answered. */
  error: Error | undefined;
  /** The last call's field messages (a 400's `fields`), by path; empty otherwise. */
  fieldErrors: WriteFieldErrors;
  /** Forgets the last failure (a call in flight carries on). */
  reset: () => void;
}

interface WriteState {
  pending: boolean;
  error: Error | undefined;
  fieldErrors: WriteFieldErrors;
}

const idle: WriteState = { pending: false, error: undefined, fieldErrors: noFieldErrors };
const sending: WriteState = { pending: true, error: undefined, fieldErrors: noFieldErrors };

const failedWith = (thrown: unknown): WriteState => {
  const error = thrown instanceof Error ? thrown : new Error(String(thrown));
  return { pending: false, error, fieldErrors: fieldErrorsOf(error) };
};

/**
 * A write from the browser (any function answering a promise, usually an api-client hook's
 * callback) with the state a form or button shows: pending, and the failure with its field
 * messages. The one place that state lives, so components hold no submitting flags of their own.
 */
export const useWrite = <A extends unknown[], R>(write: (...args: A) => Promise<R>): Write<A, R> => {
  const [state, setState] = useState<WriteState>(idle);
  // A ref, not the state: two calls in one event both see the first one's promise.
  const inFlight = useRef<Promise<R> | undefined>(undefined);

  const run = useCallback(
    (...args: A): Promise<R> => {
      if (inFlight.current) return inFlight.current;
      let sent: Promise<R>;
      try {
        sent = write(...args);
      } catch (thrown) {
        sent = Promise.reject(thrown);
      }
      // Settled in callbacks (always asynchronous), so inFlight below is set before it is cleared.
      const call = sent.then(
        (answer) => {
          inFlight.current = undefined;
          setState(idle);
          return answer;
        },
        (thrown: unknown) => {
          inFlight.current = undefined;
          setState(failedWith(thrown));
          throw thrown;
        },
      );
      inFlight.current = call;
      setState(sending);
      return call;
    },
    [write],
  );

  const reset = useCallback(() => setState((current) => (current.pending ? current : idle)), []);

  return { run, pending: state.pending, error: state.error, fieldErrors: state.fieldErrors, reset };
};
