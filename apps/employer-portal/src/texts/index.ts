import type { TextNamespace } from '@jobboard/i18n';

/**
 * The employer portal's texts (dashboard, sign-up, job postings, applications, interviews,
 * billing). English is in the code; Spanish is a chunk of its own, loaded only for a Spanish reader.
 */
export const employerTexts: TextNamespace = {
  name: 'employer',
  en: {
    'Meets {{met}} of {{count}} requirements_one': 'Meets {{met}} of {{count}} requirement',
    'Your {{count}} job post credits let you post {{count}} jobs. Credits never expire._one':
      'Your {{count}} job post credit lets you post {{count}} job. Credits never expire.',
  },
  load: async () => (await import('./es.json')).default,
};
