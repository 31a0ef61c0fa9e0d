import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { LanguageProvider, useTexts, withParts, type TextNamespace } from './react';

const spanish = { '{{count}} jobs found_one': '{{count}} empleo encontrado', '{{count}} jobs found_other': '{{count}} empleos encontrados' };
const jobs: TextNamespace = {
  name: 'jobs',
  en: { '{{count}} jobs found_one': '{{count}} job found' },
  load: async () => spanish,
};

const Count = ({ count }: { count: number }) => {
  const t = useTexts(jobs);
  return createElement('p', null, t('{{count}} jobs found', { count }));
};

describe('texts in a component', () => {
  it('are read in the language the page is shown in, with the texts loaded for it; in English without one', async () => {
    expect(renderToString(createElement(Count, { count: 3 }))).toBe('<p>3 jobs found</p>');
    expect(renderToString(createElement(Count, { count: 1 }))).toBe('<p>1 job found</p>');
    const loaded = { jobs: await jobs.load('es') };
    expect(renderToString(createElement(LanguageProvider, { language: 'es', loaded }, createElement(Count, { count: 1 })))).toBe(
      '<p>1 empleo encontrado</p>',
    );
    // Spanish chosen but its texts not loaded: English, not keys.
    expect(renderToString(createElement(LanguageProvider, { language: 'es', loaded: {} }, createElement(Count, { count: 2 })))).toBe(
      '<p>2 jobs found</p>',
    );
  });
});

describe('a sentence with elements in it', () => {
  it('keeps the sentence whole and puts each element where the translation says', () => {
    const link = createElement('a', { href: '/privacy' }, 'política de privacidad');
    const sentence = withParts('Lea nuestra {{policy}} antes de {{unknown}}.', { policy: link });
    expect(renderToString(createElement('p', null, ...sentence))).toBe(
      '<p>Lea nuestra <a href="/privacy">política de privacidad</a> antes de {{unknown}}.</p>',
    );
  });
});
