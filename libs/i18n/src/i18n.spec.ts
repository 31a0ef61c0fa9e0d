import { chooseLanguage } from './choose-language';
import { glossaryMisses } from './glossary';
import { createTranslator, inEnglish } from './translator';

const texts = {
  en: { '{{count}} jobs found_one': '{{count}} job found' },
  es: {
    '{{count}} jobs found_one': '{{count}} empleo encontrado',
    '{{count}} jobs found_other': '{{count}} empleos encontrados',
    'Welcome back, {{name}}': 'Hola de nuevo, {{name}}',
    'Apply for {{title}}': 'Postúlate a {{title}}',
    'Note: closes at 5 p.m.': 'Nota: cierra a las 5 p. m.',
  },
};

describe('a translator', () => {
  it('gives the text in its language with its values, and the plural form of each language', () => {
    const english = createTranslator('en', texts);
    const spanish = createTranslator('es', texts);
    expect(english.t('{{count}} jobs found', { count: 1 })).toBe('1 job found');
    expect(english.t('{{count}} jobs found', { count: 0 })).toBe('0 jobs found');
    expect(english.t('Apply for {{title}}', { title: 'Forklift Operator' })).toBe('Apply for Forklift Operator');
    expect(spanish.t('{{count}} jobs found', { count: 1 })).toBe('1 empleo encontrado');
    expect(spanish.t('{{count}} jobs found', { count: 21 })).toBe('21 empleos encontrados');
    expect(spanish.t('Apply for {{title}}', { title: 'Montacarguista' })).toBe('Postúlate a Montacarguista');
    // English texts are keys as they are: a colon or a full stop in one is only text.
    expect(spanish.t('Note: closes at 5 p.m.')).toBe('Nota: cierra a las 5 p. m.');
  });

  it('shows a text it has no translation of in English, and a value not given as its gap', () => {
    const spanish = createTranslator('es', texts);
    expect(spanish.t('Saved jobs')).toBe('Saved jobs');
    expect(spanish.t('Welcome back, {{name}}')).toBe('Hola de nuevo, {{name}}');
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

  it('passes over an English word used in another sense (the verb "resume")', () => {
    expect(glossaryMisses('Resume plan', 'Reanudar plan')).toEqual([]);
    expect(glossaryMisses('Resume tips', 'Consejos para la hoja de vida').map((term) => term.en)).toEqual(['resume']);
  });

  it('matches whole words only', () => {
    // "resumed" is not "resume"; "panelista" does not say "panel".
    expect(glossaryMisses('Work resumed on Monday', 'El trabajo se reanudó el lunes')).toEqual([]);
    expect(glossaryMisses('Open your dashboard', 'Abre tu panelista').map((term) => term.en)).toEqual(['dashboard']);
  });
});

describe('a message built outside a component', () => {
  it('is said in English, its values put in and its English plural form chosen, when no translator is passed', () => {
    const english = inEnglish({ en: texts.en });
    expect(english('{{count}} jobs found', { count: 1 })).toBe('1 job found');
    expect(english('{{count}} jobs found', { count: 4 })).toBe('4 jobs found');
    expect(english('Welcome back, {{name}}', { name: 'Ana' })).toBe('Welcome back, Ana');
  });
});

describe('English said of one', () => {
  it('is the singular given beside the text, while other languages keep their own forms', () => {
    const spanish = createTranslator('es', texts);
    const english = createTranslator('en', {});
    const said = (t: typeof english.t, count: number) => t('{{count}} open jobs', { count, singular: '{{count}} open job' });
    expect([0, 1, 2].map((count) => said(english.t, count))).toEqual(['0 open jobs', '1 open job', '2 open jobs']);
    // A text Spanish lacks falls back to the English, in its English number.
    expect(said(spanish.t, 1)).toBe('1 open job');
  });
});
