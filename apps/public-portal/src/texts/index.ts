import type { TextNamespace } from '@jobboard/i18n';

/**
 * The public portal's texts (search, job page, apply, the job seeker's tools and account).
 * English is in the code; Spanish is a chunk of its own, loaded only for a Spanish reader.
 */
export const publicTexts: TextNamespace = {
  name: 'public',
  en: {
    '{{trialPlans}} start with the first {{trialDays}} days free, once per company._one':
      '{{trialPlans}} starts with the first {{trialDays}} days free, once per company.',
  },
  load: async () => (await import('./es.json')).default,
};
