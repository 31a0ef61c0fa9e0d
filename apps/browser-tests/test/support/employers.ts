import type { Page } from 'playwright-core';
import { anEmployerRegistration, testPassword } from '@jobboard/test-kit';

/**
 * Registers a company through the API from the page itself (as the signup form would): the
 * browser is then signed in as it. Answers the new employer's id.
 */
export const registerEmployerInPage = async (page: Page, productUrl: string, companyName: string) => {
  await page.goto(`${productUrl}/employer-login`);
  const registration = anEmployerRegistration({ companyName, password: testPassword });
  const created = await page.evaluate(async (body) => {
    const response = await fetch('/api/employers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
    });
    return { status: response.status, body: (await response.json()) as { id: string } };
  }, registration);
  if (created.status !== 201) throw new Error(`registering ${companyName} answered ${created.status}`);
  return created.body.id;
};
