import type { TextNamespace } from '@jobboard/i18n';

/**
 * The veteran portal's texts (signup, login, dashboard). English is in the code; Spanish is a
 * chunk of its own, loaded only for a Spanish reader.
 */
export const veteranTexts: TextNamespace = {
  name: 'veteran',
  en: {},
  load: async () => (await import('./es.json')).default,
};
