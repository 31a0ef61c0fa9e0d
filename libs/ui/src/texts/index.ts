import type { TextNamespace } from '@jobboard/i18n';

/**
 * The design system's own texts (loading notes, dialogs' and toasts' close buttons, pagination,
 * the password and file fields). English is in the code; Spanish is a chunk of its own, loaded
 * only for a Spanish reader.
 */
export const uiTexts: TextNamespace = {
  name: 'ui',
  en: {},
  load: async () => (await import('./es.json')).default,
};
