import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { sourceLanguage, type SiteLanguage } from './site-languages';
import { createTranslator, type Namespaces, type Translator } from './translator';

/**
 * The language a page is shown in, given by the shell (the server render and the browser alike).
 * Each front end brings its own texts (`useTexts`): a remote's namespace comes with its code.
 */
const LanguageContext = createContext<SiteLanguage>(sourceLanguage);

export const LanguageProvider = ({ language, children }: { language: SiteLanguage; children?: ReactNode }) =>
  createElement(LanguageContext.Provider, { value: language }, children);

export const useLanguage = () => useContext(LanguageContext);

/**
 * `t` for the page's language over these texts (every language's, by namespace), reading keys of
 * `namespace` unless a key names another (`common:close`).
 */
export const useTexts = (texts: Readonly<Partial<Record<SiteLanguage, Namespaces>>>, namespace: string): Translator['t'] => {
  const language = useLanguage();
  return useMemo(() => createTranslator(language, texts, namespace).t, [language, texts, namespace]);
};
