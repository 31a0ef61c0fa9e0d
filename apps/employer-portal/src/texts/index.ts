import type { TextNamespace } from '@jobboard/i18n';

/**
 * The employer portal's texts (dashboard, sign-up, job postings, applications, interviews,
 * billing). English is in the code; Spanish is a chunk of its own, loaded only for a Spanish reader.
 */
export const employerTexts: TextNamespace = {
  name: 'employer',
  en: {},
  load: async () => (await import('./es.json')).default,
};
