/**
 * The languages the site itself speaks: every screen, message, email and document. The other
 * languages a person may prefer (`languages` in the contracts) are shown to employers, and the
 * site speaks English to them until it speaks theirs. Each is one of those (a test of the
 * contracts says so); this lib imports nothing, so the contracts' own texts can be marked with it.
 */
export const siteLanguages = ['en', 'es'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

/** The language of every text's first version; a text missing in another language is shown in it. */
export const sourceLanguage = 'en' satisfies SiteLanguage;

export const isSiteLanguage = (code: unknown): code is SiteLanguage => siteLanguages.includes(code as SiteLanguage);

