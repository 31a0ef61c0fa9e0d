import { randomBytes } from 'node:crypto';
import { PendingApplicationModel } from '@jobboard/db';
import { languageCookieName } from '@jobboard/i18n';
import { anEmployerRegistration, createEmployerRecord, createJobRecord, minimalPdf, signUpThroughApi, TestClient } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

// The site speaks English and Spanish: the language a person chose with the switcher (kept in a
// cookie, for guests too), else the first one their browser asks for that the site speaks.

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation').last();
const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);
const chosenLanguage = async (page: Page) => (await page.context().cookies()).find(({ name }) => name === languageCookieName)?.value;

describe('the site in Spanish and English', () => {
  it('renders a page in Spanish on the server for a browser that asks for Spanish, and hydrates it as sent', async () => {
    const response = await fetch(`${product.url}/jobs`, { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' } });
    const html = await response.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain('Buscar empleos');
    expect(html).toContain('id="rendered-texts"');
    expect(html).toContain('<title>Buscar empleos · Real Opportunities</title>');

    const page = await browser.newPage({ locale: 'es-MX' });
    await page.goto(`${product.url}/jobs`, { waitUntil: 'networkidle' });
    await mainNav(page).getByRole('link', { name: 'Buscar empleos' }).waitFor();
    expect(await pageLanguage(page)).toBe('es');
    expect(await page.title()).toBe('Buscar empleos · Real Opportunities');
    await page.getByRole('contentinfo').getByText('Porque las personas reales merecen oportunidades reales.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
    await saveScreenshot(page, 'site-language-jobs-es');
  });

  it('speaks English to an English browser, and offers Español by its own name', async () => {
    const html = await (await fetch(`${product.url}/`, { headers: { 'accept-language': 'en-US,en;q=0.9' } })).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).not.toContain('id="rendered-texts"');

    const page = await browser.newPage();
    await page.goto(`${product.url}/`, { waitUntil: 'networkidle' });
    const switcher = page.getByRole('contentinfo').getByRole('button', { name: 'Español' });
    expect(await switcher.getAttribute('lang')).toBe('es');
    expect(await pageLanguage(page)).toBe('en');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('switches in place with the switcher, keeps the choice over the browser language, and switches back at any time', async () => {
    const page = await browser.newPage({ locale: 'es-US' });
    await page.goto(`${product.url}/`, { waitUntil: 'networkidle' });
    await mainNav(page).getByRole('link', { name: 'Buscar empleos' }).waitFor();

    const url = page.url();
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await mainNav(page).getByRole('link', { name: 'Find Jobs' }).waitFor();
    expect(page.url()).toBe(url);
    expect(await pageLanguage(page)).toBe('en');
    expect(await chosenLanguage(page)).toBe('en');

    // Chosen beats what the browser asks for: on the server's render and on a page the browser renders.
    await page.reload({ waitUntil: 'networkidle' });
    await mainNav(page).getByRole('link', { name: 'Find Jobs' }).waitFor();
    await page.goto(`${product.url}/employer-login`, { waitUntil: 'networkidle' });
    await mainNav(page).getByRole('link', { name: 'Find Jobs' }).waitFor();
    expect(await pageLanguage(page)).toBe('en');

    const back = page.getByRole('contentinfo').getByRole('button', { name: 'Español' });
    await back.focus();
    await page.keyboard.press('Enter');
    await mainNav(page).getByRole('link', { name: 'Buscar empleos' }).waitFor();
    expect(await pageLanguage(page)).toBe('es');
    expect(await chosenLanguage(page)).toBe('es');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('offers the switcher in the menu on a phone', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${product.url}/jobs`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).or(page.getByLabel('Menu')).getByRole('button', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Cerrar menú' }).waitFor();
    expect(await pageLanguage(page)).toBe('es');
    await saveScreenshot(page, 'site-language-menu-es');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('lets a Spanish reader find a job, read its page and fill in the application in Spanish, the language preset to theirs', async () => {
    const word = `zq${randomBytes(4).toString('hex')}`;
    const employer = await createEmployerRecord({ companyName: 'Puerto Freight' });
    const job = await createJobRecord(employer, {
      title: 'Forklift Operator',
      description: `Forklift Operator (${word}): move freight safely across a busy dock, day shift, weekly pay.`,
      type: 'full-time',
      screeningQuestions: ['Do you hold a current forklift certification?'],
    });
    const page = await browser.newPage({ locale: 'es-MX' });
    await page.goto(`${product.url}/jobs`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByLabel('Puesto o palabras clave').fill(word);
    await main.getByRole('button', { name: 'Buscar', exact: true }).click();
    await main.getByText('1 empleo encontrado').waitFor();

    await main.getByRole('link', { name: 'Forklift Operator' }).first().click();
    await page.waitForURL(`**/jobs/${job.id}`);
    await main.getByRole('heading', { level: 1, name: 'Forklift Operator' }).waitFor();
    await main.getByRole('button', { name: 'Postularse a Forklift Operator' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Postularse al puesto' });
    await dialog.waitFor();
    expect(await dialog.locator('legend').first().textContent()).toBe('Información personal');
    expect(await dialog.getByRole('combobox', { name: 'Idioma preferido' }).inputValue()).toBe('es');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Sent with nothing filled in: the refusal is the contracts' message, in Spanish.
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByRole('region', { name: 'Notificaciones' }).getByText('Falta información').waitFor();

    const email = `ana.${word}@example.com`;
    await dialog.getByRole('textbox', { name: 'Nombre completo' }).fill('Ana Reyes');
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await dialog
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'ana-curriculum.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Ana Reyes - montacargas, 6 años') });
    const answers = dialog.getByRole('group').last().getByRole('textbox');
    await answers.nth(0).fill('Sí, desde 2019.');
    await answers.nth(1).fill('No');
    await answers.nth(2).fill('Sí, tengo auto propio.');
    await answers.nth(3).fill('I understand');
    await saveScreenshot(page, 'site-language-apply-es');
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await dialog.waitFor({ state: 'detached' });
    const stored = await PendingApplicationModel.findOne({ jobId: job.id, applicantEmail: email }).lean();
    expect(stored).toMatchObject({ applicantName: 'Ana Reyes', preferredLanguage: 'es' });
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it("shows an employer's dashboard in Spanish, its remote's texts and the shared screens' alike", async () => {
    const registration = anEmployerRegistration({ companyName: `Cosecha Foods ${Date.now() % 100_000}` });
    const employer = await signUpThroughApi(new TestClient(() => product.url), 'employer', registration);
    const page = await browser.newPage({ locale: 'es-US' });
    const signedIn = await page.request.post(`${product.url}/api/employers/login`, { data: { email: employer.email, password: employer.password } });
    expect(signedIn.status()).toBe(200);
    await page.goto(`${product.url}/employer-dashboard/${employer.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: registration.companyName }).waitFor();
    await page.getByRole('tab', { name: /^Empleos publicados/ }).waitFor();
    await page.getByRole('button', { name: 'Publicar nuevo empleo' }).first().waitFor();
    expect(await pageLanguage(page)).toBe('es');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'site-language-employer-es');

    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.getByRole('tab', { name: /^Job Postings/ }).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
