import { contractsTexts } from '@jobboard/contracts';
import { domainTexts } from '@jobboard/domain';
import { chooseLanguage, createTranslator, languageCookieName, siteLanguages, sourceLanguage, type SiteLanguage, type Translate } from '@jobboard/i18n';
import type { Request, RequestHandler } from 'express';

/** The namespaces whose texts the services answer with: the contracts' messages and the domain rules' words. */
const answerNamespaces = [contractsTexts, domainTexts];

/** The English forms the namespaces keep (of texts kept in data): the fallback of every language. */
const english = Object.assign({}, ...answerNamespaces.map((namespace) => namespace.en)) as Record<string, string>;
const translators = new Map<SiteLanguage, Translate>([[sourceLanguage, createTranslator(sourceLanguage, { en: english }).t]]);

/** Each site language's translator over the answer namespaces, loaded once per process. */
const loading = Promise.all(
  siteLanguages
    .filter((language) => language !== sourceLanguage)
    .map(async (language) => {
      const tables = await Promise.all(answerNamespaces.map((namespace) => namespace.load(language)));
      translators.set(language, createTranslator(language, { en: english, [language]: Object.assign({}, ...tables) }).t);
    }),
);

/** Holds the first requests of a process until the texts are loaded (a few milliseconds), so no answer goes out in the wrong language. */
export const answerTextsReady: RequestHandler = (_req, _res, next) => void loading.then(() => next(), next);

/**
 * The language a request is answered in: the one chosen with the site's switcher (its cookie
 * comes along with every API call of the site), else the first the client asks for that the
 * site speaks, else English. A request refused before its cookies were read goes by its header.
 */
export const answerLanguage = (req: Request): SiteLanguage => {
  const chosen: unknown = req.cookies?.[languageCookieName];
  return chooseLanguage({ cookie: typeof chosen === 'string' ? chosen : undefined, acceptLanguage: req.headers['accept-language'] });
};

/** The request's language's translator of the answer texts (English until the texts are loaded). */
export const answerTranslator = (req: Request): Translate => translators.get(answerLanguage(req)) ?? (translators.get(sourceLanguage) as Translate);
