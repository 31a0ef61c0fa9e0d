/**
 * The 20 languages a person may prefer (on applications, accounts and email preferences), each
 * by its own name; employers see the preference. The site itself speaks those of
 * `siteLanguages` (libs/i18n).
 */
export const languages = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  ru: 'Русский',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
  ar: 'العربية',
  hi: 'हिन्दी',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  pl: 'Polski',
  nl: 'Nederlands',
  sv: 'Svenska',
  da: 'Dansk',
  no: 'Norsk',
  fi: 'Suomi',
} as const;
export type LanguageCode = keyof typeof languages;
export const languageCodes = Object.keys(languages) as [LanguageCode, ...LanguageCode[]];
