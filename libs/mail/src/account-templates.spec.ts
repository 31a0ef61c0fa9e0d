import { emailVerificationMail, passwordChangedMail, passwordResetMail, signUpAttemptMail } from './account-templates';

const links = {
  manageUrl: 'https://jobs.example/email-preferences?token=abc',
  stopUrl: 'https://jobs.example/email-preferences?token=abc&stop=1',
  oneClickUrl: 'https://jobs.example/api/email-preferences/one-click?token=abc',
};
const account = { email: 'rosa@example.com', accountKind: 'job seeker', links };

describe('the account emails', () => {
  it('ask to confirm the address with a link saying where it goes, its lifetime and the address spelled out', () => {
    const mail = emailVerificationMail({ ...account, verifyUrl: 'https://jobs.example/verify-email?token=t1', validForHours: 48 });

    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.text).toContain('Confirm my email address: https://jobs.example/verify-email?token=t1');
    expect(mail.text).toContain('A job seeker account on Real Opportunities uses the address rosa@example.com');
    expect(mail.text).toContain('48 hours, once');
    expect(mail.html).toContain('>Confirm my email address</a>');
  });

  it("tell a taken address's owner of the attempt, with the sign-in and forgot-password links", () => {
    const mail = signUpAttemptMail({
      ...account,
      accountKind: 'employer',
      signInUrl: 'https://jobs.example/employer-login',
      forgotPasswordUrl: 'https://jobs.example/employer-forgot-password',
    });

    expect(mail.subject).toBe('Someone tried to create an account with your address');
    expect(mail.text).toContain('Sign in to your employer account: https://jobs.example/employer-login');
    expect(mail.text).toContain('https://jobs.example/employer-forgot-password');
    expect(mail.text).toContain('nothing was created and nothing changed');
  });

  it('send the reset link with its lifetime, and the notice after a reset', () => {
    const reset = passwordResetMail({ ...account, resetUrl: 'https://jobs.example/reset-password?token=t2', validForMinutes: 45 });
    const changed = passwordChangedMail({ ...account, forgotPasswordUrl: 'https://jobs.example/forgot-password' });

    expect(reset.text).toContain('Choose a new password: https://jobs.example/reset-password?token=t2');
    expect(reset.text).toContain('45 minutes, once');
    expect(changed.subject).toBe('Your password was changed');
    expect(changed.text).toContain('every device where it was signed in was signed out');
    expect(changed.text).toContain('https://jobs.example/forgot-password');
  });

  it('are essential: a manage-email link, no stop link and no List-Unsubscribe header', () => {
    const mails = [
      emailVerificationMail({ ...account, verifyUrl: 'https://jobs.example/verify-email?token=t', validForHours: 48 }),
      signUpAttemptMail({
        ...account,
        signInUrl: 'https://jobs.example/job-seeker-login',
        forgotPasswordUrl: 'https://jobs.example/forgot-password',
      }),
      passwordResetMail({ ...account, resetUrl: 'https://jobs.example/reset-password?token=t', validForMinutes: 45 }),
      passwordChangedMail({ ...account, forgotPasswordUrl: 'https://jobs.example/forgot-password' }),
    ];

    for (const mail of mails) {
      expect(mail.headers).toBeUndefined();
      expect(mail.text).toContain(`Manage your email: ${links.manageUrl}`);
      expect(mail.text).not.toContain(links.stopUrl);
      expect(mail.html).toContain('<html lang="en">');
    }
  });
});
