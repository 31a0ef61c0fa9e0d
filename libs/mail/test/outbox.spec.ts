import { OutboxMessageModel } from '@jobboard/db';
import { freePort, startMailCatcher, type MailCatcher } from '@jobboard/dev';
import { useTestDatabase } from '@jobboard/test-kit';
import ICAL from 'ical.js';
import {
  applicationReceivedMail,
  applicationStatusChangedMail,
  calendarInvite,
  createOutboxWorker,
  emailLinksFor,
  enqueueMail,
  interviewScheduledMail,
  type MailLogger,
} from '../src';

useTestDatabase();

const from = 'Real Opportunities <no-reply@jobs.example>';

/** A logger that keeps what it was told, to check that failures are visible. */
const recordingLogger = () => {
  const lines: Array<{ level: string; message: string; details: object }> = [];
  const at =
    (level: string) =>
    (details: object, message: string): void =>
      void lines.push({ level, message, details });
  const log: MailLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
};

interface CaughtMail {
  id: string;
  subject: string;
  messageId: string;
  to: Array<{ address: string }>;
  text?: string;
  html?: string;
}
const inboxOf = async (catcher: MailCatcher): Promise<CaughtMail[]> => (await fetch(`${catcher.inboxUrl}/email`)).json() as Promise<CaughtMail[]>;

/**
 * The text/calendar part of a caught message, from its raw source: the MIME part's content type
 * and its decoded content (nodemailer picks quoted-printable or base64 for it).
 */
const receivedCalendar = async (catcher: MailCatcher, id: string): Promise<{ contentType: string; content: string }> => {
  const source = await (await fetch(`${catcher.inboxUrl}/email/${id}/source`)).text();
  const part = /Content-Type: (text\/calendar;[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*)\r?\n([\s\S]*?)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(source);
  if (!part) throw new Error(`no text/calendar part in:\n${source}`);
  const [, contentType, headers, body] = part;
  const encoding = /Content-Transfer-Encoding: *([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { contentType: contentType.replace(/\s+/g, ' '), content };
};

const links = emailLinksFor('https://jobs.example', 'ann@example.com', 'a-test-secret-of-enough-length');

const aMessage = (key: string, to = 'ann@example.com') => ({
  key,
  kind: 'application-received',
  to,
  mail: applicationReceivedMail({ applicantName: 'Ann Owner', jobTitle: 'Forklift Operator', companyName: 'Acme Logistics', links }),
});

/** A caught message's raw header block, folded lines joined. */
const receivedHeaders = async (catcher: MailCatcher, id: string): Promise<string> => {
  const source = await (await fetch(`${catcher.inboxUrl}/email/${id}/source`)).text();
  return source.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
};

beforeEach(async () => {
  await OutboxMessageModel.deleteMany({});
});

describe('the outbox', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  }, 60_000);
  afterAll(async () => {
    await catcher?.stop();
  });
  beforeEach(async () => {
    await fetch(`${catcher.inboxUrl}/email/all`, { method: 'DELETE' });
  });

  it('delivers a message once over SMTP, with its recipient, subject, both parts and a Message-ID from its key', async () => {
    const { log } = recordingLogger();
    const worker = createOutboxWorker({ smtpUrl: catcher.smtpUrl, from, log });
    expect(await enqueueMail({ ...aMessage('application-received:one'), redactWhenSent: true })).toBe(true);
    // A retried step writes nothing new.
    expect(await enqueueMail(aMessage('application-received:one'))).toBe(false);

    expect(await worker.deliverDue()).toBe(1);
    expect(await worker.deliverDue()).toBe(0);
    await worker.stop();

    const inbox = await inboxOf(catcher);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      subject: 'Your application for Forklift Operator was sent',
      messageId: 'application-received.one@jobs.example',
      to: [{ address: 'ann@example.com' }],
    });
    expect(inbox[0].text).toContain('Acme Logistics has received your application');
    expect(inbox[0].html).toContain('<html lang="en">');
    const stored = await OutboxMessageModel.findById('application-received:one').lean();
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 });
    expect(stored?.sentAt).toBeInstanceOf(Date);
    // It carried a secret: the outbox keeps no copy of the body once sent.
    expect(stored?.html).toBeUndefined();
    expect(stored?.text).toBeUndefined();
  });

  it('sends an interview invitation as a text/calendar part that a calendar library reads', async () => {
    const start = new Date('2026-12-01T15:00:00Z');
    const content = calendarInvite({
      uid: 'interview-42@jobs.example',
      sequence: 1,
      method: 'REQUEST',
      start,
      durationMinutes: 30,
      summary: 'Interview: Forklift Operator at Acme Logistics',
      description: `A video interview — ${'bring your certificate, please; '.repeat(6)}`,
      url: 'https://meet.jit.si/ro-42',
      location: 'https://meet.jit.si/ro-42',
      organizer: { name: 'Acme Logistics', email: 'no-reply@jobs.example' },
      attendee: { name: 'Ann Owner', email: 'ann@example.com' },
      stamp: new Date('2026-11-30T12:00:00Z'),
    });
    const mail = interviewScheduledMail({
      candidateName: 'Ann Owner',
      jobTitle: 'Forklift Operator',
      companyName: 'Acme Logistics',
      when: 'Tue, Dec 1, 2026, 10:00 AM EST',
      durationMinutes: 30,
      interviewType: 'video',
      meetingLink: 'https://meet.jit.si/ro-42',
      calendar: { method: 'REQUEST', content },
      links,
    });
    await enqueueMail({ key: 'interview-scheduled:42:1', kind: 'interview-scheduled', to: 'ann@example.com', mail });
    expect(await OutboxMessageModel.findById('interview-scheduled:42:1').lean()).toMatchObject({ calendar: { method: 'REQUEST', content } });
    const worker = createOutboxWorker({ smtpUrl: catcher.smtpUrl, from, log: recordingLogger().log });

    expect(await worker.deliverDue()).toBe(1);
    await worker.stop();

    const inbox = await inboxOf(catcher);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ subject: 'Interview scheduled: Forklift Operator at Acme Logistics', to: [{ address: 'ann@example.com' }] });
    const received = await receivedCalendar(catcher, inbox[0].id);
    expect(received.contentType).toMatch(/^text\/calendar;.*method=REQUEST/i);

    const calendar = new ICAL.Component(ICAL.parse(received.content));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('uid')).toBe('interview-42@jobs.example');
    expect(event.getFirstPropertyValue('sequence')).toBe(1);
    const dtstart = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(dtstart.zone?.tzid).toBe('UTC');
    expect(dtstart.toJSDate().toISOString()).toBe(start.toISOString());
    expect(event.getFirstProperty('attendee')!.getFirstValue()).toBe('mailto:ann@example.com');
    expect(event.getFirstPropertyValue('description')).toBe(`A video interview — ${'bring your certificate, please; '.repeat(6)}`);
  });

  it('sends the headers a message carries: List-Unsubscribe on a non-essential one, and Reply-To', async () => {
    const statusMail = applicationStatusChangedMail({
      applicantName: 'Ann',
      jobTitle: 'Forklift Operator',
      companyName: 'Acme Logistics',
      status: 'reviewed',
      links,
    });
    await enqueueMail({
      key: 'application-status:1:1',
      kind: 'application-status-changed',
      to: 'ann@example.com',
      mail: { ...statusMail, headers: { ...statusMail.headers, 'Reply-To': '"Acme Logistics" <hiring@acme.example>' } },
    });
    await enqueueMail(aMessage('application-received:essential'));
    const worker = createOutboxWorker({ smtpUrl: catcher.smtpUrl, from, log: recordingLogger().log });

    expect(await worker.deliverDue()).toBe(2);
    await worker.stop();

    const inbox = await inboxOf(catcher);
    const status = await receivedHeaders(catcher, inbox.find((mail) => mail.subject.startsWith('Update on'))!.id);
    expect(status).toContain(`List-Unsubscribe: <${links.oneClickUrl}>`);
    expect(status).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(status).toMatch(/^Reply-To: "?Acme Logistics"? <hiring@acme\.example>$/m);
    expect(status).toMatch(/^From: Real Opportunities <no-reply@jobs\.example>$/m);
    const receipt = await receivedHeaders(catcher, inbox.find((mail) => mail.subject.startsWith('Your application'))!.id);
    expect(receipt).not.toContain('List-Unsubscribe');
  });

  it('never sends one message twice when two workers drain it at the same time', async () => {
    const keys = Array.from({ length: 30 }, (_, index) => `race:${index}`);
    for (const key of keys) await enqueueMail(aMessage(key, `${key.replace(':', '.')}@example.com`));
    const workers = [0, 1].map(() => createOutboxWorker({ smtpUrl: catcher.smtpUrl, from, log: recordingLogger().log }));

    const sent = await Promise.all(workers.map((worker) => worker.deliverDue()));
    await Promise.all(workers.map((worker) => worker.stop()));

    expect(sent[0] + sent[1]).toBe(30);
    const inbox = await inboxOf(catcher);
    expect(inbox).toHaveLength(30);
    expect(new Set(inbox.map((mail) => mail.messageId)).size).toBe(30);
    expect(await OutboxMessageModel.countDocuments({ status: 'sent' })).toBe(30);
  }, 60_000);

  it('takes back a message whose sender died mid-send once its lease has run out', async () => {
    await enqueueMail(aMessage('abandoned'));
    await OutboxMessageModel.updateOne(
      { _id: 'abandoned' },
      { $set: { status: 'sending', leasedBy: 'a-worker-that-died', nextAttemptAt: new Date(Date.now() - 1) }, $inc: { attempts: 1 } },
    );
    const worker = createOutboxWorker({ smtpUrl: catcher.smtpUrl, from, log: recordingLogger().log });

    expect(await worker.deliverDue()).toBe(1);
    await worker.stop();

    expect(await OutboxMessageModel.findById('abandoned').lean()).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await inboxOf(catcher)).toHaveLength(1);
  });
});

describe('when the mail server is down', () => {
  it('keeps the message, logs the failure, retries later with backoff and delivers once the server is back', async () => {
    const port = await freePort();
    const { log, lines } = recordingLogger();
    const worker = createOutboxWorker({ smtpUrl: `smtp://127.0.0.1:${port}`, from, log, leaseMs: 8_000, retryDelayMs: () => 60_000 });
    await enqueueMail(aMessage('while-down'));

    expect(await worker.deliverDue()).toBe(0);

    const waiting = await OutboxMessageModel.findById('while-down').lean();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', message: 'an email could not be sent; it will be tried again' }));

    const catcher = await startMailCatcher({ smtpPort: port });
    try {
      // Not due yet: the backoff holds it.
      expect(await worker.deliverDue()).toBe(0);
      const aMinuteLater = () => new Date(Date.now() + 61_000);
      expect(await worker.deliverDue(aMinuteLater)).toBe(1);
      expect(await worker.deliverDue(aMinuteLater)).toBe(0);
      await worker.stop();

      const inbox = await inboxOf(catcher);
      expect(inbox).toHaveLength(1);
      expect(inbox[0].to).toEqual([{ address: 'ann@example.com', name: '' }]);
      expect(await OutboxMessageModel.findById('while-down').lean()).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await catcher.stop();
    }
  }, 60_000);

  it('gives up after the last attempt, marks the message failed and logs it as an error', async () => {
    const port = await freePort();
    const { log, lines } = recordingLogger();
    const worker = createOutboxWorker({ smtpUrl: `smtp://127.0.0.1:${port}`, from, log, maxAttempts: 2, retryDelayMs: () => 0 });
    await enqueueMail(aMessage('hopeless'));

    expect(await worker.deliverDue()).toBe(0);
    await worker.stop();

    expect(await OutboxMessageModel.findById('hopeless').lean()).toMatchObject({ status: 'failed', attempts: 2 });
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(1);
  });

  it('without SMTP_URL sends nothing and keeps every message queued, saying so once', async () => {
    const { log, lines } = recordingLogger();
    const worker = createOutboxWorker({ smtpUrl: undefined, from, log });
    await enqueueMail(aMessage('no-server'));

    worker.start();
    expect(await worker.deliverDue()).toBe(0);
    await worker.stop();

    expect(await OutboxMessageModel.findById('no-server').lean()).toMatchObject({ status: 'queued', attempts: 0 });
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
  });
});
