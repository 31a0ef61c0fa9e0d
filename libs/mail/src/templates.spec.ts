import ICAL from 'ical.js';
import {
  applicationClosedMail,
  applicationClosureNoticeMail,
  applicationReceivedMail,
  applicationStatusChangedMail,
  followUpReceivedMail,
  interviewCalendar,
  interviewCancelledMail,
  interviewRescheduledMail,
  interviewScheduledMail,
  type InterviewMailDetails,
} from './templates';

const links = {
  manageUrl: 'https://jobs.example/email-preferences?token=abc',
  stopUrl: 'https://jobs.example/email-preferences?token=abc&stop=1',
  oneClickUrl: 'https://jobs.example/api/email-preferences/one-click?token=abc',
};
const preferencesUrl = links.manageUrl;

const videoInterview = (overrides: Partial<InterviewMailDetails> = {}): InterviewMailDetails => ({
  candidateName: 'Ann Owner',
  jobTitle: 'Forklift Operator',
  companyName: 'Acme Logistics',
  when: 'Tue, Dec 1, 2026, 10:00 AM EST',
  durationMinutes: 45,
  interviewType: 'video',
  meetingLink: 'https://meet.jit.si/ro-7f3a9c',
  notes: '  Please have your forklift certificate ready.  ',
  links,
  ...overrides,
});

describe('the interview emails', () => {
  it('tell the candidate when, how long, what kind, the link and the notes, in both parts', () => {
    const mail = interviewScheduledMail(videoInterview());
    expect(mail.subject).toBe('Interview scheduled: Forklift Operator at Acme Logistics');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hello Ann Owner,');
      expect(part).toContain('Acme Logistics has scheduled an interview with you for Forklift Operator.');
      expect(part).toContain('When: Tue, Dec 1, 2026, 10:00 AM EST');
      expect(part).toContain('Length: 45 minutes');
      expect(part).toContain('Type: Video interview');
      expect(part).toContain('Join the meeting: https://meet.jit.si/ro-7f3a9c');
      expect(part).toContain('Notes from Acme Logistics: Please have your forklift certificate ready.');
    }
    expect(mail.html).toContain('<a href="https://meet.jit.si/ro-7f3a9c"');
    expect(mail.calendar).toBeUndefined();
  });

  it('give the phone number for a phone interview and the address for one in person, and no meeting link', () => {
    const phone = interviewScheduledMail(videoInterview({ interviewType: 'phone', phoneNumber: '(555) 010-2000', notes: undefined }));
    expect(phone.text).toContain('Type: Phone interview');
    expect(phone.text).toContain('Phone: (555) 010-2000');
    expect(phone.text).not.toContain('meet.jit.si');
    expect(phone.text).not.toContain('Notes from');

    const inPerson = interviewScheduledMail(videoInterview({ interviewType: 'in_person', address: '1 Dock Rd, Tacoma, WA 98421' }));
    expect(inPerson.text).toContain('Type: In-person interview');
    expect(inPerson.text).toContain('Address: 1 Dock Rd, Tacoma, WA 98421');
    expect(inPerson.html).not.toContain('Join the meeting');
  });

  it('say when a rescheduled interview was, and give the new details', () => {
    const mail = interviewRescheduledMail({
      ...videoInterview({ when: 'Wed, Dec 2, 2026, 2:30 PM EST' }),
      previousWhen: 'Tue, Dec 1, 2026, 10:00 AM EST',
    });
    expect(mail.subject).toBe('Interview rescheduled: Forklift Operator at Acme Logistics');
    expect(mail.text).toContain('Acme Logistics has moved your interview for Forklift Operator, which was on Tue, Dec 1, 2026, 10:00 AM EST.');
    expect(mail.text).toContain('When: Wed, Dec 2, 2026, 2:30 PM EST');
  });

  it('say which interview was cancelled, without a link to join it', () => {
    const mail = interviewCancelledMail(videoInterview({ notes: 'The position was filled.' }));
    expect(mail.subject).toBe('Interview cancelled: Forklift Operator at Acme Logistics');
    expect(mail.text).toContain(
      'Acme Logistics has cancelled your interview for Forklift Operator on Tue, Dec 1, 2026, 10:00 AM EST (video interview, 45 minutes).',
    );
    expect(mail.text).toContain('Notes from Acme Logistics: The position was filled.');
    expect(mail.html).not.toContain('Join the meeting');
  });

  it('say a cancellation by the job closing is because the position closed, not that the application stays open', () => {
    const mail = interviewCancelledMail(videoInterview({ notes: undefined, positionClosed: true }));
    expect(mail.text).toContain('(video interview, 45 minutes) because the position has closed.');
    expect(mail.text).toContain('it is no longer being filled');
    expect(mail.text).not.toContain('Your application stays open');
  });

  it('escape what the employer wrote', () => {
    const mail = interviewScheduledMail(videoInterview({ companyName: 'Acme <b>Logistics</b>', notes: '<script>alert(1)</script>' }));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it('carry the calendar invitation they are given', () => {
    const details = videoInterview();
    const calendar = interviewCalendar(details, {
      method: 'REQUEST',
      uid: 'interview-1@jobs.example',
      sequence: 0,
      start: new Date('2026-12-01T15:00:00Z'),
      organizer: { name: 'Acme Logistics', email: 'no-reply@jobs.example' },
      attendee: { name: 'Ann Owner', email: 'ann@example.com' },
      stamp: new Date('2026-11-30T12:00:00Z'),
    });
    const mail = interviewScheduledMail({ ...details, calendar });
    expect(mail.calendar).toEqual(calendar);
    expect(mail.text).toContain('The attached invitation adds it to your calendar.');

    const event = new ICAL.Component(ICAL.parse(calendar.content)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe('Interview: Forklift Operator at Acme Logistics');
    expect(event.getFirstPropertyValue('location')).toBe('https://meet.jit.si/ro-7f3a9c');
    expect((event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).toBe('2026-12-01T15:45:00.000Z');
    expect(event.getFirstPropertyValue('description')).toContain('When: Tue, Dec 1, 2026, 10:00 AM EST\nLength: 45 minutes');
  });
});

describe('the application status email', () => {
  const application = { applicantName: 'Ann Owner', jobTitle: 'Forklift Operator', companyName: 'Acme Logistics', links };

  it('says the new status in plain words', () => {
    const said = (status: Parameters<typeof applicationStatusChangedMail>[0]['status']) =>
      applicationStatusChangedMail({ ...application, status }).text;
    expect(said('reviewed')).toContain('Acme Logistics has reviewed your application.');
    expect(said('shortlisted')).toContain('Acme Logistics has shortlisted you');
    expect(said('hired')).toContain('Acme Logistics has marked you as hired. Congratulations!');
    expect(said('rejected')).toContain('Acme Logistics has decided not to move forward with your application.');
    expect(applicationStatusChangedMail({ ...application, status: 'reviewed' }).subject).toBe('Update on your application for Forklift Operator');
  });

  it('adds the employer’s note and a link to My Applications when given', () => {
    const mail = applicationStatusChangedMail({
      ...application,
      status: 'rejected',
      message: ' We hired internally. ',
      applicationsUrl: 'https://jobs.example/resume?tab=applications',
    });
    expect(mail.text).toContain('A note from Acme Logistics: We hired internally.');
    expect(mail.text).toContain('See my applications: https://jobs.example/resume?tab=applications');
  });
});

describe('the follow-up email to the employer', () => {
  it('names the applicant and the job and links to the dashboard', () => {
    const mail = followUpReceivedMail({
      recipientName: 'Acme Logistics',
      applicantName: 'Ann Owner',
      jobTitle: 'Forklift Operator',
      dashboardUrl: 'https://jobs.example/employer/dashboard',
      links,
    });
    expect(mail.subject).toBe('Ann Owner followed up on Forklift Operator');
    expect(mail.text).toContain('Ann Owner sent a follow-up about their application for Forklift Operator.');
    expect(mail.text).toContain('Open my dashboard: https://jobs.example/employer/dashboard');
    expect(mail.html).toContain('href="https://jobs.example/employer/dashboard"');
  });
});

describe('the email preferences footer', () => {
  it('says why the email came and where to manage email, in both parts', () => {
    const mails = [
      interviewScheduledMail(videoInterview()),
      interviewRescheduledMail(videoInterview()),
      interviewCancelledMail(videoInterview()),
      applicationStatusChangedMail({ applicantName: 'Ann', jobTitle: 'Forklift Operator', companyName: 'Acme Logistics', status: 'reviewed', links }),
    ];
    for (const mail of mails) {
      expect(mail.text).toContain('--\nYou receive this because you applied for Forklift Operator at Acme Logistics.\n');
      expect(mail.text).toContain(`\nManage your email: ${preferencesUrl}`);
      expect(mail.html).toContain(`<a href="${preferencesUrl.replace(/&/g, '&amp;')}" style="color: #1d4ed8;">Manage your email</a>`);
    }
    const employerMail = followUpReceivedMail({
      recipientName: 'Acme',
      applicantName: 'Ann',
      jobTitle: 'Forklift Operator',
      dashboardUrl: 'https://jobs.example/employer',
      links,
    });
    expect(employerMail.text).toContain(
      `You receive this because you posted Forklift Operator on Real Opportunities.\nStop these emails: ${links.stopUrl}\nManage your email: ${preferencesUrl}`,
    );
  });

  it('keeps the receipt as it was, with the footer after a rule', () => {
    const received = applicationReceivedMail({ applicantName: 'Ann', jobTitle: 'Forklift Operator', companyName: 'Acme Logistics', links });
    expect(received.text).toBe(
      `Hello Ann,\n\nAcme Logistics has received your application for Forklift Operator. The employer will review it shortly.\n\nGood luck!\n\nReal Opportunities\n\n--\nYou receive this because you applied for Forklift Operator at Acme Logistics.\nManage your email: ${preferencesUrl}`,
    );
    expect(received.html).toContain('<hr>');
    expect(received.headers).toBeUndefined();
  });
});

describe('the emails of applications left without a decision', () => {
  it('tell the employer how many applications close, for which job and when, with the preferences footer', () => {
    const mail = applicationClosureNoticeMail({
      recipientName: 'Dana Reyes',
      jobTitle: 'Dock <Lead>',
      undecidedCount: 3,
      closesOn: 'Dec 2, 2026',
      dashboardUrl: 'https://jobs.example/employer-dashboard/1',
      links,
    });
    expect(mail.subject).toBe('3 applications for Dock <Lead> still need a decision');
    expect(mail.text).toContain('On Dec 2, 2026 we will close them and let each candidate know');
    expect(mail.text).toContain(`Manage your email: ${preferencesUrl}`);
    expect(mail.html).toContain('Dock &lt;Lead&gt;');
    expect(mail.html).not.toContain('<Lead>');
    expect(
      applicationClosureNoticeMail({
        recipientName: 'Dana',
        jobTitle: 'Cook',
        undecidedCount: 1,
        closesOn: 'Dec 2, 2026',
        dashboardUrl: 'https://jobs.example/d',
        links,
      }).text,
    ).toContain('1 application for it has no decision yet');
  });

  it('tell the candidate courteously that the application is closed, with a link to My Applications and the footer', () => {
    const mail = applicationClosedMail({
      applicantName: 'Rosa',
      jobTitle: 'Baker',
      companyName: 'Open Gate Bakery',
      applicationsUrl: 'https://jobs.example/resume?tab=applications',
      links,
    });
    expect(mail.subject).toBe('Your application for Baker has been closed');
    expect(mail.text).toContain('Open Gate Bakery did not make a decision on your application, so we have closed it rather than leave you waiting.');
    expect(mail.text).toContain('This is not a judgement of you or your experience.');
    expect(mail.text).toContain('See my applications: https://jobs.example/resume?tab=applications');
    expect(mail.html).toContain(`Manage your email</a>: ${preferencesUrl}`.replace(/&/g, '&amp;'));
  });
});
