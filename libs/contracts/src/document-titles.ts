// Free of the page table (pages.ts): a job page sets its tab title with only these few lines.
import type { Translate } from '@jobboard/i18n';
import { contractsEnglish } from './texts';

/** The product's name, as the header, the emails and every tab title write it. */
export const brandName = 'Real Opportunities';

/** A browser tab's title: the page's own name, then the product ("Find Jobs · Real Opportunities"). */
export const documentTitle = (pageName: string): string => `${pageName} · ${brandName}`;

/** A job page's tab title: "Forklift Operator at Acme · Real Opportunities" (also the server-rendered page's). */
export const jobDocumentTitle = (job: { title: string; companyName: string }, t: Translate = contractsEnglish): string =>
  documentTitle(t('{{title}} at {{company}}', { title: job.title, company: job.companyName }));
