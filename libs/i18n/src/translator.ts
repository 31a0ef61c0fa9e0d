import { sourceLanguage, type SiteLanguage } from './site-languages';

/**
 * One namespace's texts in one language, as an i18next JSON file keeps them with English texts as
 * their own keys (i18next's `keySeparator: false`): the English text → the text in this language.
 * `{{name}}` stands for a value; a text said with a number has its plural forms under the key with
 * `_one`, `_other` (and `_many` where a language has it), chosen by `Intl.PluralRules` with the
 * value `count`. English needs a file only for the plural forms that differ from the key.
 */
export type Texts = Readonly<Record<string, string>>;

/** A namespace's texts in each language it has. */
export type TextsByLanguage = Readonly<Partial<Record<SiteLanguage, Texts>>>;

export type TextValues = Readonly<Record<string, string | number>>;

export interface Translator {
  language: SiteLanguage;
  /** The English text `english` in the translator's language, with its values put in. */
  t: (english: string, values?: TextValues) => string;
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
  return {
    language,
    t: (english, values) => interpolate(find(language, english, values?.count) ?? find(sourceLanguage, english, values?.count) ?? english, values),
  };
};

/**
 * Marks an English text kept in data (a menu's labels) for translation where it is shown:
 * `t(item.label)`. It returns the text as it is; the parity test finds texts by it and by `t(…)`.
 */
export const text = <Text extends string>(english: Text): Text => english;
