import type { ApplicationStatus, interviewTypes } from '@jobboard/contracts';
import { calendarInvite, type CalendarInviteDetails } from './calendar-invite';

/** An iCalendar object sent as the message's text/calendar part, so clients offer Accept / Decline. */
export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/** A message ready to send: both parts say the same, for mail clients that show only text. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  calendar?: MailCalendar;
  /** Extra headers: List-Unsubscribe on non-essential mail, Reply-To on an employer's invitation. */
  headers?: Record<string, string>;
}

const productName = 'Real Opportunities';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The links every email ends with, all signed for its recipient (`emailLinksFor` in
 * email-preferences.ts): the page that manages their email, the page that stops non-essential
 * email as soon as it opens, and the one-click address of the List-Unsubscribe header.
 */
export interface EmailLinks {
  manageUrl: string;
  stopUrl: string;
  oneClickUrl: string;
}

/**
 * The footer of every email: why the reader gets it and where to manage their email. A
 * non-essential email (`stoppable`) also has a link that stops such emails at once and the
 * List-Unsubscribe headers (RFC 2369, one-click per RFC 8058) pointing at the same opt-out.
 */
export interface MailFooter {
  reason: string;
  links: EmailLinks;
  /** Non-essential: the body's stop link, by default "Stop these emails" to the stop page. */
  stoppable?: boolean | { label: string; url: string };
}

/** The one footer helper every template uses. */
export const mailFooter = (reason: string, links: EmailLinks, stoppable?: MailFooter['stoppable']): MailFooter => ({ reason, links, stoppable });

const stopLinkOf = ({ links, stoppable }: MailFooter) =>
  stoppable === true ? { label: 'Stop these emails', url: links.stopUrl } : stoppable || undefined;

/** The headers a mailbox shows an "Unsubscribe" button for; only on non-essential mail. */
const unsubscribeHeaders = (footer: MailFooter): Record<string, string> | undefined =>
  footer.stoppable ? { 'List-Unsubscribe': `<${footer.links.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;

export interface Letter {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing: string[];
  footer: MailFooter;
}

const footerLink = (link: { label: string; url: string }) =>
  `<a href="${escapeHtml(link.url)}" style="color: #1d4ed8;">${escapeHtml(link.label)}</a>: ${escapeHtml(link.url)}`;

/**
 * One plain, accessible layout: a language and title, a heading, real paragraphs, a link whose
 * text says where it goes (and the address spelled out for clients that strip links), no images
 * and no layout tables.
 */
export const renderLetter = ({ subject, greeting, paragraphs, action, closing, footer }: Letter): RenderedMail => {
  const stop = stopLinkOf(footer);
  const manage = { label: 'Manage your email', url: footer.links.manageUrl };
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a; max-width: 600px;">',
    `<h1 style="font-size: 22px;">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; text-decoration: underline;">${escapeHtml(action.label)}</a></p>`,
          `<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`,
        ]
      : []),
    ...closing.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(productName)}</p>`,
    `<hr>`,
    `<p style="font-size: 14px; color: #4b5563;">${escapeHtml(footer.reason)}</p>`,
    ...(stop ? [`<p style="font-size: 14px; color: #4b5563;">${footerLink(stop)}</p>`] : []),
    `<p style="font-size: 14px; color: #4b5563;">${footerLink(manage)}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...closing.flatMap((line) => [line, '']),
    productName,
    '',
    '--',
    footer.reason,
    ...(stop ? [`${stop.label}: ${stop.url}`] : []),
    `${manage.label}: ${manage.url}`,
  ].join('\n');
  const headers = unsubscribeHeaders(footer);
  return headers ? { subject, html, text, headers } : { subject, html, text };
};

export interface ApplicationMailDetails {
  applicantName: string;
  jobTitle: string;
  companyName: string;
}

/** To an anonymous applicant: confirm the address, or the employer never sees the application. */
export const applicationConfirmationMail = ({
  applicantName,
  jobTitle,
  companyName,
  confirmUrl,
  validForDays,
  links,
}: ApplicationMailDetails & EmailPreferences & { confirmUrl: string; validForDays: number }): RenderedMail =>
  renderLetter({
    subject: `Confirm your application for ${jobTitle}`,
    greeting: `Hello ${applicantName},`,
    paragraphs: [
      `We received an application for ${jobTitle} at ${companyName} with this email address.`,
      `To send it to ${companyName}, confirm it within ${validForDays} days. Until you do, the employer does not see it.`,
    ],
    action: { label: 'Confirm my application', url: confirmUrl },
    closing: ['If you did not apply, ignore this email: nothing is sent to the employer and the application is deleted.'],
    footer: mailFooter(`You receive this because someone applied for ${jobTitle} at ${companyName} with this address.`, links),
  });

/** To the applicant, once the employer can see the application. */
export const applicationReceivedMail = ({ applicantName, jobTitle, companyName, links }: ApplicationMailDetails & EmailPreferences): RenderedMail =>
  renderLetter({
    subject: `Your application for ${jobTitle} was sent`,
    greeting: `Hello ${applicantName},`,
    paragraphs: [`${companyName} has received your application for ${jobTitle}. The employer will review it shortly.`],
    closing: ['Good luck!'],
    footer: mailFooter(`You receive this because you applied for ${jobTitle} at ${companyName}.`, links),
  });

/** The recipient's signed links, which every template takes for its footer. */
export interface EmailPreferences {
  links: EmailLinks;
}

type InterviewType = (typeof interviewTypes)[number];

export interface InterviewMailDetails extends EmailPreferences {
  candidateName: string;
  jobTitle: string;
  companyName: string;
  /** Preformatted, with its time zone: `formatInterviewTime` from the domain lib, e.g. 'Tue, Dec 1, 2026, 10:00 AM EST'. */
  when: string;
  durationMinutes: number;
  interviewType: InterviewType;
  /** Video interviews: the meeting room. */
  meetingLink?: string;
  /** Phone interviews: the number to call or be called on. */
  phoneNumber?: string;
  /** In-person interviews: where to go. */
  address?: string;
  notes?: string;
  /** The invitation (`interviewCalendar`) to send with it. */
  calendar?: MailCalendar;
  /** A cancellation because the job closed (by its employer, an admin or its deadline). */
  positionClosed?: boolean;
}

const interviewTypeNames: Record<InterviewType, string> = {
  video: 'Video interview',
  phone: 'Phone interview',
  in_person: 'In-person interview',
};

/** Where the interview happens, as one line: the link, the number or the address. */
const interviewPlace = ({ interviewType, meetingLink, phoneNumber, address }: InterviewMailDetails): string | undefined => {
  if (interviewType === 'video') return meetingLink ? `Join the meeting: ${meetingLink}` : undefined;
  if (interviewType === 'phone') return phoneNumber ? `Phone: ${phoneNumber}` : undefined;
  return address ? `Address: ${address}` : undefined;
};

/** The facts of an interview, one per paragraph, the same in the email and the calendar entry. */
export const interviewFacts = (details: InterviewMailDetails): string[] => {
  const place = interviewPlace(details);
  const notes = details.notes?.trim();
  return [
    `When: ${details.when}`,
    `Length: ${details.durationMinutes} minutes`,
    `Type: ${interviewTypeNames[details.interviewType]}`,
    ...(place ? [place] : []),
    ...(notes ? [`Notes from ${details.companyName}: ${notes}`] : []),
  ];
};

const interviewAction = (details: InterviewMailDetails) =>
  details.interviewType === 'video' && details.meetingLink ? { label: 'Join the meeting', url: details.meetingLink } : undefined;

// Essential: the interview itself, never stopped by an opt-out.
const interviewFooter = (details: InterviewMailDetails) =>
  mailFooter(`You receive this because you applied for ${details.jobTitle} at ${details.companyName}.`, details.links);

/**
 * The calendar invitation for an interview email, with the same facts as the email. Keep `uid`
 * for the life of the interview and raise `sequence` on every change, so a reschedule updates
 * the event and a cancellation (method CANCEL) removes it.
 */
export const interviewCalendar = (
  details: InterviewMailDetails,
  invite: Pick<CalendarInviteDetails, 'method' | 'uid' | 'sequence' | 'start' | 'organizer' | 'attendee' | 'stamp'>,
): MailCalendar => ({
  method: invite.method,
  content: calendarInvite({
    ...invite,
    durationMinutes: details.durationMinutes,
    summary: `Interview: ${details.jobTitle} at ${details.companyName}`,
    description: interviewFacts(details).join('\n'),
    location: details.interviewType === 'video' ? details.meetingLink : details.interviewType === 'phone' ? details.phoneNumber : details.address,
    url: details.interviewType === 'video' ? details.meetingLink : undefined,
  }),
});

const withCalendar = (mail: RenderedMail, calendar: MailCalendar | undefined): RenderedMail => (calendar ? { ...mail, calendar } : mail);

/** To the candidate: an interview was booked. */
export const interviewScheduledMail = (details: InterviewMailDetails): RenderedMail =>
  withCalendar(
    renderLetter({
      subject: `Interview scheduled: ${details.jobTitle} at ${details.companyName}`,
      greeting: `Hello ${details.candidateName},`,
      paragraphs: [`${details.companyName} has scheduled an interview with you for ${details.jobTitle}.`, ...interviewFacts(details)],
      action: interviewAction(details),
      closing: [
        details.calendar ? 'The attached invitation adds it to your calendar.' : 'Add it to your calendar so you do not miss it.',
        'Good luck!',
      ],
      footer: interviewFooter(details),
    }),
    details.calendar,
  );

/** To the candidate: a booked interview moved (the facts are the new ones). */
export const interviewRescheduledMail = (details: InterviewMailDetails & { previousWhen?: string }): RenderedMail =>
  withCalendar(
    renderLetter({
      subject: `Interview rescheduled: ${details.jobTitle} at ${details.companyName}`,
      greeting: `Hello ${details.candidateName},`,
      paragraphs: [
        details.previousWhen
          ? `${details.companyName} has moved your interview for ${details.jobTitle}, which was on ${details.previousWhen}. Here are the new details.`
          : `${details.companyName} has changed your interview for ${details.jobTitle}. Here are the new details.`,
        ...interviewFacts(details),
      ],
      action: interviewAction(details),
      closing: [details.calendar ? 'The attached invitation updates the event in your calendar.' : 'Please update your calendar.'],
      footer: interviewFooter(details),
    }),
    details.calendar,
  );

/** To the candidate: a booked interview will not take place. */
export const interviewCancelledMail = (details: InterviewMailDetails): RenderedMail => {
  const notes = details.notes?.trim();
  return withCalendar(
    renderLetter({
      subject: `Interview cancelled: ${details.jobTitle} at ${details.companyName}`,
      greeting: `Hello ${details.candidateName},`,
      paragraphs: [
        `${details.companyName} has cancelled your interview for ${details.jobTitle} on ${details.when} (${interviewTypeNames[details.interviewType].toLowerCase()}, ${details.durationMinutes} minutes)${details.positionClosed ? ' because the position has closed' : ''}.`,
        ...(notes ? [`Notes from ${details.companyName}: ${notes}`] : []),
      ],
      closing: [
        `${details.calendar ? 'The attached cancellation removes it from your calendar.' : 'Please remove it from your calendar.'} ${
          details.positionClosed
            ? 'The position has closed, so it is no longer being filled; your application is kept in My Applications.'
            : 'Your application stays open unless the employer tells you otherwise.'
        }`,
      ],
      footer: interviewFooter(details),
    }),
    details.calendar,
  );
};

/** Each application status as the applicant is told it, completing "<company> …". */
const statusNews: Record<ApplicationStatus, string> = {
  pending: 'has your application and will review it soon.',
  reviewed: 'has reviewed your application.',
  shortlisted: 'has shortlisted you: you are among the candidates it is considering most closely.',
  interviewing: 'would like to interview you. You will receive the details in a separate email.',
  accepted: 'has accepted your application.',
  hired: 'has marked you as hired. Congratulations!',
  rejected: 'has decided not to move forward with your application.',
  closed: 'did not make a decision on your application, so we have closed it for you.',
};

/** To the applicant: the employer changed the status of the application. */
export const applicationStatusChangedMail = ({
  applicantName,
  jobTitle,
  companyName,
  status,
  message,
  applicationsUrl,
  links,
}: ApplicationMailDetails &
  EmailPreferences & {
    status: ApplicationStatus;
    /** The employer's note to the applicant, if it wrote one. */
    message?: string;
    /** My Applications, where the applicant sees every application. */
    applicationsUrl?: string;
  }): RenderedMail =>
  renderLetter({
    subject: `Update on your application for ${jobTitle}`,
    greeting: `Hello ${applicantName},`,
    paragraphs: [`${companyName} ${statusNews[status]}`, ...(message?.trim() ? [`A note from ${companyName}: ${message.trim()}`] : [])],
    action: applicationsUrl ? { label: 'See my applications', url: applicationsUrl } : undefined,
    closing: status === 'rejected' ? ['Thank you for applying. Keep going: new jobs are posted every day.'] : [],
    footer: mailFooter(`You receive this because you applied for ${jobTitle} at ${companyName}.`, links, true),
  });

/** To the employer: an applicant sent a follow-up about an application. */
export const followUpReceivedMail = ({
  recipientName,
  applicantName,
  jobTitle,
  dashboardUrl,
  links,
}: EmailPreferences & {
  /** The employer's contact person or company name. */
  recipientName: string;
  applicantName: string;
  jobTitle: string;
  /** The employer's dashboard, where the follow-up is. */
  dashboardUrl: string;
}): RenderedMail =>
  renderLetter({
    subject: `${applicantName} followed up on ${jobTitle}`,
    greeting: `Hello ${recipientName},`,
    paragraphs: [`${applicantName} sent a follow-up about their application for ${jobTitle}. You can read it and answer in your dashboard.`],
    action: { label: 'Open my dashboard', url: dashboardUrl },
    closing: [],
    footer: mailFooter(`You receive this because you posted ${jobTitle} on ${productName}.`, links, true),
  });

/**
 * To the employer, before its undecided applications close: how many, for which job,
 * and by when a decision keeps them open.
 */
export const applicationClosureNoticeMail = ({
  recipientName,
  jobTitle,
  undecidedCount,
  closesOn,
  dashboardUrl,
  links,
}: EmailPreferences & {
  /** The employer's contact person or company name. */
  recipientName: string;
  jobTitle: string;
  undecidedCount: number;
  /** Preformatted date, e.g. "Dec 2, 2026". */
  closesOn: string;
  dashboardUrl: string;
}): RenderedMail => {
  const applications = undecidedCount === 1 ? '1 application' : `${undecidedCount} applications`;
  return renderLetter({
    subject: `${applications} for ${jobTitle} still need a decision`,
    greeting: `Hello ${recipientName},`,
    paragraphs: [
      `${jobTitle} is closed, and ${applications} for it ${undecidedCount === 1 ? 'has' : 'have'} no decision yet.`,
      `On ${closesOn} we will close ${undecidedCount === 1 ? 'it' : 'them'} and let each candidate know, so nobody waits without an answer. To answer the candidates yourself, update their status in your dashboard before then.`,
    ],
    action: { label: 'Open my dashboard', url: dashboardUrl },
    closing: [],
    footer: mailFooter(`You receive this because you posted ${jobTitle} on ${productName}.`, links, true),
  });
};

/** To the applicant: the job closed long ago and the employer never decided, so the application is closed. */
export const applicationClosedMail = ({
  applicantName,
  jobTitle,
  companyName,
  applicationsUrl,
  links,
}: ApplicationMailDetails &
  EmailPreferences & {
    /** My Applications, where the applicant sees every application. */
    applicationsUrl?: string;
  }): RenderedMail =>
  renderLetter({
    subject: `Your application for ${jobTitle} has been closed`,
    greeting: `Hello ${applicantName},`,
    paragraphs: [
      `Thank you for applying for ${jobTitle} at ${companyName}. The position closed more than a month ago and ${companyName} did not make a decision on your application, so we have closed it rather than leave you waiting.`,
      'This is not a judgement of you or your experience. Your other applications are not affected.',
    ],
    action: applicationsUrl ? { label: 'See my applications', url: applicationsUrl } : undefined,
    closing: ['We wish you the best with your search: new jobs are posted every day.'],
    footer: mailFooter(`You receive this because you applied for ${jobTitle} at ${companyName}.`, links, true),
  });
