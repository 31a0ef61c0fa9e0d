/**
 * A mail catcher for `npm start` and `npm test`: maildev (an SMTP server that keeps what it
 * receives and shows it in a web inbox with a REST API) on free loopback ports, in a child
 * process that ends when this one does, however it ends. Development and tests only: services
 * never import this (it is not in the lib's index); they read the SMTP_URL it hands them.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort, watchHelperProcess } from './database-provider';

export interface MailCatcherLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface MailCatcher {
  /** Where services send: smtp://127.0.0.1:<port> */
  smtpUrl: string;
  /** The web inbox; its REST API is under it (`GET /email`, `DELETE /email/all`). */
  inboxUrl: string;
  /** What the workspace commands pass on: SMTP_URL to services, MAIL_CATCHER_URL to tests. */
  env: { SMTP_URL: string; MAIL_CATCHER_URL: string };
  stop(): Promise<void>;
}

// Runs maildev in this child and exits when the parent's end of stdin closes (the parent died).
const launcher = `
const [smtp, web] = process.argv.slice(-2).map(Number);
const maildev = require(${JSON.stringify(require.resolve('maildev'))});
maildev({ smtp, web, ip: '127.0.0.1', silent: true, hideExtensions: [] })
  .listen()
  .catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
process.stdin.on('end', () => process.exit(0));
process.stdin.on('close', () => process.exit(0));
process.stdin.resume();
`;

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const startOn = async (smtp: number, web: number, log?: MailCatcherLogger): Promise<MailCatcher> => {
  const child = spawn(process.execPath, ['-e', launcher, '--', String(smtp), String(web)], { stdio: ['pipe', 'ignore', 'pipe'] });
  const { output, isRunning, stop } = watchHelperProcess(child, { stopGraceMs: 5_000 });

  const inboxUrl = `http://127.0.0.1:${web}`;
  const deadline = Date.now() + 30_000;
  try {
    for (;;) {
      if (!isRunning()) throw new Error(`maildev exited at start: ${output()}`);
      const inboxReady = await fetch(`${inboxUrl}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (inboxReady && (await answers(smtp))) break;
      if (Date.now() > deadline) throw new Error(`maildev did not start within 30 s: ${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const smtpUrl = `smtp://127.0.0.1:${smtp}`;
  log?.info(`Mail: maildev catches every email at ${smtpUrl}; read them at ${inboxUrl} (development and tests only)`);
  return { smtpUrl, inboxUrl, env: { SMTP_URL: smtpUrl, MAIL_CATCHER_URL: inboxUrl }, stop };
};

// A free port can be taken by another process between being found and being listened on (tests
// run side by side): then the catcher is started again on fresh ports, a few times.
const attempts = 4;

/**
 * Starts maildev and resolves once both its SMTP port and its inbox answer. `smtpPort` lets a
 * test start a new catcher where an earlier one was (a mail server coming back).
 */
export const startMailCatcher = async ({ log, smtpPort }: { log?: MailCatcherLogger; smtpPort?: number } = {}): Promise<MailCatcher> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOn(smtpPort ?? (await freePort()), await freePort(), log);
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!portTaken || attempt >= attempts) throw error;
    }
  }
};

/**
 * For the workspace commands: the catcher, unless SMTP_URL already names a real mail server
 * (then nothing is started). Never throws: without a catcher, emails wait in the outbox.
 */
export const obtainMailCatcher = async ({ log }: { log: MailCatcherLogger }): Promise<Pick<MailCatcher, 'env' | 'stop'>> => {
  const none = { env: {} as MailCatcher['env'], stop: async () => undefined };
  if (process.env.SMTP_URL?.trim()) {
    log.info('Mail: sending through the configured SMTP_URL');
    return none;
  }
  try {
    return await startMailCatcher({ log });
  } catch (error) {
    log.warn(`Mail: no mail catcher (${error instanceof Error ? error.message : String(error)}); emails stay queued in the outbox`);
    return none;
  }
};
