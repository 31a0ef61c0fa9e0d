import { applicationMessages, contractsTexts, jobSearchMessages, type ErrorBody } from '@jobboard/contracts';
import { createTranslator } from '@jobboard/i18n';
import { languageCookieName } from '@jobboard/i18n';
import { createEmployerRecord, createJobRecord, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';

useTestDatabase();
const api = useTestService(createPublicApi);

// A refusal is answered in the language the person reads the site in: the one chosen with the
// site's switcher (its cookie goes along with every API call), else the first the client asks
// for that the site speaks, else English. The code stays the same in every language.

/** An application with no name and no email: refused with "Missing Information". */
const applyWithoutName = async (jobId: string, headers: Record<string, string>) => {
  const body = new FormData();
  body.append('applicantName', ' ');
  const response = await fetch(`${api.url}/api/jobs/${jobId}/apply`, { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as ErrorBody & { title?: string } };
};

let spanish: Readonly<Record<string, string>>;
let jobId: string;
beforeAll(async () => {
  spanish = await contractsTexts.load('es');
  jobId = (await createJobRecord(await createEmployerRecord())).id;
});

describe('answers in the reader’s language', () => {
  it('refuses in English by default, and in Spanish for a client that asks for Spanish, with the same code', async () => {
    const { missingInformation } = applicationMessages;
    const english = await applyWithoutName(jobId, {});
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({ title: missingInformation.title, message: missingInformation.message });

    const inSpanish = await applyWithoutName(jobId, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(inSpanish.status).toBe(400);
    expect(spanish[missingInformation.message]).toBeDefined();
    expect(inSpanish.body).toMatchObject({
      code: english.body.code,
      title: spanish[missingInformation.title],
      message: spanish[missingInformation.message],
    });
  });

  it('follows the switcher’s choice over what the browser asks for', async () => {
    const chosenEnglish = await applyWithoutName(jobId, { 'accept-language': 'es', cookie: `${languageCookieName}=en` });
    expect(chosenEnglish.body.message).toBe(applicationMessages.missingInformation.message);
    const chosenSpanish = await applyWithoutName(jobId, { 'accept-language': 'en-US', cookie: `${languageCookieName}=es` });
    expect(chosenSpanish.body.message).toBe(spanish[applicationMessages.missingInformation.message]);
  });

  it('translates each problem of a request that does not fit its contract, naming the same fields', async () => {
    const english = await fetch(`${api.url}/api/jobs?q=driver&q=cook`);
    const inSpanish = await fetch(`${api.url}/api/jobs?q=driver&q=cook`, { headers: { 'accept-language': 'es' } });
    expect(english.status).toBe(400);
    expect(inSpanish.status).toBe(400);
    const [englishBody, spanishBody] = (await Promise.all([english.json(), inSpanish.json()])) as ErrorBody[];
    expect(englishBody.fields).toEqual([{ path: 'q', message: 'must be given only once' }]);
    expect(spanish['must be given only once']).toBeDefined();
    expect(spanishBody).toMatchObject({
      code: englishBody.code,
      fields: [{ path: 'q', message: spanish['must be given only once'] }],
      message: `q: ${spanish['must be given only once']}`,
    });
  });

  it('says a message built from values in the reader’s language too (an alert for a place that does not exist)', async () => {
    const save = (language: string) =>
      fetch(`${api.url}/api/job-alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify({ email: 'ana@example.com', source: 'jobs', search: 'q=cook&location=Atlantis, ZZ' }),
      });
    const [english, inSpanish] = await Promise.all([save('en-US'), save('es-MX')]);
    expect([english.status, inSpanish.status]).toEqual([400, 400]);
    const [englishBody, spanishBody] = (await Promise.all([english.json(), inSpanish.json()])) as ErrorBody[];
    const t = createTranslator('es', { es: spanish }).t;
    const said = `${jobSearchMessages.locationNotFound('Atlantis, ZZ', t)} ${t(jobSearchMessages.locationHint)}`;
    expect(englishBody.fields).toEqual([
      { path: 'search.location', message: `${jobSearchMessages.locationNotFound('Atlantis, ZZ')} ${jobSearchMessages.locationHint}` },
    ]);
    expect(said).not.toBe(englishBody.fields?.[0].message);
    expect(spanishBody.fields).toEqual([{ path: 'search.location', message: said }]);
  });
});
