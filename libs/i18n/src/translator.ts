import { sourceLanguage, type SiteLanguage } from './site-languages';

/**
 * Texts by key, as i18next keeps them (one JSON file per language and namespace): nested objects,
 * `{{name}}` for a value, and plural forms as `key_one`, `key_other` (and `key_few`, `key_many`
 * where a language has them), chosen with `Intl.PluralRules` by the value `count`.
 */
export interface Texts {
  [key: string]: string | Texts;
}

/** One language's texts, by namespace. */
export type Namespaces = Readonly<Record<string, Texts>>;

export type TextValues = Readonly<Record<string, string | number>>;

export interface Translator {
  language: SiteLanguage;
  /** The text of `key` (`namespace:a.b`, or `a.b` in the translator's namespace) with its values put in. */
  t: (key: string, values?: TextValues) => string;
}

const lookUp = (texts: Texts | undefined, path: string): string | undefined => {
  let node: string | Texts | undefined = texts;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

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
 * A translator for one language. A key missing in it is read in the source language (English); a
 * key missing there too is shown as itself. The parity test keeps both from happening.
 */
export const createTranslator = (
  language: SiteLanguage,
  texts: Readonly<Partial<Record<SiteLanguage, Namespaces>>>,
  defaultNamespace: string,
): Translator => {
  const find = (inLanguage: SiteLanguage, namespace: string, path: string, values: TextValues | undefined) => {
    const ofNamespace = texts[inLanguage]?.[namespace];
    if (typeof values?.count === 'number') {
      const plural = lookUp(ofNamespace, `${path}_${pluralOf(inLanguage, values.count)}`) ?? lookUp(ofNamespace, `${path}_other`);
      if (plural !== undefined) return plural;
    }
    return lookUp(ofNamespace, path);
  };
  return {
    language,
    t: (key, values) => {
      const separator = key.indexOf(':');
      const namespace = separator > 0 ? key.slice(0, separator) : defaultNamespace;
      const path = separator > 0 ? key.slice(separator + 1) : key;
      const text = find(language, namespace, path, values) ?? find(sourceLanguage, namespace, path, values) ?? key;
      return interpolate(text, values);
    },
  };
};
