// Free of the page table (pages.ts): a job page sets its tab title with only these few lines.

/** The product's name, as the header, the emails and every tab title write it. */
export const brandName = 'Real Opportunities';

/** A browser tab's title: the page's own name, then the product ("Find Jobs · Real Opportunities"). */
export const documentTitle = (pageName: string): string => `${pageName} · ${brandName}`;

/** A job page's tab title: "Forklift Operator at Acme · Real Opportunities" (also the server-rendered page's). */
export const jobDocumentTitle = (job: { title: string; companyName: string }): string => documentTitle(`${job.title} at ${job.companyName}`);
