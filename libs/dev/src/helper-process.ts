import type { ChildProcess } from 'node:child_process';

const keptOutputChars = 4000;

/**
 * A development helper process (stripe-mock, maildev) tied to this one: the tail of what it
 * printed, kept for the error that says why it did not start; stopped when this process exits;
 * and a stop that sends SIGTERM, then SIGKILL after `stopGraceMs`.
 */
export const watchHelperProcess = (child: ChildProcess, { stopGraceMs }: { stopGraceMs: number }) => {
  let output = '';
  const keep = (chunk: Buffer | string) => {
    output = (output + chunk.toString()).slice(-keptOutputChars);
  };
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A failed spawn has no pid and never exits.
  const isRunning = () => child.pid !== undefined && child.exitCode === null && child.signalCode === null;
  const onExit = () => {
    if (isRunning()) child.kill('SIGTERM');
  };
  process.once('exit', onExit);
  const stop = async () => {
    process.removeListener('exit', onExit);
    if (!isRunning()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
    await exited;
    clearTimeout(timer);
  };
  return { output: () => output.trim(), keep, isRunning, stop };
};
