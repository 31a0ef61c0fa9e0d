import { chooseLanguage } from './choose-language';
import { glossaryMisses } from './glossary';
import { createTranslator } from './translator';

const texts = {
  en: {
    jobs: {
      found_one: '{{count}} job found',
      found_other: '{{count}} jobs found',
      greeting: 'Welcome back, {{name}}',
      apply: { title: 'Apply for {{title}}' },
      onlyInEnglish: 'Second Chance',
    },
    common: { close: 'Close' },
  },
  es: {
    jobs: {
      found_one: '{{count}} empleo encontrado',
      found_other: '{{count}} empleos encontrados',
      greeting: 'Hola de nuevo, {{name}}',
      apply: { title: 'Postúlate a {{title}}' },
    },
    common: { close: 'Cerrar' },
  },
};

describe('a translator', () => {
  it('reads nested keys, puts values in and picks the plural form of each language', () => {
    const english = createTranslator('en', texts, 'jobs');
    const spanish = createTranslator('es', texts, 'jobs');
    expect(english.t('found', { count: 1 })).toBe('1 job found');
    expect(english.t('found', { count: 0 })).toBe('0 jobs found');
    expect(spanish.t('found', { count: 1 })).toBe('1 empleo encontrado');
    expect(spanish.t('found', { count: 21 })).toBe('21 empleos encontrados');
    expect(spanish.t('apply.title', { title: 'Montacarguista' })).toBe('Postúlate a Montacarguista');
    expect(spanish.t('greeting', { name: 'Rosa' })).toBe('Hola de nuevo, Rosa');
  });

  it('reads another namespace by its prefix, falls back to English, and shows an unknown key as itself', () => {
    const spanish = createTranslator('es', texts, 'jobs');
    expect(spanish.t('common:close')).toBe('Cerrar');
    expect(spanish.t('onlyInEnglish')).toBe('Second Chance');
    expect(spanish.t('nowhere.at.all')).toBe('nowhere.at.all');
    // A value not given leaves its place visible rather than empty.
    expect(spanish.t('greeting')).toBe('Hola de nuevo, {{name}}');
  });
});

describe('the language the site speaks to a person', () => {
  it("is the account's when the site speaks it, else the switcher's, else the browser's first the site speaks, else English", () => {
    expect(chooseLanguage({ account: 'es', cookie: 'en', acceptLanguage: 'en-US' })).toBe('es');
    expect(chooseLanguage({ account: 'fr', cookie: 'es', acceptLanguage: 'en-US' })).toBe('es');
    expect(chooseLanguage({ cookie: 'en', acceptLanguage: 'es-MX,es;q=0.9' })).toBe('en');
    expect(chooseLanguage({ acceptLanguage: 'es-MX,es;q=0.9,en;q=0.8' })).toBe('es');
    expect(chooseLanguage({ acceptLanguage: 'fr-CA,fr;q=0.9,es;q=0.5,en;q=0.4' })).toBe('es');
    expect(chooseLanguage({ acceptLanguage: 'en;q=0.5, es;q=0.8' })).toBe('es');
    expect(chooseLanguage({ acceptLanguage: 'es;q=0, de' })).toBe('en');
    expect(chooseLanguage({ cookie: 'xx', acceptLanguage: 'garbage;;q=abc' })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });
});

describe('the glossary', () => {
  it('finds a job word the Spanish text does not say the agreed way, in any case and number', () => {
    expect(glossaryMisses('Upload your resume', 'Sube tu currículum')).toEqual([]);
    expect(glossaryMisses('Resumes you saved', 'Currículums guardados')).toEqual([]);
    expect(glossaryMisses('Second Chance Jobs', 'Empleos de segunda oportunidad')).toEqual([]);
    expect(glossaryMisses('Upload your resume', 'Sube tu hoja de vida').map((term) => term.en)).toEqual(['resume']);
    expect(glossaryMisses('Employers who offer a second chance', 'Empresas que dan otra oportunidad').map((term) => term.en)).toEqual([
      'second chance',
      'employer',
    ]);
  });

  it('matches whole words only', () => {
    // "resumed" is not "resume"; "panelista" does not say "panel".
    expect(glossaryMisses('Work resumed on Monday', 'El trabajo se reanudó el lunes')).toEqual([]);
    expect(glossaryMisses('Open your dashboard', 'Abre tu panelista').map((term) => term.en)).toEqual(['dashboard']);
  });
});
