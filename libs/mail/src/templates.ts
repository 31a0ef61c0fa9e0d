/** A message ready to send: both parts say the same, for mail clients that show only text. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const productName = 'Real Opportunities';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

interface Letter {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing: string[];
}

/**
 * One plain, accessible layout: a language and title, a heading, real paragraphs, a link whose
 * text says where it goes (and the address spelled out for clients that strip links), no images
 * and no layout tables.
 */
const renderLetter = ({ subject, greeting, paragraphs, action, closing }: Letter): RenderedMail => {
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
  ].join('\n');
  return { subject, html, text };
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
}: ApplicationMailDetails & { confirmUrl: string; validForDays: number }): RenderedMail =>
  renderLetter({
    subject: `Confirm your application for ${jobTitle}`,
    greeting: `Hello ${applicantName},`,
    paragraphs: [
      `We received an application for ${jobTitle} at ${companyName} with this email address.`,
      `To send it to ${companyName}, confirm it within ${validForDays} days. Until you do, the employer does not see it.`,
    ],
    action: { label: 'Confirm my application', url: confirmUrl },
    closing: ['If you did not apply, ignore this email: nothing is sent to the employer and the application is deleted.'],
  });

/** To the applicant, once the employer can see the application. */
export const applicationReceivedMail = ({ applicantName, jobTitle, companyName }: ApplicationMailDetails): RenderedMail =>
  renderLetter({
    subject: `Your application for ${jobTitle} was sent`,
    greeting: `Hello ${applicantName},`,
    paragraphs: [`${companyName} has received your application for ${jobTitle}. The employer will review it shortly.`],
    closing: ['Good luck!'],
  });
