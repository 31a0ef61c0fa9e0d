import type { TextNamespace } from '@jobboard/i18n';

/**
 * The admin portal's texts (login, dashboard, lists, moderation). English is in the code; Spanish
 * is a chunk of its own, loaded only for a Spanish reader.
 */
export const adminTexts: TextNamespace = {
  name: 'admin',
  en: {},
  load: async () => (await import('./es.json')).default,
};
