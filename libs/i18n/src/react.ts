import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { sourceLanguage, type SiteLanguage } from './site-languages';
import { createTranslator, type TextsByLanguage, type Translator } from './translator';

/**
 * The language a page is shown in, given by the shell (the server render and the browser alike).
 * Each front end brings its own texts to `useTexts`: a remote's namespace comes with its code.
 */
const LanguageContext = createContext<SiteLanguage>(sourceLanguage);

export const LanguageProvider = ({ language, children }: { language: SiteLanguage; children?: ReactNode }) =>
  createElement(LanguageContext.Provider, { value: language }, children);

export const useLanguage = () => useContext(LanguageContext);

/** `t` for the page's language over one namespace's texts. */
export const useTexts = (texts: TextsByLanguage): Translator['t'] => {
  const language = useLanguage();
  return useMemo(() => createTranslator(language, texts).t, [language, texts]);
};
