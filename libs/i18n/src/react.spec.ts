import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { LanguageProvider, useTexts } from './react';

const texts = {
  en: { '{{count}} jobs found_one': '{{count}} job found' },
  es: { '{{count}} jobs found_one': '{{count}} empleo encontrado', '{{count}} jobs found_other': '{{count}} empleos encontrados' },
};

const Count = ({ count }: { count: number }) => {
  const t = useTexts(texts);
  return createElement('p', null, t('{{count}} jobs found', { count }));
};

describe('texts in a component', () => {
  it('are read in the language the page is shown in, English without one', () => {
    expect(renderToString(createElement(Count, { count: 3 }))).toBe('<p>3 jobs found</p>');
    expect(renderToString(createElement(LanguageProvider, { language: 'es' }, createElement(Count, { count: 1 })))).toBe(
      '<p>1 empleo encontrado</p>',
    );
  });
});
