import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { LanguageProvider, useTexts } from './react';

const texts = {
  en: { jobs: { found_one: '{{count}} job found', found_other: '{{count}} jobs found' } },
  es: { jobs: { found_one: '{{count}} empleo encontrado', found_other: '{{count}} empleos encontrados' } },
};

const Count = ({ count }: { count: number }) => {
  const t = useTexts(texts, 'jobs');
  return createElement('p', null, t('found', { count }));
};

describe('texts in a component', () => {
  it('are read in the language the page is shown in, English without one', () => {
    expect(renderToString(createElement(Count, { count: 3 }))).toBe('<p>3 jobs found</p>');
    expect(renderToString(createElement(LanguageProvider, { language: 'es' }, createElement(Count, { count: 1 })))).toBe(
      '<p>1 empleo encontrado</p>',
    );
  });
});
