import { siteLanguages } from '@jobboard/i18n';
import { languageCodes, languages } from './languages';

describe('the languages', () => {
  it('the site speaks are among those a person may prefer, each with its own name', () => {
    for (const language of siteLanguages) expect(languageCodes).toContain(language);
    expect(siteLanguages.map((language) => languages[language])).toEqual(['English', 'Español']);
  });
});
