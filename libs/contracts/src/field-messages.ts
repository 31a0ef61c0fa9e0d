import type { Translate } from '@jobboard/i18n';
import { contractsEnglish } from './texts';

/**
 * The field messages of the shared schemas in common.ts, kept as a table: common.ts exports a
 * `text` schema of its own, so it cannot mark its words with `text('…')`. Listed in
 * texts/tables.ts for the translation check. The messages built from values, below, say their
 * words with `t('…')`, in English unless a translator is given. Internal to this lib: index.ts
 * does not re-export this file.
 */
export const fieldMessages = {
  /** Any field left out, or a choice left on its empty option, unless its schema says otherwise. */
  required: 'is required',
  invalidId: 'must be a valid id',
  passwordTooShort: 'must be at least 8 characters',
  passwordTooLong: 'must be at most 128 characters',
} as const;

/** A value outside a fixed list: "must be one of any, full-time, part-time". */
export const mustBeOneOf = (values: readonly (string | number)[], t: Translate = contractsEnglish): string =>
  t('must be one of {{values}}', { values: values.join(', ') });

/** A list naming values outside a fixed list: "must be one of full-time, part-time (not weekly)". */
export const mustBeOneOfNot = (values: readonly string[], unknown: readonly string[], t: Translate = contractsEnglish): string =>
  t('must be one of {{values}} (not {{unknown}})', { values: values.join(', '), unknown: unknown.join(', ') });

/** A text longer than a search field takes. */
export const atMostCharacters = (max: number, t: Translate = contractsEnglish): string => t('must be at most {{max}} characters', { max });
