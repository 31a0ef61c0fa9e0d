/**
 * When the edge received a request, set by both edges on every request they forward (the dev
 * edge in milliseconds since the epoch, nginx as `t=<seconds>.<milliseconds>`). A service that
 * gets a request which already waited too long in queues (the edge's, its own event loop's)
 * answers it 503 at once instead of adding its work to the wait.
 */
export const requestStartHeader = 'x-request-start';

/** How long a client told "busy" waits at least before trying again (the edge's and the services' 503s). */
export const busyRetryAfterMs = 1_000;

/**
 * A busy answer's wait: the base plus up to as much again at random, so a crowd refused at the
 * same moment does not come back at the same moment.
 */
export const spreadRetryAfterMs = (baseMs: number = busyRetryAfterMs): number => Math.round(baseMs * (1 + Math.random()));

/** The header's time in milliseconds since the epoch, or undefined when absent or unreadable. */
export const requestStartedAt = (value: string | string[] | undefined): number | undefined => {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().replace(/^t=/, '');
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return undefined;
  // nginx gives seconds with a fraction; the dev edge whole milliseconds.
  return text.includes('.') ? Math.round(Number(text) * 1000) : Number(text);
};
