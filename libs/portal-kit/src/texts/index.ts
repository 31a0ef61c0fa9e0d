import type { TextNamespace } from '@jobboard/i18n';

/**
 * The portals' shared screens' texts (sign-in, account settings, saved jobs and resumes, job
 * cards). English is in the code; Spanish is a chunk of its own, loaded only for a Spanish reader.
 */
export const portalKitTexts: TextNamespace = {
  name: 'portal-kit',
  en: {},
  load: async () => (await import('./es.json')).default,
};
