import { jobAlertConfirmationMail, jobAlertDigestMail, newsletterConfirmationMail } from './career-templates';

const links = {
  manageUrl: 'https://jobs.example/email-preferences?token=abc',
  stopUrl: 'https://jobs.example/email-preferences?token=abc&stop=1',
  oneClickUrl: 'https://jobs.example/api/email-preferences/one-click?token=abc',
};

describe('the career-tool emails', () => {
  it('welcome a newsletter subscriber with a link to the articles and an Unsubscribe link, in both parts', () => {
    const mail = newsletterConfirmationMail({ adviceUrl: 'https://jobs.example/advice', links });

    expect(mail.subject).toBe('You are subscribed to career advice from Real Opportunities');
    expect(mail.html).toContain('<html lang="en">');
    // The Unsubscribe link stops the emails as its page opens: no second click.
    expect(mail.html).toContain('>Unsubscribe</a>: https://jobs.example/email-preferences?token=abc&amp;stop=1');
    expect(mail.text).toContain('Unsubscribe: https://jobs.example/email-preferences?token=abc&stop=1');
    expect(mail.text).toContain('Read the latest career advice: https://jobs.example/advice');
  });

  it('ask to confirm a job alert, saying what it looks for and that nothing comes without confirmation', () => {
    const mail = jobAlertConfirmationMail({
      description: '"nurse" jobs near Oakland, CA',
      confirmUrl: 'https://jobs.example/job-alerts?confirm=t',
      confirmWithinDays: 7,
      links,
    });

    expect(mail.subject).toBe('Confirm your job alert');
    expect(mail.text).toContain('"nurse" jobs near Oakland, CA');
    expect(mail.text).toContain('Confirm job alert: https://jobs.example/job-alerts?confirm=t');
    expect(mail.text).toContain('without confirmation we send nothing more, and the request is deleted after 7 days');
    expect(mail.text).toContain('Confirm it within 7 days');
    // The search is the reader's words: escaped in the HTML part.
    expect(mail.html).toContain('&quot;nurse&quot; jobs');
  });

  it('list the new jobs of a digest with a one-click unsubscribe link, escaping what employers wrote', () => {
    const mail = jobAlertDigestMail({
      description: 'Jobs',
      jobs: [
        { title: 'Cook <Line>', companyName: 'Copper Kettle', location: 'Austin, TX', url: 'https://jobs.example/jobs/1' },
        { title: 'Dishwasher', companyName: 'Copper Kettle', location: 'Austin, TX', url: 'https://jobs.example/jobs/2' },
      ],
      searchUrl: 'https://jobs.example/jobs?q=cook',
      unsubscribeUrl: 'https://jobs.example/job-alerts?unsubscribe=u',
      links,
    });

    expect(mail.subject).toBe('2 new jobs for your alert: Jobs');
    expect(mail.text).toContain('Cook <Line> at Copper Kettle, Austin, TX: https://jobs.example/jobs/1');
    expect(mail.html).toContain('Cook &lt;Line&gt;');
    expect(mail.html).not.toContain('<Line>');
    expect(mail.html).toContain('>Unsubscribe from this alert</a>: https://jobs.example/job-alerts?unsubscribe=u');
  });
});
