import { isSiteLanguage, languageCookieName, sourceLanguage, type SiteLanguage, type TextNamespace, type Texts } from '@jobboard/i18n';
import { uiTexts } from '@jobboard/ui';
import { useSyncExternalStore } from 'react';
import { shellTexts } from '../texts';

/**
 * The language the browser shows the site in, with each namespace's texts in it (the shell's,
 * and each portal's once loaded). One store for the page: the switcher changes it in place, and
 * a portal's page waits for its texts before it is shown (`textsReady`). The server renders with
 * its own language and texts, given to the App, never through this store.
 */
export interface PageLanguage {
  language: SiteLanguage;
  loaded: Readonly<Record<string, Texts>>;
}

let current: PageLanguage = { language: sourceLanguage, loaded: {} };
const listeners = new Set<() => void>();
/**
 * Every namespace the page has used: a switch loads each of them in the new language. The shell's
 * and the design system's are on every page.
 */
const namespaces = new Map<string, TextNamespace>([shellTexts, uiTexts].map((namespace) => [namespace.name, namespace]));

const show = (next: PageLanguage) => {
  current = next;
  document.documentElement.lang = next.language;
  for (const listener of listeners) listener();
};

const textsIn = async (language: SiteLanguage, namespace: TextNamespace, already: PageLanguage['loaded']): Promise<Texts | undefined> => {
  if (language === sourceLanguage) return undefined;
  return already[namespace.name] ?? namespace.load(language);
};

/** The language the page starts in, with the texts it already has (a rendered page embeds them). */
export const startLanguage = (language: SiteLanguage, loaded: PageLanguage['loaded'] = {}) => show({ language, loaded });

/** Resolves once the namespace's texts in the page's language are in place (at once in English, or when already loaded). */
export const textsReady = async (namespace: TextNamespace) => {
  namespaces.set(namespace.name, namespace);
  const { language, loaded } = current;
  if (language === sourceLanguage || loaded[namespace.name]) return;
  const texts = await namespace.load(language);
  // Only if the page still reads this language: a switch meanwhile loaded its own.
  if (current.language === language) show({ language, loaded: { ...current.loaded, [namespace.name]: texts } });
};

/** A year: the choice outlives the visit; `Lax`, so it goes with a link followed from elsewhere. */
const cookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * Shows the site in `language` from now on: every namespace in use is loaded in it first (the
 * page does not show half of each), then the page changes in place and, chosen with the switcher,
 * the choice is kept in its cookie, which the server's render and the next visit read.
 */
export const switchLanguage = async (language: SiteLanguage, { remember = true }: { remember?: boolean } = {}) => {
  const entries = await Promise.all(
    [...namespaces.values()].map(async (namespace) => [namespace.name, await textsIn(language, namespace, language === current.language ? current.loaded : {})] as const),
  );
  if (remember) document.cookie = `${languageCookieName}=${language}; Path=/; Max-Age=${cookieMaxAgeSeconds}; SameSite=Lax`;
  show({ language, loaded: Object.fromEntries(entries.filter((entry): entry is readonly [string, Texts] => entry[1] !== undefined)) });
};

/**
 * The language a page the browser renders starts in: the one chosen with the switcher on an
 * earlier visit, else the first the browser asks for that the site speaks (`es-MX` is Spanish),
 * else English: `chooseLanguage`'s order, with the browser's list already ranked.
 */
export const browserLanguage = (): SiteLanguage => {
  const chosen = document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === languageCookieName)?.[1];
  return [chosen, ...navigator.languages].map((tag) => tag?.split('-')[0].toLowerCase()).find(isSiteLanguage) ?? sourceLanguage;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The page's language and texts, as React state. */
export const usePageLanguage = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
