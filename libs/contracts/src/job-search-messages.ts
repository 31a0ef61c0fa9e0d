// Apart from the schemas: the job list shows these, and its first view carries no zod.
import type { Translate } from '@jobboard/i18n';
import { contractsEnglish } from './texts';

/** What a search is told when its place is not one the gazetteer knows. */
export const jobSearchMessages = {
  locationNotFound: (location: string, t: Translate = contractsEnglish) => t('We could not find "{{location}}".', { location }),
  locationHint: 'Try a US city and state (Austin, TX), a ZIP code, or "Remote"; or search everywhere.',
} as const;
