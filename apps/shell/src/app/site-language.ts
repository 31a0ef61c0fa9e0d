import { isSiteLanguage, languageCookieName, sourceLanguage, type SiteLanguage, type TextNamespace, type Texts } from '@jobboard/i18n';
import { contractsTexts } from '@jobboard/contracts';
import { domainTexts } from '@jobboard/domain';
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
 * Every namespace the page has used: a switch loads each of them in the new language. The
 * shell's, the design system's and the shared libraries' (the contracts' labels and messages, the
 * domain rules' words) are on every page.
 */
export const everyPageTexts: readonly TextNamespace[] = [shellTexts, uiTexts, contractsTexts, domainTexts];
const namespaces = new Map<string, TextNamespace>(everyPageTexts.map((namespace) => [namespace.name, namespace]));

const show = (next: PageLanguage) => {
  current = next;
  document.documentElement.lang = next.language;
  for (const listener of listeners) listener();
};

const textsIn = async (language: SiteLanguage, namespace: TextNamespace, already: PageLanguage['loaded']): Promise<Texts | undefined> => {
  if (language === sourceLanguage) return undefined;
  return already[namespace.name] ?? namespace.load(language);
};

/**
 * Namespaces whose loaded texts are only those a rendered page showed (it embeds no more): the
 * rest of each is loaded beside hydration, for what the visitor opens next.
 */
const partial = new Set<string>();

/** Loads a namespace whole in the page's language and shows it, unless the language changed meanwhile. */
const loadWhole = async (namespace: TextNamespace, language: SiteLanguage) => {
  if (language === sourceLanguage) return;
  const texts = await namespace.load(language);
  if (current.language !== language) return;
  partial.delete(namespace.name);
  show({ language, loaded: { ...current.loaded, [namespace.name]: texts } });
};

/**
 * The language the page starts in, with the texts it already has: a rendered page embeds those it
 * shows (`partial`), and the rest of each of its namespaces is asked for at once, beside hydration.
 */
export const startLanguage = (language: SiteLanguage, loaded: PageLanguage['loaded'] = {}, { partial: embedded = false } = {}) => {
  show({ language, loaded });
  if (!embedded) return;
  for (const name of Object.keys(loaded)) partial.add(name);
  for (const namespace of namespaces.values()) if (partial.has(namespace.name)) void loadWhole(namespace, language).catch(() => undefined);
};

/**
 * Resolves once the namespace's texts in the page's language are in place: at once in English, or
 * when the page has them already (those a rendered page embedded: the rest load beside).
 */
export const textsReady = async (namespace: TextNamespace) => {
  const known = namespaces.has(namespace.name);
  namespaces.set(namespace.name, namespace);
  const { language, loaded } = current;
  if (language === sourceLanguage) return;
  if (loaded[namespace.name]) {
    if (partial.has(namespace.name) && !known) void loadWhole(namespace, language).catch(() => undefined);
    return;
  }
  await loadWhole(namespace, language);
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
    [...namespaces.values()].map(
      async (namespace) =>
        [namespace.name, await textsIn(language, namespace, language === current.language && !partial.has(namespace.name) ? current.loaded : {})] as const,
    ),
  );
  partial.clear();
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
