import type { BillingOverview, ChangePlanResult, CreateSubscriptionResult, PlanChangePreview } from '@jobboard/contracts';
import { BillingStatementModel, EmployerModel, JobModel } from '@jobboard/db';
import { aJobPosting, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { closeMonthlyStatements, createStripeGateway, expireUnpaidSubscriptions } from '@jobboard/billing';
import { createEmployerApi } from '../src/app';
import {
  aPaidInvoice,
  aSubscription,
  anEvent,
  billingOf,
  deliverTo,
  newEmployerOn,
  nowSeconds,
  type SignedInEmployer,
} from './support/billing';

useTestDatabase();
const employerApi = useTestService(createEmployerApi);
const deliver = (payload: string) => deliverTo(employerApi.url, payload);
const newEmployer = () => newEmployerOn(() => employerApi.url);

const create = (employer: SignedInEmployer, planId: string) =>
  employer.client.post<CreateSubscriptionResult>(`/api/employers/${employer.id}/create-subscription`, { planId });
const change = (employer: SignedInEmployer, planId: string) => employer.client.post<ChangePlanResult>(`/api/employers/${employer.id}/change-plan`, { planId });
const preview = (employer: SignedInEmployer, planId: string) =>
  employer.client.get<PlanChangePreview>(`/api/employers/${employer.id}/plan-change-preview?planId=${planId}`);
const simulate = (employer: SignedInEmployer, body: Record<string, unknown>) =>
  employer.client.post<BillingOverview>(`/api/employers/${employer.id}/simulate-payment`, body);
const post = (employer: SignedInEmployer) => employer.client.post(`/api/employers/${employer.id}/jobs`, aJobPosting());
const cancel = (employer: SignedInEmployer) => employer.client.post<BillingOverview>(`/api/employers/${employer.id}/cancel-subscription`);

/** What the billing page shows of the plan (payments and statements aside). */
const planShown = async (employer: SignedInEmployer) => {
  const { payments: _payments, statements: _statements, ...plan } = await billingOf(employer);
  return plan;
};

/** A paid Starter plan, through the page's own flow: create, then the (simulated) payment. */
const paidStarter = async () => {
  const employer = await newEmployer();
  const started = await create(employer, 'starter');
  await simulate(employer, { kind: 'subscription', subscriptionId: started.body.subscriptionId });
  return { employer, subscriptionId: started.body.subscriptionId };
};

const stored = async (id: string) => EmployerModel.findById(id).lean();

describe('a plan takes effect only when it is paid', () => {
  it('leaves everything as it was when the payment of a new plan is abandoned', async () => {
    const employer = await newEmployer();
    const before = await planShown(employer);

    const started = await create(employer, 'starter');

    expect(started.body).toMatchObject({ status: 'inactive', clientSecret: expect.any(String) });
    expect(await planShown(employer)).toEqual(before);
    expect(before).toMatchObject({ subscriptionStatus: 'inactive', planPostsUsed: 0 });
    expect(before.subscriptionPlan).toBeUndefined();
    expect((await post(employer)).status).toBe(402);
  });

  it('cannot turn a cancelled free trial into an unpaid Enterprise plan (the reported attack)', async () => {
    const employer = await newEmployer();
    await create(employer, 'pro');
    await cancel(employer);
    const before = await planShown(employer);

    const resubscribe = await create(employer, 'enterprise');
    const upgrade = await change(employer, 'enterprise');

    expect(resubscribe.status).toBe(409);
    // Upgrading ends the free month: Enterprise in full, from today, once paid.
    expect(upgrade.body).toMatchObject({ kind: 'upgrade', outcome: 'payment_required', amountDue: 49900, clientSecret: expect.any(String) });
    const after = await planShown(employer);
    expect(after).toMatchObject({ subscriptionPlan: 'pro', planName: 'Professional', jobPostLimit: 15, subscriptionStatus: 'trialing', cancelAtPeriodEnd: true });
    expect(after.pendingChange).toEqual({ planId: 'enterprise', planName: 'Enterprise', amountDue: 49900 });
    const { pendingChange: _pending, ...rest } = after;
    expect(rest).toEqual(before);
  });

  it('restores no posts when an unpaid subscription is started again and again', async () => {
    const { employer } = await paidStarter();
    for (let post = 0; post < 5; post += 1) expect((await postJob(employer)).status).toBe(201);

    await cancel(employer);
    for (const plan of ['enterprise', 'pro', 'enterprise']) {
      await create(employer, plan);
      await change(employer, plan);
    }

    expect((await postJob(employer)).status).toBe(402);
    expect(await planShown(employer)).toMatchObject({ subscriptionPlan: 'starter', planPostsUsed: 5, jobPostLimit: 5 });
  });

  it('makes a paid subscription active and records its invoice', async () => {
    const { employer } = await paidStarter();

    expect(await billingOf(employer)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'starter',
      payments: [expect.objectContaining({ type: 'subscription', amount: 4900, status: 'succeeded' })],
    });
    expect((await post(employer)).status).toBe(201);
  });

  it('forgets a subscription that expired unpaid (Stripe says so, or the sweep after 23 hours)', async () => {
    const first = await newEmployer();
    const second = await newEmployer();
    const a = await create(first, 'starter');
    const b = await create(second, 'starter');
    const gateway = createStripeGateway({ STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY, STRIPE_API_URL: process.env.STRIPE_API_URL });
    if (!gateway) throw new Error('the test run has no payments configured');
    const payments = { gateway };

    await deliver(anEvent('customer.subscription.updated', aSubscription(first.id, 'incomplete_expired', { id: a.body.subscriptionId, planId: 'starter' })));
    const swept = await Promise.all([
      expireUnpaidSubscriptions(payments, new Date(Date.now() + 24 * 3600_000)),
      expireUnpaidSubscriptions(payments, new Date(Date.now() + 24 * 3600_000)),
    ]);

    expect((await stored(first.id))?.pendingSubscription).toBeUndefined();
    expect((await stored(second.id))?.pendingSubscription).toBeUndefined();
    expect(swept.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect((await simulate(second, { kind: 'subscription', subscriptionId: b.body.subscriptionId })).status).toBe(409);
    expect(await planShown(second)).toMatchObject({ subscriptionStatus: 'inactive' });
  });
});

/** Posts a job; the plan or a credit pays for it, or 402. */
const postJob = post;

describe('one free month per employer, ever', () => {
  it('gives the free month once: after it, a trial plan asks for payment and the page says no trial is left', async () => {
    const employer = await newEmployer();
    const trial = await create(employer, 'pro');
    expect(await billingOf(employer)).toMatchObject({ trialAvailable: false, trialStartedAt: expect.any(String) });

    // The trial ends at Stripe (deleted), and later events carry no trial at all.
    await deliver(anEvent('customer.subscription.deleted', aSubscription(employer.id, 'canceled', { id: trial.body.subscriptionId }), nowSeconds() + 5));
    await deliver(anEvent('customer.subscription.updated', aSubscription(employer.id, 'canceled', { id: trial.body.subscriptionId, trialEnd: null }), nowSeconds() + 6));
    const again = await create(employer, 'enterprise');

    expect(again.body).toMatchObject({ status: 'inactive', clientSecret: expect.any(String) });
    expect(await billingOf(employer)).toMatchObject({ subscriptionStatus: 'canceled', trialAvailable: false });
  });

  const orders = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];

  it.each(orders)('keeps the trial marker and ends canceled whatever order the events come in (%i %i %i)', async (...order) => {
    const employer = await newEmployer();
    const trial = await create(employer, 'pro');
    const id = trial.body.subscriptionId;
    const t = nowSeconds() + 10;
    const events = [
      anEvent('customer.subscription.updated', aSubscription(employer.id, 'active', { id, trialEnd: null }), t),
      anEvent('customer.subscription.updated', aSubscription(employer.id, 'past_due', { id, trialEnd: null }), t + 1),
      anEvent('customer.subscription.deleted', aSubscription(employer.id, 'canceled', { id, trialEnd: null }), t + 2),
    ];

    for (const index of order) expect((await deliver(events[index])).status).toBe(200);

    expect(await billingOf(employer)).toMatchObject({ subscriptionStatus: 'canceled', trialAvailable: false });
    expect((await stored(employer.id))?.trialStartedAt).toBeInstanceOf(Date);
    expect((await post(employer)).status).toBe(402);
  });
});

describe('webhooks in any order', () => {
  it.each([
    ['the invoice paid before the subscription is reported created', ['paid', 'created', 'updated']],
    ['created, paid, updated', ['created', 'paid', 'updated']],
    ['updated (active) first', ['updated', 'paid', 'created']],
  ])('makes the paid subscription active: %s', async (_name, deliveries) => {
    const employer = await newEmployer();
    const started = await create(employer, 'starter');
    const id = started.body.subscriptionId;
    const t = nowSeconds();
    const events: Record<string, string> = {
      created: anEvent('customer.subscription.created', aSubscription(employer.id, 'incomplete', { id, planId: 'starter' }), t),
      paid: anEvent('invoice.paid', aPaidInvoice(employer.id, id, 4900), t + 1),
      updated: anEvent('customer.subscription.updated', aSubscription(employer.id, 'active', { id, planId: 'starter' }), t + 1),
    };

    for (const name of deliveries) await deliver(events[name]);

    expect(await billingOf(employer)).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'starter' });
    expect((await stored(employer.id))?.pendingSubscription).toBeUndefined();
  });

  it('reads an invoice of an API version before 2025 (the subscription a field of its own) as well', async () => {
    const employer = await newEmployer();
    const started = await create(employer, 'starter');
    const { parent: _parent, ...legacy } = aPaidInvoice(employer.id, started.body.subscriptionId, 4900);

    await deliver(anEvent('invoice.paid', { ...legacy, subscription: started.body.subscriptionId }));

    expect(await billingOf(employer)).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'starter' });
  });

  it('cancels at Stripe a second subscription reported for an employer that has one in force, and keeps the first', async () => {
    const { employer, subscriptionId } = await paidStarter();

    const stray = await deliver(anEvent('customer.subscription.created', aSubscription(employer.id, 'trialing', { id: 'sub_stray', planId: 'enterprise' })));

    expect(stray.status).toBe(200);
    expect(await billingOf(employer)).toMatchObject({ subscriptionPlan: 'starter', subscriptionStatus: 'active' });
    expect((await stored(employer.id))?.stripeSubscriptionId).toBe(subscriptionId);
  });
});

describe('one subscription per employer under concurrency', () => {
  it('gives one subscription for 20 concurrent requests: the same answer or a 409', async () => {
    const employer = await newEmployer();

    const answers = await Promise.all(Array.from({ length: 20 }, () => create(employer, 'starter')));

    const created = answers.filter((answer) => answer.status === 200);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body.subscriptionId)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect((await stored(employer.id))?.pendingSubscription?.stripeSubscriptionId).toBe(created[0].body.subscriptionId);
  });

  it('starts one trial for 20 concurrent requests, the others refused', async () => {
    const employer = await newEmployer();

    const answers = await Promise.all(Array.from({ length: 20 }, () => create(employer, 'pro')));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await billingOf(employer)).toMatchObject({ subscriptionStatus: 'trialing', subscriptionPlan: 'pro' });
  });

  it('makes one upgrade of 20 concurrent change requests (the same answer or a 409)', async () => {
    const { employer } = await paidStarter();

    const answers = await Promise.all(Array.from({ length: 20 }, () => change(employer, 'pro')));

    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(accepted.map((answer) => `${answer.body.outcome}:${answer.body.amountDue}:${answer.body.clientSecret}`)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
  });

  it('never lets more posts through than the period allows, across a cancel and a resume meanwhile', async () => {
    const { employer } = await paidStarter();

    const [posts] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, () => post(employer))),
      (async () => {
        await cancel(employer);
        await change(employer, 'starter');
      })(),
    ]);

    expect(posts.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(posts.filter((answer) => answer.status === 402)).toHaveLength(7);
    expect(await JobModel.countDocuments({ employerId: employer.id })).toBe(5);
    expect(await planShown(employer)).toMatchObject({ subscriptionPlan: 'starter', cancelAtPeriodEnd: false, planPostsUsed: 5 });
  });
});

describe('changing plan without cancelling', () => {
  it('upgrades Starter to Professional once the prorated invoice is paid, in the same period', async () => {
    const { employer } = await paidStarter();
    expect((await post(employer)).status).toBe(201);
    expect((await post(employer)).status).toBe(201);
    const periodBefore = (await billingOf(employer)).currentPeriodStart;

    const shown = await preview(employer, 'pro');
    expect(shown.body).toMatchObject({ kind: 'upgrade', planName: 'Professional', nextInvoiceAmount: 19900 });
    // Almost the whole month is left: nearly the full difference of $150.
    expect(shown.body.amountDue).toBeGreaterThan(14_000);
    expect(shown.body.amountDue).toBeLessThanOrEqual(15_000);
    expect(shown.body.lines.map((line) => line.amount).reduce((sum, amount) => sum + amount, 0)).toBe(shown.body.amountDue);

    // Confirmed a moment later, with the preview's moment: charged exactly what was shown.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const changed = await employer.client.post<ChangePlanResult>(`/api/employers/${employer.id}/change-plan`, {
      planId: 'pro',
      prorationDate: shown.body.prorationDate,
    });
    expect(changed.body).toMatchObject({ outcome: 'payment_required', amountDue: shown.body.amountDue });
    expect(await planShown(employer)).toMatchObject({ subscriptionPlan: 'starter', pendingChange: { planId: 'pro' } });

    const paid = await simulate(employer, { kind: 'plan_change', subscriptionId: changed.body.subscriptionId });

    // The same period, and its posts stay counted: 2 of Professional's 15 used.
    expect(paid.body).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'pro', currentPeriodStart: periodBefore, planPostsUsed: 2 });
    expect(paid.body.pendingChange).toBeUndefined();
    const upgradePayment = paid.body.payments.find((payment) => payment.amount === shown.body.amountDue);
    expect(upgradePayment).toMatchObject({ description: 'Plan change', lines: shown.body.lines });
  });

  it('upgrades over a cancellation: nothing changes until paid, then the new plan renews', async () => {
    const { employer } = await paidStarter();
    await cancel(employer);

    const changed = await change(employer, 'enterprise');
    expect(await planShown(employer)).toMatchObject({ subscriptionPlan: 'starter', cancelAtPeriodEnd: true });
    await simulate(employer, { kind: 'plan_change', subscriptionId: changed.body.subscriptionId });

    expect(await planShown(employer)).toMatchObject({ subscriptionPlan: 'enterprise', cancelAtPeriodEnd: false });
  });

  it('forgets an upgrade left unpaid once Stripe would have dropped it (23 hours)', async () => {
    const { employer } = await paidStarter();
    await change(employer, 'pro');
    const gateway = createStripeGateway({ STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY, STRIPE_API_URL: process.env.STRIPE_API_URL });
    if (!gateway) throw new Error('the test run has no payments configured');

    await expireUnpaidSubscriptions({ gateway }, new Date(Date.now() + 24 * 3600_000));

    expect(await planShown(employer)).toMatchObject({ subscriptionPlan: 'starter' });
    expect((await planShown(employer)).pendingChange).toBeUndefined();
  });

  it('downgrades at the end of the period (nothing charged now), and can keep the current plan instead', async () => {
    const { employer } = await paidStarter();
    const changed = await change(employer, 'pro');
    await simulate(employer, { kind: 'plan_change', subscriptionId: changed.body.subscriptionId });
    const { subscriptionEndDate } = await billingOf(employer);

    const shown = await preview(employer, 'starter');
    const scheduled = await change(employer, 'starter');

    expect(shown.body).toMatchObject({ kind: 'downgrade', amountDue: 0, effectiveAt: subscriptionEndDate, nextInvoiceAmount: 4900 });
    expect(scheduled.body).toMatchObject({ kind: 'downgrade', outcome: 'scheduled', amountDue: 0, effectiveAt: subscriptionEndDate });
    expect(await planShown(employer)).toMatchObject({ subscriptionPlan: 'pro', scheduledChange: { planId: 'starter', effectiveAt: subscriptionEndDate } });

    const kept = await change(employer, 'pro');
    expect(kept.body).toMatchObject({ kind: 'keep', outcome: 'applied' });
    expect((await planShown(employer)).scheduledChange).toBeUndefined();
  });

  it('moves to the scheduled plan when Stripe starts the next period on it', async () => {
    const { employer, subscriptionId } = await paidStarter();
    const changed = await change(employer, 'pro');
    await simulate(employer, { kind: 'plan_change', subscriptionId: changed.body.subscriptionId });
    await change(employer, 'starter');
    const next = nowSeconds() + 30 * 86400;

    await deliver(anEvent('customer.subscription.updated', aSubscription(employer.id, 'active', { id: subscriptionId, planId: 'starter', periodStart: next }), nowSeconds() + 60));

    expect(await planShown(employer)).toMatchObject({ subscriptionPlan: 'starter', jobPostLimit: 5, currentPeriodStart: new Date(next * 1000).toISOString() });
    expect((await planShown(employer)).scheduledChange).toBeUndefined();
  });

  it('resumes a cancelled plan when the same plan is chosen, and refuses the same plan otherwise', async () => {
    const { employer } = await paidStarter();
    expect((await change(employer, 'starter')).status).toBe(409);

    await cancel(employer);
    const resumed = await change(employer, 'starter');

    expect(resumed.body).toMatchObject({ kind: 'resume', outcome: 'applied' });
    expect(await planShown(employer)).toMatchObject({ subscriptionPlan: 'starter', cancelAtPeriodEnd: false });
  });

  it('refuses a change without a plan, or while a payment is past due; posting then waits for the payment', async () => {
    const employer = await newEmployer();
    const noPlan = await change(employer, 'pro');
    expect(noPlan.status).toBe(409);
    expect(JSON.stringify(noPlan.body)).toMatch(/no plan to change/);

    const { employer: late, subscriptionId } = await paidStarter();
    await deliver(anEvent('customer.subscription.updated', aSubscription(late.id, 'past_due', { id: subscriptionId, planId: 'starter' }), nowSeconds() + 5));

    const refused = await change(late, 'pro');
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toMatch(/last payment did not go through/);
    expect(await planShown(late)).toMatchObject({ subscriptionStatus: 'past_due' });
    expect((await post(late)).status).toBe(402);
  });

  it('previews only real changes: 400 for an unknown plan, 409 for the current one', async () => {
    const { employer } = await paidStarter();

    expect((await preview(employer, 'platinum')).status).toBe(400);
    expect((await preview(employer, 'starter')).status).toBe(409);
  });
});

describe('month-end statements', () => {
  it('are written once per employer and month by the scheduled job, under concurrent runs, with the payments\' lines in the PDF', async () => {
    const { employer, subscriptionId } = await paidStarter();
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const paidLastMonth = { ...aPaidInvoice(employer.id, subscriptionId, 4900), created: Math.floor(lastMonth.getTime() / 1000) + 3600 };
    await deliver(anEvent('invoice.paid', paidLastMonth));
    expect((await billingOf(employer)).statements).toEqual([]);

    const runs = await Promise.all(Array.from({ length: 5 }, () => closeMonthlyStatements()));

    expect(runs.reduce((sum, created) => sum + created, 0)).toBeGreaterThanOrEqual(1);
    expect(await BillingStatementModel.countDocuments({ employerId: employer.id })).toBe(1);
    const [statement] = (await billingOf(employer)).statements;
    expect(statement).toMatchObject({ month: lastMonth.getUTCMonth() + 1, year: lastMonth.getUTCFullYear(), subscriptionFee: 4900, totalAmount: 4900 });
    const pdf = await employer.client.get(`/api/employers/${employer.id}/statements/${statement.id}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text).toContain('Total: $49.00');
    expect(pdf.text).toContain('Plan: $49.00');
  });
});
