import type { TextNamespace } from '@jobboard/i18n';

/**
 * The shell's texts (header, footer, help assistant). English is in the code; Spanish is a chunk
 * of its own, loaded only for a Spanish reader.
 */
export const shellTexts: TextNamespace = {
  name: 'shell',
  en: {},
  load: async () => (await import('./es.json')).default,
};
