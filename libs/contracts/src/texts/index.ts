import { inEnglish, type TextNamespace } from '@jobboard/i18n';

/**
 * The contracts' texts: the message tables (toasts, refusals, empty states), the label maps of the
 * enums, the page titles, the schemas' field messages and the messages built from values. English
 * is in the code; Spanish is a chunk of its own, loaded only for a Spanish reader. The tables stay
 * plain strings (many are in first views) and are listed in `tables.ts` for the translation check.
 */
export const contractsTexts: TextNamespace = {
  name: 'contracts',
  en: {},
  load: async () => (await import('./es.json')).default,
};

/** The contracts' texts in English: the default translator of every message built from values. */
export const contractsEnglish = /* @__PURE__ */ inEnglish(contractsTexts);
