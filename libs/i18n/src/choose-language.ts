import { isSiteLanguage, sourceLanguage, type SiteLanguage } from './site-languages';

/** The cookie that keeps the language chosen with the site's switcher, for guests too. */
export const languageCookieName = 'site_language';

/** What says which language a person reads, most telling first. */
export interface LanguageSources {
  /** The signed-in account's `preferredLanguage` (no caller reads the account for it yet). */
  account?: string | null;
  /** The switcher's cookie. */
  cookie?: string | null;
  /** The browser's `Accept-Language` header. */
  acceptLanguage?: string | null;
}

/** `es-MX` → `es`. */
const primaryTag = (tag: string) => tag.trim().split('-')[0].toLowerCase();

/** The site language a browser asks for first (`es-MX,es;q=0.9,en;q=0.8` → es), if any. */
const fromAcceptLanguage = (header: string): SiteLanguage | undefined => {
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag, ...parameters] = part.split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: primaryTag(tag), weight: quality === undefined ? 1 : Number(quality), order };
    })
    .filter(({ weight }) => weight > 0 && Number.isFinite(weight))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map(({ language }) => language).find(isSiteLanguage);
};

/**
 * The language the site speaks to a person: their account's preferred language when the site
 * speaks it, else the one chosen with the switcher, else the first the browser asks for that the
 * site speaks, else English. A preference the site does not speak (say French) is passed over.
 */
export const chooseLanguage = ({ account, cookie, acceptLanguage }: LanguageSources): SiteLanguage => {
  for (const chosen of [account, cookie]) {
    const language = chosen ? primaryTag(chosen) : undefined;
    if (isSiteLanguage(language)) return language;
  }
  return (acceptLanguage && fromAcceptLanguage(acceptLanguage)) || sourceLanguage;
};
