import { OutboxMessageModel } from '@jobboard/db';

/** The token in a confirmation link of an email's text or HTML. */
export const tokenOfConfirmationLink = (body: string): string => {
  const match = /\/confirm-application\?token=([A-Za-z0-9_%.-]+)/.exec(body);
  if (!match) throw new Error('no confirmation link in this email');
  return decodeURIComponent(match[1]);
};

/**
 * The newest confirmation email the outbox holds for this address (and job title, when given),
 * read where the mail worker reads it: its link's token and the id of the application it confirms.
 */
export const confirmationFromOutbox = async (email: string, jobTitle?: string): Promise<{ token: string; applicationId: string }> => {
  const messages = await OutboxMessageModel.find({ kind: 'application-confirmation', to: email.trim().toLowerCase() })
    .sort({ createdAt: -1, _id: -1 })
    .lean();
  const message = messages.find((candidate) => jobTitle === undefined || candidate.subject.includes(jobTitle));
  if (!message?.text) throw new Error(`no confirmation email for ${email} in the outbox`);
  return { token: tokenOfConfirmationLink(message.text), applicationId: message._id.slice(message._id.indexOf(':') + 1) };
};

/**
 * Confirms the newest application emailed to this address through the real endpoint, as the
 * person clicking the link does, and answers the confirmed application's id.
 */
export const confirmApplicationFromOutbox = async (publicApiUrl: string, email: string, jobTitle?: string): Promise<string> => {
  const { token, applicationId } = await confirmationFromOutbox(email, jobTitle);
  const response = await fetch(`${publicApiUrl}/api/application-confirmations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (response.status !== 200) throw new Error(`confirming the application of ${email} answered ${response.status}: ${await response.text()}`);
  return applicationId;
};

/** The emails the run's mail catcher (maildev, MAIL_CATCHER_URL) received for this address, oldest first. */
export const mailCatcherInbox = async (email: string): Promise<Array<{ subject: string; text: string; html: string }>> => {
  const inboxUrl = process.env.MAIL_CATCHER_URL;
  if (!inboxUrl) throw new Error('MAIL_CATCHER_URL is not set: run the tests through tools/with-test-database.ts');
  const response = await fetch(`${inboxUrl}/email`);
  const messages = (await response.json()) as Array<{ subject: string; text?: string; html?: string; to: Array<{ address: string }> }>;
  return messages
    .filter((message) => message.to.some((recipient) => recipient.address.toLowerCase() === email.toLowerCase()))
    .map((message) => ({ subject: message.subject, text: message.text ?? '', html: message.html ?? '' }));
};

/** Waits (up to `timeoutMs`) for an email to this address whose subject contains `subject`. */
export const waitForMail = async (email: string, subject: string, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailCatcherInbox(email)).find((message) => message.subject.includes(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no email "${subject}" reached ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
