import type { TextNamespace } from '@jobboard/i18n';

/**
 * The public portal's texts (search, job page, apply, the job seeker's tools and account).
 * English is in the code; Spanish is a chunk of its own, loaded only for a Spanish reader.
 */
export const publicTexts: TextNamespace = {
  name: 'public',
  en: {
    '{{count}} days ago_one': '{{count}} day ago',
    '{{count}} months ago_one': '{{count}} month ago',
    '{{count}} years ago_one': '{{count}} year ago',
    '{{count}} fair-chance practices attested {{date}}_one': '{{count}} fair-chance practice attested {{date}}',
    '{{count}} suggestions_one': '{{count}} suggestion',
    '{{count}} open jobs_one': '{{count}} open job',
    '{{count}} screening questions_one': '{{count}} screening question',
    '{{count}} jobs_one': '{{count}} job',
    '{{count}} inclusive employers are hiring_one': '{{count}} inclusive employer is hiring',
    '{{count}} jobs found_one': '{{count}} job found',
    '{{count}} open jobs match "{{words}}";_one': '{{count}} open job matches "{{words}}";',
    'See {{count}} open jobs at {{name}}_one': 'See {{count}} open job at {{name}}',
    '{{trialPlans}} start with the first {{trialDays}} days free, once per company._one':
      '{{trialPlans}} starts with the first {{trialDays}} days free, once per company.',
  },
  load: async () => (await import('./es.json')).default,
};
