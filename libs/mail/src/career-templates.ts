import { mailFooter, renderLetter, type EmailLinks, type RenderedMail } from './templates';

/** To a new newsletter subscriber: what they signed up for and how to stop it in one press. */
export const newsletterConfirmationMail = ({ adviceUrl, links }: { adviceUrl: string; links: EmailLinks }): RenderedMail =>
  renderLetter({
    subject: 'You are subscribed to career advice from Real Opportunities',
    greeting: 'Hello,',
    paragraphs: [
      'Thank you for subscribing to our newsletter. You will get new career advice articles, interview tips and job-search guides by email.',
      'If you did not ask for this, or change your mind, the unsubscribe link below stops these emails at once; nothing else is needed.',
    ],
    action: { label: 'Read the latest career advice', url: adviceUrl },
    closing: ['Good luck with your search!'],
    footer: mailFooter('You get this email because this address subscribed to our newsletter.', links, { label: 'Unsubscribe', url: links.stopUrl }),
  });

/** To an address a job alert was saved for: confirm it (nothing is sent until then), or ignore it. */
export const jobAlertConfirmationMail = ({
  description,
  confirmUrl,
  confirmWithinDays,
  links,
}: {
  description: string;
  confirmUrl: string;
  confirmWithinDays: number;
  links: EmailLinks;
}): RenderedMail =>
  renderLetter({
    subject: 'Confirm your job alert',
    greeting: 'Hello,',
    paragraphs: [
      `Someone, probably you, asked us to email this address when new jobs match this search: ${description}.`,
      `Confirm it within ${confirmWithinDays} days with the button below and we will send the new jobs at most once a day. If you did not ask for this, ignore this email: without confirmation we send nothing more, and the request is deleted after ${confirmWithinDays} days.`,
    ],
    action: { label: 'Confirm job alert', url: confirmUrl },
    closing: ['Good luck with your search!'],
    footer: mailFooter('You get this email because someone asked for a job alert with this address.', links),
  });

export interface DigestJob {
  title: string;
  companyName: string;
  location: string;
  url: string;
}

/**
 * The daily digest: the new jobs of one alert, the full search, and a one-click link that removes
 * the alert (the List-Unsubscribe header stops all non-essential email to the address).
 */
export const jobAlertDigestMail = ({
  description,
  jobs,
  searchUrl,
  unsubscribeUrl,
  links,
}: {
  description: string;
  jobs: DigestJob[];
  searchUrl: string;
  unsubscribeUrl: string;
  links: EmailLinks;
}): RenderedMail =>
  renderLetter({
    subject: `${jobs.length} new ${jobs.length === 1 ? 'job' : 'jobs'} for your alert: ${description}`,
    greeting: 'Hello,',
    paragraphs: [
      `New jobs matching your alert (${description}):`,
      ...jobs.map((job) => `${job.title} at ${job.companyName}, ${job.location}: ${job.url}`),
    ],
    action: { label: 'See every job of this search', url: searchUrl },
    closing: ['Good luck with your search!'],
    footer: mailFooter('You get this email because you confirmed this job alert.', links, {
      label: 'Unsubscribe from this alert',
      url: unsubscribeUrl,
    }),
  });
