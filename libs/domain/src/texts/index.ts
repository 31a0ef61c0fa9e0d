import { inEnglish, type TextNamespace } from '@jobboard/i18n';

/**
 * The business rules' own texts (the help assistant's answers, score bands' words, upload and
 * slot problems, follow-up letters, saved searches in words, recommendation reasons, the data
 * retention tables). English is in the code; Spanish is a chunk of its own, loaded only for a
 * Spanish reader. `en` holds the English plural forms that differ from their key.
 */
export const domainTexts: TextNamespace = {
  name: 'domain',
  en: {},
  load: async () => (await import('./es.json')).default,
};

/** The domain's texts in English: the default translator of every message function here. */
export const domainEnglish = inEnglish(domainTexts);
