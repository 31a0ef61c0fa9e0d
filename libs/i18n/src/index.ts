export { isSiteLanguage, siteLanguages, sourceLanguage, type SiteLanguage } from './site-languages';
export { createTranslator, inEnglish, text, type Texts, type TextsByLanguage, type TextValues, type Translate, type Translator } from './translator';
export { chooseLanguage, languageCookieName, type LanguageSources } from './choose-language';
export { glossary, glossaryMisses, type GlossaryTerm } from './glossary';
export { LanguageProvider, useLanguage, useTexts, withParts, type TextNamespace } from './react';
