import { careerAdviceMessages, companyResearchMessages, emailPreferencesMessages, jobAlertMessages } from '@jobboard/contracts';
import { CareerArticleModel, InterviewQuestionModel } from '@jobboard/db';
import { seedDemoData } from '@jobboard/seed';
import { uniqueEmail, waitForMail } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const quiet = { info: () => undefined, warn: () => undefined };
const toastOf = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');

beforeAll(async () => {
  // The question bank, the company profiles (of the demo employers too) and the articles.
  await seedDemoData({ log: quiet });
}, 120_000);

const expectAccessible = async (page: Page, screenshot: string) => {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await saveScreenshot(page, screenshot);
};

describe('career tools', () => {
  it('a visitor practises interview questions by category, with real progress figures for the visit', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/interview`);
    const total = await InterviewQuestionModel.countDocuments();
    expect(total).toBeGreaterThanOrEqual(120);
    await page.getByText(`Question 1 of ${total}`).waitFor();
    await expectAccessible(page, 'interview-all');

    const mock = page.getByRole('button', { name: /^Mock Interviews/ });
    await mock.click();
    const mockTotal = await InterviewQuestionModel.countDocuments({ category: 'mock' });
    await page.getByText(`Question 1 of ${mockTotal}`).waitFor();
    expect(await mock.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByText('Mock Interviews', { exact: true }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Next Question' }).click();
    await page.getByText(`Question 2 of ${mockTotal}`).waitFor();
    const progress = page.getByRole('region', { name: 'Your Progress' });
    await progress.getByText('1', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Skip Question' }).click();
    await page.getByText(`Question 3 of ${mockTotal}`).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(`Question 2 of ${mockTotal}`).waitFor();

    // Behavioral questions are answered with STAR: the panel shows.
    await page.getByRole('button', { name: /^Common Questions/ }).click();
    await page.getByRole('heading', { name: 'Answer with STAR' }).waitFor();
    // Pressing the chosen category again clears it: every question again.
    await page.getByRole('button', { name: /^Common Questions/ }).click();
    await page.getByText(`Question 1 of ${total}`).waitFor();

    // The figures last for the visit (session storage).
    await page.reload();
    await page.getByRole('region', { name: 'Your Progress' }).getByText('1', { exact: true }).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('researches a company typed with a typo and follows the link to its jobs; an unknown name gets suggestions', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/research`);
    await page.getByRole('button', { name: 'Research' }).click();
    await toastOf(page).getByText(companyResearchMessages.missingName.title).waitFor();

    await page.getByRole('textbox', { name: 'Company name' }).fill('lanternfeild cloud');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Lanternfield Cloud Systems', level: 2 }).waitFor();
    await toastOf(page).getByText(companyResearchMessages.found.title).waitFor();
    for (const section of ['Overview', 'Core Values', 'Benefits', 'Interview Process', 'Common Interview Questions', 'Culture']) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    for (const fact of ['Location', 'Employees', 'Revenue', 'Employee rating', 'Founded']) {
      await page.getByText(fact, { exact: true }).waitFor();
    }
    // The three static cards are information, not buttons.
    expect(await page.getByRole('button', { name: /Financial Health|Employee Reviews|Recent News/ }).count()).toBe(0);
    await expectAccessible(page, 'research-found');

    await page.getByRole('link', { name: /open jobs? at Lanternfield Cloud Systems/ }).click();
    await page.waitForURL(/\/jobs\?q=Lanternfield/);

    await page.goto(`${product.url}/research?company=${encodeURIComponent('Lantern Bakery')}`);
    await page.getByRole('heading', { name: 'No company found' }).waitFor();
    await page.getByRole('button', { name: 'Lanternfield Cloud Systems' }).click();
    await page.getByRole('heading', { name: 'Lanternfield Cloud Systems', level: 2 }).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('reads the latest articles, filters by topic, opens one, and gets a 404 page for an unknown one', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/advice`);
    const articles = page.getByRole('heading', { name: 'Latest Articles' }).locator('..').getByRole('article');
    await articles.first().waitFor();
    expect(await articles.count()).toBe(3);
    await expectAccessible(page, 'advice');

    await page.getByRole('button', { name: /^Leadership/ }).click();
    await page.getByRole('heading', { name: 'Leadership Articles' }).waitFor();
    const leadership = await CareerArticleModel.findOne({ category: 'leadership' }).lean();
    const card = page.getByRole('article', { name: leadership!.title });
    await card.waitFor();
    await saveScreenshot(page, 'advice-topic');
    await card.getByRole('link', { name: /^Read More/ }).click();
    await page.getByRole('heading', { name: leadership!.title, level: 1 }).waitFor();
    await page.getByText(leadership!.content!.split('\n\n')[0]).waitFor();
    await expectAccessible(page, 'advice-article');

    await page.goto(`${product.url}/advice/${'0'.repeat(24)}`);
    await page.getByRole('heading', { name: '404 - Article Not Found' }).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('subscribes to the newsletter (twice is fine), and its emailed Unsubscribe link stops the emails as it opens', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('reader');
    await page.goto(`${product.url}/advice`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(careerAdviceMessages.emailRequired.message).first().waitFor();

    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await toastOf(page).getByText(careerAdviceMessages.subscribed.title).waitFor();
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await toastOf(page).getByText(careerAdviceMessages.subscribed.title).waitFor();

    const mail = await waitForMail(email, 'You are subscribed to career advice');
    const unsubscribe = /Unsubscribe: http:\/\/[^/\s]+(\/email-preferences\?token=\S+&stop=1)/.exec(mail.text)![1];
    // One step: opening the link stops them, and the page says so with the way back.
    await page.goto(`${product.url}${unsubscribe}`);
    await page.getByText(emailPreferencesMessages.stoppedNow).waitFor();
    await page.getByText(emailPreferencesMessages.stopped).waitFor();
    await expectAccessible(page, 'email-preferences-stopped');
    await page.getByRole('button', { name: emailPreferencesMessages.resume }).click();
    await page.getByText(emailPreferencesMessages.receiving).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('saves a job search as an email alert and confirms it from the emailed link', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('alerts');
    await page.goto(`${product.url}/jobs?q=forklift`);
    await page.getByRole('button', { name: jobAlertMessages.button }).click();
    const dialog = page.getByRole('dialog', { name: jobAlertMessages.dialogTitle });
    await dialog.getByText('"forklift" jobs', { exact: true }).waitFor();
    await expectAccessible(page, 'job-alert-dialog');
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await dialog.getByRole('button', { name: jobAlertMessages.save }).click();
    await toastOf(page).getByText(jobAlertMessages.checkEmail.title).waitFor();

    const mail = await waitForMail(email, 'Confirm your job alert');
    const confirmPath = /\/job-alerts\?confirm=\S+/.exec(mail.text)![0];
    await page.goto(`${product.url}${confirmPath}`);
    await page.getByRole('button', { name: jobAlertMessages.confirmButton }).click();
    await page.getByRole('heading', { name: jobAlertMessages.confirmed.title }).waitFor();
    await expectAccessible(page, 'job-alert-confirmed');

    // Second Chance offers the same.
    await page.goto(`${product.url}/second-chance`);
    await page.getByRole('button', { name: jobAlertMessages.button }).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('fits a phone screen', async () => {
    const page = await browser.newPage({ width: 375, height: 800 });
    for (const path of ['/interview', '/research?company=lantern', '/advice']) {
      await page.goto(`${product.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await saveScreenshot(page, `career-tools-phone${path.replace(/[/?=]/g, '-')}`);
    }
  });
});
