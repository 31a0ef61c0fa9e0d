import type { Page } from 'playwright-core';
import { anEmployerRegistration, testPassword } from '@jobboard/test-kit';
import { markEmailVerified } from './accounts';

/**
 * Registers a company through the API from the page itself (as the signup form would: sign-up,
 * then sign-in with the same credentials): the browser is then signed in as it. Its address
 * counts as confirmed (so it can publish) unless told otherwise. Answers the new employer's id.
 */
export const registerEmployerInPage = async (page: Page, productUrl: string, companyName: string, { verified = true } = {}) => {
  await page.goto(`${productUrl}/employer-login`);
  const registration = anEmployerRegistration({ companyName, password: testPassword });
  const answered = await page.evaluate(async (body) => {
    const post = (url: string, json: unknown) =>
      fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json), credentials: 'include' });
    const signUp = await post('/api/employers', body);
    if (signUp.status !== 202) return { step: 'sign-up', status: signUp.status, id: '' };
    const logIn = await post('/api/employers/login', { email: body.email, password: body.password });
    return { step: 'sign-in', status: logIn.status, id: logIn.ok ? ((await logIn.json()) as { id: string }).id : '' };
  }, registration);
  if (!answered.id) throw new Error(`registering ${companyName}: the ${answered.step} answered ${answered.status}`);
  if (verified) await markEmailVerified('employer', registration.email);
  return answered.id;
};
