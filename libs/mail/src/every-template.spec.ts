import * as mailLib from './index';
import type { RenderedMail } from './templates';

const links = mailLib.emailLinksFor('https://jobs.example', 'ann@example.com', 'a-test-secret-of-enough-length');
const application = { applicantName: 'Ann', jobTitle: 'Forklift Operator', companyName: 'Acme Logistics', links };
const interview = {
  ...application,
  candidateName: 'Ann',
  when: 'Tue, Dec 1, 2026, 10:00 AM EST',
  durationMinutes: 30,
  interviewType: 'video' as const,
};
const account = { email: 'ann@example.com', accountKind: 'job seeker', links };

/** Every template, rendered, and whether it is essential (sent whatever the reader's choice). */
const rendered: Record<string, { mail: RenderedMail; essential: boolean }> = {
  applicationConfirmationMail: {
    mail: mailLib.applicationConfirmationMail({ ...application, confirmUrl: 'https://jobs.example/c', validForDays: 7 }),
    essential: true,
  },
  applicationReceivedMail: { mail: mailLib.applicationReceivedMail(application), essential: true },
  interviewScheduledMail: { mail: mailLib.interviewScheduledMail(interview), essential: true },
  interviewRescheduledMail: { mail: mailLib.interviewRescheduledMail(interview), essential: true },
  interviewCancelledMail: { mail: mailLib.interviewCancelledMail(interview), essential: true },
  jobAlertConfirmationMail: {
    mail: mailLib.jobAlertConfirmationMail({ description: 'Jobs', confirmUrl: 'https://jobs.example/a', confirmWithinDays: 7, links }),
    essential: true,
  },
  emailVerificationMail: {
    mail: mailLib.emailVerificationMail({ ...account, verifyUrl: 'https://jobs.example/v', validForHours: 24 }),
    essential: true,
  },
  signUpAttemptMail: {
    mail: mailLib.signUpAttemptMail({ ...account, signInUrl: 'https://jobs.example/s', forgotPasswordUrl: 'https://jobs.example/f' }),
    essential: true,
  },
  passwordResetMail: { mail: mailLib.passwordResetMail({ ...account, resetUrl: 'https://jobs.example/r', validForMinutes: 60 }), essential: true },
  passwordChangedMail: { mail: mailLib.passwordChangedMail({ ...account, forgotPasswordUrl: 'https://jobs.example/f' }), essential: true },
  applicationStatusChangedMail: { mail: mailLib.applicationStatusChangedMail({ ...application, status: 'reviewed' }), essential: false },
  followUpReceivedMail: {
    mail: mailLib.followUpReceivedMail({
      recipientName: 'Acme',
      applicantName: 'Ann',
      jobTitle: 'Forklift Operator',
      dashboardUrl: 'https://jobs.example/d',
      links,
    }),
    essential: false,
  },
  applicationClosureNoticeMail: {
    mail: mailLib.applicationClosureNoticeMail({
      recipientName: 'Acme',
      jobTitle: 'Cook',
      undecidedCount: 2,
      closesOn: 'Dec 2, 2026',
      dashboardUrl: 'https://jobs.example/d',
      links,
    }),
    essential: false,
  },
  applicationClosedMail: { mail: mailLib.applicationClosedMail(application), essential: false },
  newsletterConfirmationMail: { mail: mailLib.newsletterConfirmationMail({ adviceUrl: 'https://jobs.example/advice', links }), essential: false },
  jobAlertDigestMail: {
    mail: mailLib.jobAlertDigestMail({
      description: 'Jobs',
      jobs: [{ title: 'Cook', companyName: 'Acme', location: 'Austin, TX', url: 'https://jobs.example/jobs/1' }],
      searchUrl: 'https://jobs.example/jobs',
      unsubscribeUrl: 'https://jobs.example/job-alerts?unsubscribe=u',
      links,
    }),
    essential: false,
  },
};

const escaped = (url: string) => url.replace(/&/g, '&amp;');

describe('every email template', () => {
  it('is covered here: each exported template is rendered below', () => {
    const templates = Object.entries(mailLib)
      .filter(([name, value]) => typeof value === 'function' && /Mail$/.test(name) && !/^(enqueue|withdraw|put|reserve)/.test(name))
      .map(([name]) => name);
    expect(templates.sort()).toEqual(Object.keys(rendered).sort());
  });

  it.each(Object.entries(rendered))('%s ends with the manage-email link, in both parts', (_name, { mail }) => {
    expect(mail.text).toContain(`Manage your email: ${links.manageUrl}`);
    expect(mail.html).toContain(`<a href="${escaped(links.manageUrl)}" style="color: #1d4ed8;">Manage your email</a>`);
  });

  it.each(Object.entries(rendered).filter(([, { essential }]) => !essential))(
    '%s (non-essential) carries one-click List-Unsubscribe headers and a link that stops it',
    (_name, { mail }) => {
      expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${links.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      expect(links.oneClickUrl).toMatch(/^https:\/\/jobs\.example\/api\/email-preferences\/one-click\?token=[\w-]+\.[\w-]+$/);
      // The body's stop link: the page that opts out as it opens, or the digest's one-click alert link.
      expect(mail.text).toMatch(
        /(Stop these emails|Unsubscribe|Unsubscribe from this alert): https:\/\/jobs\.example\/(email-preferences\?token=[\w.-]+&stop=1|job-alerts\?unsubscribe=u)/,
      );
    },
  );

  it.each(Object.entries(rendered).filter(([, { essential }]) => essential))(
    '%s (essential) has no List-Unsubscribe and no stop link',
    (_name, { mail }) => {
      expect(mail.headers?.['List-Unsubscribe']).toBeUndefined();
      expect(mail.text).not.toContain('stop=1');
    },
  );
});
