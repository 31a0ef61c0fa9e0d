import { createContext, createElement, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { sourceLanguage, type SiteLanguage } from './site-languages';
import { createTranslator, type Texts, type Translator } from './translator';

/**
 * A front end's texts (one namespace per project): the English plural forms that differ from
 * their key, and how its texts in another language load (a chunk of their own, asked for only
 * for a reader of that language).
 */
export interface TextNamespace {
  /** The project it belongs to (`shell`, `public`): the name its loaded texts go by. */
  name: string;
  en: Texts;
  load: (language: Exclude<SiteLanguage, typeof sourceLanguage>) => Promise<Texts>;
}

interface PageLanguage {
  language: SiteLanguage;
  /** Each namespace's texts in `language`, loaded before the page is rendered, by name. */
  loaded: Readonly<Record<string, Texts>>;
}

const LanguageContext = createContext<PageLanguage>({ language: sourceLanguage, loaded: {} });

/** The language a page is shown in, with its namespaces' texts in it; given by the shell. */
export const LanguageProvider = ({ language, loaded, children }: PageLanguage & { children?: ReactNode }) => {
  const value = useMemo(() => ({ language, loaded }), [language, loaded]);
  return createElement(LanguageContext.Provider, { value }, children);
};

export const useLanguage = () => useContext(LanguageContext).language;

/** `t` for the page's language over a namespace's texts. */
export const useTexts = (namespace: TextNamespace): Translator['t'] => {
  const { language, loaded } = useContext(LanguageContext);
  const inLanguage = loaded[namespace.name];
  return useMemo(
    () => createTranslator(language, inLanguage ? { en: namespace.en, [language]: inLanguage } : { en: namespace.en }).t,
    [language, namespace, inLanguage],
  );
};

/**
 * A translated sentence with elements in it (a link, a bold word): `{{name}}` in the text stands
 * for `parts[name]`, so the sentence stays whole for the translator, who may move the link.
 * `withParts(t('Read our {{policy}} first.'), { policy: <Link …>{t('privacy policy')}</Link> })`.
 */
export const withParts = (translated: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] =>
  translated
    .split(/(\{\{\s*\w+\s*\}\})/)
    .reduce<ReactNode[]>((pieces, piece, index) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(piece)?.[1];
      if (name !== undefined && name in parts) pieces.push(createElement(Fragment, { key: index }, parts[name]));
      else if (typeof pieces.at(-1) === 'string') pieces.push(`${String(pieces.pop())}${piece}`);
      else if (piece !== '') pieces.push(piece);
      return pieces;
    }, []);
