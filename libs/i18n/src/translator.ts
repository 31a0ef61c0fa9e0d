import { sourceLanguage, type SiteLanguage } from './site-languages';

/**
 * One namespace's texts in one language, as an i18next JSON file keeps them with English texts as
 * their own keys (i18next's `keySeparator: false`): the English text → the text in this language.
 * `{{name}}` stands for a value; a text said with a number has its plural forms under the key with
 * `_one`, `_other` (and `_many` where a language has it), chosen by `Intl.PluralRules` with the
 * value `count`. English says its singular beside the text, where it is used
 * (`t('{{count}} jobs found', { count, singular: '{{count}} job found' })`), so no table of
 * English forms rides in every first view; a namespace's `en` may still hold one for a text kept
 * in data.
 */
export type Texts = Readonly<Record<string, string>>;

/** A namespace's texts in each language it has. */
export type TextsByLanguage = Readonly<Partial<Record<SiteLanguage, Texts>>>;

/** A text's values by name; `singular` is reserved: the English text said of one (with `count`). */
export type TextValues = Readonly<Record<string, string | number>>;

/** The English text `english` in a translator's language, with its values put in. */
export type Translate = (english: string, values?: TextValues) => string;

export interface Translator {
  language: SiteLanguage;
  t: Translate;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (language: SiteLanguage, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
};

/** `{{name}}` replaced by its value; a name without a value stays as written, so the gap shows. */
const interpolate = (text: string, values: TextValues | undefined) =>
  values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;

/**
 * A translator for one language over a namespace's texts. A text missing in that language is
 * shown in English; the parity test keeps that from happening.
 */
export const createTranslator = (language: SiteLanguage, texts: TextsByLanguage): Translator => {
  const find = (inLanguage: SiteLanguage, english: string, count: unknown) => {
    const table = texts[inLanguage];
    if (!table) return undefined;
    if (typeof count === 'number') {
      const plural = table[`${english}_${pluralOf(inLanguage, count)}`] ?? table[`${english}_other`];
      if (plural !== undefined) return plural;
    }
    return table[english];
  };
  // English said of one: the singular given beside the text, else the namespace's English form.
  const inEnglish = (english: string, values: TextValues | undefined) =>
    (typeof values?.singular === 'string' && typeof values.count === 'number' && pluralOf(sourceLanguage, values.count) === 'one'
      ? values.singular
      : find(sourceLanguage, english, values?.count)) ?? english;
  return {
    language,
    t: (english, values) => interpolate(find(language, english, values?.count) ?? inEnglish(english, values), values),
  };
};

/**
 * Marks an English text kept in data (a menu's labels) for translation where it is shown:
 * `t(item.label)`. It returns the text as it is; the parity test finds texts by it and by `t(…)`.
 */
export const text = <Text extends string>(english: Text): Text => english;

/**
 * A namespace's texts said in English, values put in and English plural forms chosen: the
 * default of a message built outside a component (`filesUploaded(count, t = inEnglish(…))`), so
 * a caller that passes no translator gets the English it always got.
 */
export const inEnglish = (namespace: { en: Texts }): Translate => createTranslator(sourceLanguage, { en: namespace.en }).t;
