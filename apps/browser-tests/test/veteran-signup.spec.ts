import { accountScreenTexts, accountSecurityMessages } from '@jobboard/contracts';
import { TestClient, aVeteranRegistration, minimalPdf, uniqueEmail } from '@jobboard/test-kit';
import type { Locator, Page, Request } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const openSignup = async (page: Page) => {
  await page.goto(`${product.url}/veteran-signup`);
  await page.getByRole('heading', { name: 'Veteran Registration', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
};

/** Every request that is not a GET: what the page sent to a server. */
const trackSentRequests = (page: Page) => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(request);
  });
  return sent;
};

/** The error text shown under a field (wired to it through aria-describedby). */
const errorUnder = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      // The field's error text, not its hint: both describe it, the error's id ends in "-error".
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id))
      .map((described) => described?.textContent ?? '')
      .join(' '),
  );

const toastOf = (page: Page) => page.getByRole('region', { name: 'Notifications' });

const expectToast = async (page: Page, title: string, description: string, variant: string) => {
  const toast = toastOf(page).getByTestId('toast');
  await toast.getByText(title, { exact: true }).waitFor();
  expect(await toast.getByText(description, { exact: true }).count()).toBe(1);
  expect(await toast.getAttribute('data-variant')).toBe(variant);
};

const entriesOf = (page: Page, listName: string) =>
  page.getByRole('list', { name: listName }).getByRole('listitem').allTextContents();

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

/** The form control labelled `label`; a required field's label also carries its "*" marker. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`)).and(page.locator('input, select, textarea'));
const submitButton = (page: Page) => page.getByRole('button', { name: 'Create Veteran Profile' });

const fillRequired = async (page: Page, email: string) => {
  await field(page, 'First Name').fill('Jordan');
  await field(page, 'Last Name').fill('Ellis');
  await field(page, 'Email').fill(email);
  await field(page, 'Confirm Email').fill(email);
  await field(page, 'Password').fill('steady-hands-42');
  await field(page, 'Military Branch').selectOption('Air Force');
};

const addEntry = async (page: Page, listLabel: string, entryName: string, entry: string) => {
  await field(page, listLabel).fill(entry);
  await page.getByRole('button', { name: `Add ${entryName}`, exact: true }).click();
};

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: minimalPdf('Jordan Ellis, cyber systems operations, ten years') });

describe('veteran signup (/veteran-signup)', () => {
  it('shows the five sections of the form, accessible on desktop and on a phone', async () => {
    const page = await browser.newPage();
    await openSignup(page);

    for (const section of ['Personal Information', 'Military Service', 'Skills & Qualifications', 'Career Preferences', 'Resume & Profile']) {
      expect(await page.getByRole('heading', { name: section, level: 2 }).count()).toBe(1);
    }
    const branchOptions = await field(page, 'Military Branch').locator('option').allTextContents();
    expect(branchOptions.slice(1)).toEqual(['Army', 'Navy', 'Air Force', 'Marines', 'Coast Guard', 'Space Force']);
    const clearanceOptions = await field(page, 'Security Clearance').locator('option').allTextContents();
    expect(clearanceOptions.slice(1)).toEqual(['None', 'Public Trust', 'Secret', 'Top Secret', 'TS/SCI']);
    const educationOptions = await field(page, 'Education').locator('option').allTextContents();
    expect(educationOptions.slice(1)).toEqual(['High School', 'Some College', 'Associate', 'Bachelor', 'Master', 'Doctorate']);
    expect(await field(page, 'Availability').locator('option').allTextContents()).toEqual([
      'Immediately',
      '2 weeks',
      '1 month',
      '3 months',
    ]);
    const jobTypes = page.getByRole('group', { name: 'Preferred Job Types' }).getByRole('checkbox');
    expect(await jobTypes.count()).toBe(4);
    for (const jobType of ['Full-time', 'Part-time', 'Contract', 'Remote']) {
      expect(await page.getByRole('checkbox', { name: jobType }).isChecked()).toBe(false);
    }
    expect(await field(page, 'Resume').getAttribute('accept')).toBe('.pdf,.doc,.docx');

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
    await saveScreenshot(page, 'veteran-signup-empty');

    const phone = await browser.newPage({ width: 375, height: 812 });
    await openSignup(phone);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityViolations(phone)).toEqual([]);
    expect(browser.problemsOf(phone)).toEqual([]);
    await saveScreenshot(phone, 'veteran-signup-empty-mobile');
  });

  it('when a veteran fills in every section and submits, they land on their dashboard and the profile is stored as entered', async () => {
    const page = await browser.newPage();
    const sent = trackSentRequests(page);
    await openSignup(page);
    const email = uniqueEmail('jordan');

    await fillRequired(page, email);
    await field(page, 'Phone').fill('555-0142');
    await field(page, 'Location').fill('Colorado Springs, CO');
    await field(page, 'Rank').fill('Technical Sergeant (E-6)');
    await field(page, 'Service Years').fill('2010-2020');
    await field(page, 'Military Occupation (MOS)').fill('3D0X2 Cyber Systems Operations');
    await field(page, 'Security Clearance').selectOption('TS/SCI');
    await addEntry(page, 'Deployments', 'deployment', 'Operation Inherent Resolve, Qatar 2016');
    await addEntry(page, 'Deployments', 'deployment', 'Operation Enduring Freedom, Afghanistan 2012');
    await addEntry(page, 'Skills', 'skill', 'Network Security');
    await addEntry(page, 'Skills', 'skill', 'Team Leadership');
    await addEntry(page, 'Certifications', 'certification', 'CompTIA Security+');
    await field(page, 'Education').selectOption('Bachelor');
    await page.getByRole('checkbox', { name: 'Full-time' }).check();
    await page.getByRole('checkbox', { name: 'Remote' }).check();
    await field(page, 'Salary Expectation').fill('$85,000 - $100,000');
    await field(page, 'Availability').selectOption({ label: '1 month' });
    await page.getByRole('checkbox', { name: 'I am willing to relocate' }).check();
    await field(page, 'Resume').setInputFiles(pdf('jordan-ellis-resume.pdf'));
    await field(page, 'Profile Summary').fill('Ten years securing Air Force networks and leading a team of twelve.');
    await field(page, 'LinkedIn URL').fill('https://www.linkedin.com/in/jordan-ellis');
    await saveScreenshot(page, 'veteran-signup-filled');

    // Hold the registration on its way so the form can be seen while it is being sent.
    let releaseRegistration!: () => void;
    const registrationHeld = new Promise<void>((resolve) => {
      releaseRegistration = resolve;
    });
    await page.route('**/api/veterans', async (route) => {
      await registrationHeld;
      await route.continue();
    });
    await submitButton(page).click();
    const sending = page.getByRole('button', { name: 'Creating Profile…' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    releaseRegistration();

    await page.waitForURL(/\/veteran-dashboard\/[0-9a-f]{24}$/);
    await expectToast(page, 'Registration Successful', `Welcome! ${accountScreenTexts.welcomeCheckEmail}`, 'success');
    const id = new URL(page.url()).pathname.split('/').pop();

    // Sign-up starts no session: the form signs in with the same credentials at once, then stores the resume.
    expect(sent.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual([
      'POST /api/veterans',
      'POST /api/veterans/login',
      'POST /api/saved-resumes',
    ]);
    const body = sent[0].postDataJSON() as Record<string, unknown>;
    expect(body).not.toHaveProperty('confirmEmail');
    expect(body.resumeUrl).toBe('jordan-ellis-resume.pdf');
    const savedResumes = await page.request.get(`${product.url}/api/saved-resumes`);
    expect(((await savedResumes.json()) as { resumes: { name: string }[] }).resumes.map((resume) => resume.name)).toEqual(['jordan-ellis-resume.pdf']);

    // The browser is now signed in as this veteran, so it may read the profile.
    const stored = await page.request.get(`${product.url}/api/veterans/${id}`);
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toMatchObject({
      id,
      email,
      firstName: 'Jordan',
      lastName: 'Ellis',
      phone: '555-0142',
      location: 'Colorado Springs, CO',
      militaryBranch: 'Air Force',
      rank: 'Technical Sergeant (E-6)',
      serviceYears: '2010-2020',
      mos: '3D0X2 Cyber Systems Operations',
      securityClearance: 'TS/SCI',
      deployments: ['Operation Inherent Resolve, Qatar 2016', 'Operation Enduring Freedom, Afghanistan 2012'],
      skills: ['Network Security', 'Team Leadership'],
      certifications: ['CompTIA Security+'],
      education: 'Bachelor',
      preferredJobTypes: ['full-time', 'remote'],
      salaryExpectation: '$85,000 - $100,000',
      relocateWilling: true,
      availability: '1_month',
      resumeUrl: 'jordan-ellis-resume.pdf',
      profileSummary: 'Ten years securing Air Force networks and leading a team of twelve.',
      linkedinUrl: 'https://www.linkedin.com/in/jordan-ellis',
    });
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('list entries are trimmed, empty ones are ignored, Enter adds one without submitting, and each is removed by its position', async () => {
    const page = await browser.newPage();
    const sent = trackSentRequests(page);
    await openSignup(page);

    await addEntry(page, 'Skills', 'skill', '   Logistics   ');
    await addEntry(page, 'Skills', 'skill', '     ');
    await addEntry(page, 'Skills', 'skill', '');
    expect(await entriesOf(page, 'Skills')).toEqual(['Logistics']);

    await field(page, 'Skills').fill('Convoy Planning');
    await field(page, 'Skills').press('Enter');
    expect(await entriesOf(page, 'Skills')).toEqual(['Logistics', 'Convoy Planning']);
    expect(await field(page, 'Skills').inputValue()).toBe('');
    // Enter did not submit: no "required" messages appeared and nothing was sent.
    expect(await page.getByText('First Name is required').count()).toBe(0);
    expect(sent).toEqual([]);

    await addEntry(page, 'Skills', 'skill', 'Logistics');
    expect(await entriesOf(page, 'Skills')).toEqual(['Logistics', 'Convoy Planning', 'Logistics']);
    await page.getByRole('button', { name: 'Remove Logistics' }).nth(1).click();
    expect(await entriesOf(page, 'Skills')).toEqual(['Logistics', 'Convoy Planning']);
    await page.getByRole('button', { name: 'Remove Logistics' }).click();
    expect(await entriesOf(page, 'Skills')).toEqual(['Convoy Planning']);

    // Each list is its own: deployments and certifications follow the same rules.
    await field(page, 'Deployments').fill('  Kuwait 2003 ');
    await field(page, 'Deployments').press('Enter');
    await addEntry(page, 'Certifications', 'certification', ' PMP ');
    expect(await entriesOf(page, 'Deployments')).toEqual(['Kuwait 2003']);
    expect(await entriesOf(page, 'Certifications')).toEqual(['PMP']);
    expect(await entriesOf(page, 'Skills')).toEqual(['Convoy Planning']);
    await page.getByRole('button', { name: 'Remove Kuwait 2003' }).click();
    expect(await entriesOf(page, 'Deployments')).toEqual([]);

    expect(sent).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('refuses a resume over 5 MB or of another type at once, and sends nothing before the form is submitted', async () => {
    const page = await browser.newPage();
    const sent = trackSentRequests(page);
    await openSignup(page);
    const resume = field(page, 'Resume');
    const chosenFiles = () => resume.evaluate((input) => (input as HTMLInputElement).files?.length ?? 0);

    await resume.setInputFiles({
      name: 'service-record.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    await expectToast(page, 'File Too Large', 'Please upload a resume smaller than 5MB.', 'destructive');
    expect(await chosenFiles()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove service-record.pdf' }).count()).toBe(0);

    await resume.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expectToast(page, 'Invalid File Type', 'Please upload a PDF, DOC, or DOCX file.', 'destructive');
    expect(await chosenFiles()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove setup.exe' }).count()).toBe(0);

    await resume.setInputFiles(pdf('jordan-ellis-resume.pdf'));
    const remove = page.getByRole('button', { name: 'Remove jordan-ellis-resume.pdf' });
    await remove.waitFor();
    expect(await page.getByText('jordan-ellis-resume.pdf', { exact: true }).count()).toBe(1);

    await remove.click();
    await field(page, 'Resume').waitFor();
    expect(await page.getByText('jordan-ellis-resume.pdf', { exact: true }).count()).toBe(0);

    expect(sent).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('says "Invalid email address" under a malformed email and "Email addresses don\'t match" under a different confirmation', async () => {
    const page = await browser.newPage();
    const sent = trackSentRequests(page);
    await openSignup(page);
    await fillRequired(page, 'jordan.ellis@example.com');

    await field(page, 'Email').fill('jordan.ellis-at-example.com');
    await submitButton(page).click();
    expect(await errorUnder(field(page, 'Email'))).toBe('Invalid email address');

    await field(page, 'Email').fill('jordan.ellis@example.com');
    await field(page, 'Confirm Email').fill('jordan.elis@example.com');
    await submitButton(page).click();
    expect(await errorUnder(field(page, 'Email'))).toBe('');
    expect(await errorUnder(field(page, 'Confirm Email'))).toBe("Email addresses don't match");

    await field(page, 'Confirm Email').fill('not an email');
    expect(await errorUnder(field(page, 'Confirm Email'))).toBe('Invalid email address');

    expect(sent).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('when required fields are missing, each says so under the field, the first gets the focus, and nothing is sent', async () => {
    const page = await browser.newPage();
    const sent = trackSentRequests(page);
    await openSignup(page);
    await field(page, 'Email').fill('jordan.ellis@example.com');
    await field(page, 'Confirm Email').fill('jordan.ellis@example.org');
    await field(page, 'Password').fill('short');
    await field(page, 'LinkedIn URL').fill('linkedin profile');

    await submitButton(page).click();

    expect(await errorUnder(field(page, 'First Name'))).toBe('First Name is required');
    expect(await errorUnder(field(page, 'Last Name'))).toBe('Last Name is required');
    expect(await errorUnder(field(page, 'Military Branch'))).toBe('Military Branch is required');
    expect(await errorUnder(field(page, 'Password'))).toBe('Password must be at least 8 characters');
    expect(await errorUnder(field(page, 'Confirm Email'))).toBe("Email addresses don't match");
    expect(await errorUnder(field(page, 'LinkedIn URL'))).toBe('LinkedIn URL must be a web address starting with http:// or https://');
    expect(await field(page, 'First Name').evaluate((input) => input === document.activeElement)).toBe(true);
    expect(sent).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'veteran-signup-validation-errors');

    // Messages follow the corrections.
    await field(page, 'First Name').fill('Jordan');
    expect(await errorUnder(field(page, 'First Name'))).toBe('');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('when the email already has a profile, answers as for a new one: check your email, sign in or "Forgot password?"', async () => {
    const email = uniqueEmail('taken');
    const existing = await new TestClient(() => product.url).post('/api/veterans', aVeteranRegistration({ email }));
    expect(existing.status).toBe(202);

    const page = await browser.newPage();
    await openSignup(page);
    await fillRequired(page, email);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/veterans') && response.request().method() === 'POST'),
      submitButton(page).click(),
    ]);

    expect(answer.status()).toBe(202);
    const accepted = page.getByRole('status').filter({ hasText: accountSecurityMessages.signUpAccepted });
    await accepted.waitFor();
    expect(await accepted.getByRole('link', { name: accountScreenTexts.signIn }).getAttribute('href')).toBe('/veteran-login');
    expect(await accepted.getByRole('link', { name: accountScreenTexts.forgotPasswordLink }).getAttribute('href')).toBe('/veteran-forgot-password');
    expect(new URL(page.url()).pathname).toBe('/veteran-signup');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
