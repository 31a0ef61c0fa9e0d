/**
 * The job words the site says one way in Spanish, on every screen, message, email and document.
 * `es` lists the forms that count (singular, plural, gender); the first is the one to write.
 * Checked by `glossaryMisses` over every pair of texts, so "resume" is never "currículum" on one
 * screen and "hoja de vida" on the next.
 */
export interface GlossaryTerm {
  /** The English words, matched whole, in any case, singular or plural (`resume`, `Resumes`). */
  en: string;
  es: readonly [string, ...string[]];
  /** English uses of the same letters that mean something else ("Resume plan": the verb; a file's address). */
  otherSense?: RegExp;
}

export const glossary: readonly GlossaryTerm[] = [
  { en: 'second chance', es: ['segunda oportunidad', 'segundas oportunidades'] },
  { en: 'resume', es: ['currículum', 'currículums'], otherSense: /\bresum(?:e|es|ed|ing) (?:plan|the plan|your plan|subscription|billing)\b|https?:\/\/\S*resume/i },
  { en: 'cover letter', es: ['carta de presentación', 'cartas de presentación'] },
  { en: 'job seeker', es: ['persona que busca empleo', 'personas que buscan empleo'] },
  { en: 'employer', es: ['empleador', 'empleadores', 'empleadora', 'empleadoras'] },
  { en: 'veteran', es: ['veterano', 'veteranos', 'veterana', 'veteranas'] },
  { en: 'application', es: ['solicitud', 'solicitudes'] },
  { en: 'interview', es: ['entrevista', 'entrevistas'] },
  { en: 'screening question', es: ['pregunta de selección', 'preguntas de selección'] },
  { en: 'hiring pipeline', es: ['proceso de contratación', 'procesos de contratación'] },
  { en: 'background check', es: ['verificación de antecedentes', 'verificaciones de antecedentes'] },
  { en: 'criminal record', es: ['antecedentes penales'] },
  { en: 'full-time', es: ['tiempo completo'] },
  { en: 'part-time', es: ['medio tiempo'] },
  { en: 'salary', es: ['salario', 'salarios'] },
  { en: 'shift', es: ['turno', 'turnos'] },
  { en: 'military service', es: ['servicio militar'] },
  { en: 'pay-per-post', es: ['pago por publicación'] },
  { en: 'dashboard', es: ['panel', 'paneles'] },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Whole words: no letter right before or after (`\b` does not know accented letters).
const wholeWords = (pattern: string) => new RegExp(`(?<!\\p{L})(?:${pattern})(?!\\p{L})`, 'iu');

// Made on first use, not when the module loads: a bundle that imports the lib without the
// glossary drops it whole.
let patterns: Map<GlossaryTerm, { english: RegExp; spanish: RegExp }> | undefined;

/** The glossary terms the English text uses that its Spanish text does not say the agreed way. */
export const glossaryMisses = (english: string, spanish: string): GlossaryTerm[] => {
  patterns ??= new Map(glossary.map((term) => [term, { english: wholeWords(`${escape(term.en)}s?`), spanish: wholeWords(term.es.map(escape).join('|')) }]));
  return glossary.filter((term) => {
    const pattern = patterns?.get(term);
    return pattern?.english.test(english) && !term.otherSense?.test(english) && !pattern.spanish.test(spanish);
  });
};
