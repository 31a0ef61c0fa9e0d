import type { Job, JobType, SalaryPeriod } from '@jobboard/contracts';

/**
 * Google's JobPosting structured data (https://developers.google.com/search/docs/appearance/structured-data/job-posting):
 * the required properties and the recommended ones we know, for the JSON-LD block of a job's page.
 */
export interface JobPostingStructuredData {
  '@context': 'https://schema.org/';
  '@type': 'JobPosting';
  title: string;
  description: string;
  datePosted: string;
  validThrough: string;
  employmentType: string;
  hiringOrganization: { '@type': 'Organization'; name: string };
  jobLocation: {
    '@type': 'Place';
    address: { '@type': 'PostalAddress'; addressLocality: string; addressRegion?: string; postalCode?: string; addressCountry: 'US' };
  };
  jobLocationType?: 'TELECOMMUTE';
  applicantLocationRequirements?: { '@type': 'Country'; name: 'USA' };
  baseSalary?: {
    '@type': 'MonetaryAmount';
    currency: 'USD';
    value: { '@type': 'QuantitativeValue'; minValue?: number; maxValue?: number; value?: number; unitText: 'HOUR' | 'YEAR' };
  };
  directApply: boolean;
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  url: string;
}

/** The properties Google requires of a JobPosting; the unit test checks them against a job's values. */
export const requiredJobPostingProperties = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'] as const;

/** How long an open job without a deadline is announced as valid from the time its page is read. */
export const openJobValidityDays = 30;

/** Google's employment types for ours. "remote" says where, not how long: it is marked TELECOMMUTE. */
export const googleEmploymentTypes: Record<JobType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  remote: 'OTHER',
};

const unitTexts: Record<SalaryPeriod, 'HOUR' | 'YEAR'> = { hourly: 'HOUR', yearly: 'YEAR' };

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Until when the posting is valid: an open job until its deadline when that is still ahead, else
 * for `openJobValidityDays` from now; a job no longer accepting applications is announced as
 * expired (a moment already past: when it closed, or just before now), so search engines drop it.
 */
export const jobPostingValidThrough = (
  job: Pick<Job, 'applicationDeadline' | 'updatedAt'>,
  { acceptingApplications, now }: { acceptingApplications: boolean; now: Date },
): Date => {
  if (!acceptingApplications) {
    const closedAt = new Date(job.updatedAt).getTime();
    return new Date(Math.min(closedAt, now.getTime() - 1000));
  }
  const deadline = job.applicationDeadline ? new Date(job.applicationDeadline) : undefined;
  if (deadline && deadline.getTime() > now.getTime()) return deadline;
  return new Date(now.getTime() + openJobValidityDays * dayMs);
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const htmlList = (heading: string, items: readonly string[]) =>
  items.length > 0 ? `<p><strong>${heading}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';

/**
 * The description as Google takes it (HTML): the job's text in paragraphs, then its
 * responsibilities, requirements and benefits as lists; every piece of the job's text escaped.
 */
export const jobPostingDescription = (job: Pick<Job, 'description' | 'responsibilities' | 'requirements' | 'benefits'>): string =>
  [
    ...job.description
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph.length > 0)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    htmlList('Responsibilities', job.responsibilities),
    htmlList('Requirements', job.requirements),
    htmlList('Benefits', job.benefits),
  ].join('');

const baseSalaryOf = (job: Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryPeriod'>): JobPostingStructuredData['baseSalary'] => {
  const { salaryMin, salaryMax } = job;
  if (salaryMin === undefined && salaryMax === undefined) return undefined;
  const unitText = unitTexts[job.salaryPeriod];
  const value =
    salaryMin !== undefined && salaryMax !== undefined && salaryMin !== salaryMax
      ? { '@type': 'QuantitativeValue' as const, minValue: salaryMin, maxValue: salaryMax, unitText }
      : { '@type': 'QuantitativeValue' as const, value: salaryMin ?? salaryMax, unitText };
  return { '@type': 'MonetaryAmount', currency: 'USD', value };
};

/**
 * The JobPosting of a job's page. `pageUrl` is the page's absolute address; `directApply` is
 * true because the page itself carries the whole application (the Apply dialog).
 */
export const jobPostingStructuredData = (
  job: Job,
  { pageUrl, acceptingApplications, now }: { pageUrl: string; acceptingApplications: boolean; now: Date },
): JobPostingStructuredData => {
  const address: JobPostingStructuredData['jobLocation']['address'] = {
    '@type': 'PostalAddress',
    addressLocality: job.city?.trim() || job.location,
    addressCountry: 'US',
  };
  if (job.state?.trim()) address.addressRegion = job.state.trim();
  if (job.zipCode?.trim()) address.postalCode = job.zipCode.trim();
  const data: JobPostingStructuredData = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: jobPostingDescription(job),
    datePosted: new Date(job.posted).toISOString(),
    validThrough: jobPostingValidThrough(job, { acceptingApplications, now }).toISOString(),
    employmentType: googleEmploymentTypes[job.type],
    hiringOrganization: { '@type': 'Organization', name: job.companyName },
    jobLocation: { '@type': 'Place', address },
    directApply: acceptingApplications,
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
    url: pageUrl,
  };
  if (job.type === 'remote') {
    data.jobLocationType = 'TELECOMMUTE';
    data.applicantLocationRequirements = { '@type': 'Country', name: 'USA' };
  }
  const baseSalary = baseSalaryOf(job);
  if (baseSalary) data.baseSalary = baseSalary;
  return data;
};

/**
 * JSON for a `<script type="application/ld+json">` block: `<` is written `\u003c`, so no text
 * of the job can close the block or open a comment inside the HTML (and `>`/`&` likewise).
 */
export const jsonForScriptBlock = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
