/**
 * When the edge received a request, set by both edges on every request they forward (the dev
 * edge in milliseconds since the epoch, nginx as `t=<seconds>.<milliseconds>`). A service that
 * gets a request which already waited too long in queues (the edge's, its own event loop's)
 * answers it 503 at once instead of adding its work to the wait.
 */
export const requestStartHeader = 'x-request-start';

/** The header's time in milliseconds since the epoch, or undefined when absent or unreadable. */
export const requestStartedAt = (value: string | string[] | undefined): number | undefined => {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().replace(/^t=/, '');
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return undefined;
  // nginx gives seconds with a fraction; the dev edge whole milliseconds.
  return text.includes('.') ? Math.round(Number(text) * 1000) : Number(text);
};
