import type { BillingOverview, Role } from '@jobboard/contracts';
import { EmployerModel, PaymentModel } from '@jobboard/db';
import {
  aJobPosting,
  createEmployerRecord,
  ensurePlans,
  signInAs,
  TestClient,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
import { Types } from 'mongoose';
import Stripe from 'stripe';
import { createEmployerApi } from '../src/app';
import { aSubscription, anEvent, billingOf, creditsOf, deliverTo, newEmployerOn, webhookSecret } from './support/billing';

useTestDatabase();
const employerApi = useTestService(createEmployerApi);
const withoutStripe = useTestService(createEmployerApi, { STRIPE_SECRET_KEY: undefined, STRIPE_API_URL: undefined, STRIPE_WEBHOOK_SECRET: undefined });

const deliver = (payload: string, options?: Parameters<typeof deliverTo>[2]) => deliverTo(employerApi.url, payload, options);
const signer = new Stripe('sk_test_signer');

const aJobPostPayment = (employerId: string, id = `pi_test_${new Types.ObjectId().toHexString()}`) => ({
  id,
  object: 'payment_intent',
  amount: 9900,
  amount_received: 9900,
  currency: 'usd',
  status: 'succeeded',
  created: Math.floor(Date.now() / 1000),
  description: 'Job post credit',
  metadata: { employerId, type: 'job_post' },
});

const newEmployer = () => newEmployerOn(() => employerApi.url);

describe('plans and configuration', () => {
  it('lists the active plans from the database, cheapest first, prices in cents', async () => {
    await ensurePlans();

    const response = await new TestClient(() => employerApi.url).get<{ id: string; price: number; jobPostLimit?: number; stripePriceId?: string }[]>(
      '/api/subscription-plans',
    );

    // Every plan carries its price, found under its lookup key at start, before anything is sold.
    expect(response.body.map(({ id, price, jobPostLimit, stripePriceId }) => ({ id, price, jobPostLimit, stripePriceId }))).toEqual([
      { id: 'starter', price: 4900, jobPostLimit: 5, stripePriceId: 'price_real-opportunities-starter-monthly' },
      { id: 'pro', price: 19900, jobPostLimit: 15, stripePriceId: 'price_real-opportunities-pro-monthly' },
      { id: 'enterprise', price: 49900, jobPostLimit: undefined, stripePriceId: 'price_real-opportunities-enterprise-monthly' },
    ]);
  });

  it('tells the pages payments run on stripe-mock here, with no key in the answer', async () => {
    const response = await new TestClient(() => employerApi.url).get('/api/billing/config');

    expect(response.body).toEqual({ mode: 'mock' });
  });

  it('answers 503 and says payments are off when no Stripe key is configured', async () => {
    const employer = await createEmployerRecord();
    const client = new TestClient(() => withoutStripe.url);
    await signInAs(client, { subjectId: employer.id, role: 'employer' });

    expect((await client.get('/api/billing/config')).body).toMatchObject({ mode: 'off', message: expect.any(String) });
    const refused = await client.post(`/api/employers/${employer.id}/create-subscription`, { planId: 'pro' });
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('service_unavailable');
    expect((await client.post(`/api/employers/${employer.id}/create-payment-intent`, { type: 'job_post' })).status).toBe(503);
    expect((await client.get(`/api/employers/${employer.id}/billing`)).status).toBe(200);
  });
});

describe('subscriptions', () => {
  it('starts Professional with a free month at once: trialing, and posting works', async () => {
    const employer = await newEmployer();

    const response = await employer.client.post(`/api/employers/${employer.id}/create-subscription`, { planId: 'pro' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'trialing' });
    expect(response.body).not.toHaveProperty('clientSecret');
    const trialDays = (new Date(String(response.body.trialEnd)).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(trialDays)).toBe(30);
    expect(await billingOf(employer)).toMatchObject({ subscriptionStatus: 'trialing', subscriptionPlan: 'pro', planName: 'Professional', jobPostLimit: 15 });
    expect((await employer.client.post(`/api/employers/${employer.id}/jobs`, aJobPosting())).status).toBe(201);
  });

  it('asks for the Starter payment first; the simulated payment makes it active and records the fee', async () => {
    const employer = await newEmployer();

    const started = await employer.client.post(`/api/employers/${employer.id}/create-subscription`, { planId: 'starter' });
    expect(started.body).toMatchObject({ status: 'inactive', clientSecret: expect.any(String) });
    expect((await employer.client.post(`/api/employers/${employer.id}/jobs`, aJobPosting())).status).toBe(402);

    const paid = await employer.client.post(`/api/employers/${employer.id}/simulate-payment`, {
      kind: 'subscription',
      subscriptionId: started.body.subscriptionId,
    });

    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'starter' });
    expect((paid.body as unknown as BillingOverview).payments).toEqual([
      expect.objectContaining({ type: 'subscription', amount: 4900, status: 'succeeded' }),
    ]);
    expect((await employer.client.post(`/api/employers/${employer.id}/jobs`, aJobPosting())).status).toBe(201);
  });

  it('refuses a second subscription while one is in force (a change is the way), and cancels at the period end', async () => {
    const employer = await newEmployer();
    await employer.client.post(`/api/employers/${employer.id}/create-subscription`, { planId: 'pro' });

    const second = await employer.client.post(`/api/employers/${employer.id}/create-subscription`, { planId: 'enterprise' });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/Choose another plan to change it/);
    const canceled = await employer.client.post(`/api/employers/${employer.id}/cancel-subscription`);

    expect(canceled.body).toMatchObject({ subscriptionStatus: 'trialing', cancelAtPeriodEnd: true });
    expect((await employer.client.post(`/api/employers/${employer.id}/create-subscription`, { planId: 'enterprise' })).status).toBe(409);
    expect((await employer.client.post(`/api/employers/${employer.id}/jobs`, aJobPosting())).status).toBe(201);
  });

  it('refuses to cancel when there is nothing to cancel', async () => {
    const employer = await newEmployer();

    expect((await employer.client.post(`/api/employers/${employer.id}/cancel-subscription`)).status).toBe(409);
  });

  it('refuses an unknown plan', async () => {
    const employer = await newEmployer();

    expect((await employer.client.post(`/api/employers/${employer.id}/create-subscription`, { planId: 'platinum' })).status).toBe(400);
  });
});

describe('pay per post', () => {
  it('charges the server\'s price whatever amount the client sends', async () => {
    const employer = await newEmployer();

    const response = await employer.client.post(`/api/employers/${employer.id}/create-payment-intent`, {
      type: 'job_post',
      amount: 1,
      description: 'cheap please',
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ amount: 9900, clientSecret: expect.any(String), paymentIntentId: expect.stringMatching(/^pi_/) });
  });

  it('adds one credit for a simulated payment, records it with a receipt, and a post spends it', async () => {
    const employer = await newEmployer();
    const intent = await employer.client.post(`/api/employers/${employer.id}/create-payment-intent`, { type: 'job_post' });

    const paid = await employer.client.post(`/api/employers/${employer.id}/simulate-payment`, {
      kind: 'job_post',
      paymentIntentId: intent.body.paymentIntentId,
    });

    expect(paid.body).toMatchObject({ jobPostCredits: 1 });
    expect((paid.body as unknown as BillingOverview).payments).toEqual([
      expect.objectContaining({ type: 'job_post', amount: 9900, status: 'succeeded', receiptUrl: expect.stringMatching(/^https:/) }),
    ]);
    expect((await employer.client.post(`/api/employers/${employer.id}/jobs`, aJobPosting())).status).toBe(201);
    expect(await creditsOf(employer.id)).toBe(0);
  });

  it('shows a started payment as pending, and simulates only a payment this employer started', async () => {
    const employer = await newEmployer();
    const other = await newEmployer();
    const intent = await employer.client.post(`/api/employers/${employer.id}/create-payment-intent`, { type: 'job_post' });

    expect((await billingOf(employer)).payments).toEqual([expect.objectContaining({ status: 'pending', amount: 9900 })]);
    const madeUp = await employer.client.post(`/api/employers/${employer.id}/simulate-payment`, { kind: 'job_post', paymentIntentId: 'pi_madeUp' });
    const someoneElses = await other.client.post(`/api/employers/${other.id}/simulate-payment`, {
      kind: 'job_post',
      paymentIntentId: intent.body.paymentIntentId,
    });

    expect([madeUp.status, someoneElses.status]).toEqual([404, 404]);
    expect(await creditsOf(employer.id)).toBe(0);
    expect(await creditsOf(other.id)).toBe(0);
  });

  it('has no simulation when real Stripe keys are configured (here: none at all)', async () => {
    const employer = await createEmployerRecord();
    const client = new TestClient(() => withoutStripe.url);
    await signInAs(client, { subjectId: employer.id, role: 'employer' });

    expect((await client.post(`/api/employers/${employer.id}/simulate-payment`, { kind: 'job_post', paymentIntentId: 'pi_1' })).status).toBe(404);
  });
});

describe('the Stripe webhook', () => {
  it('refuses a forged signature and a stale one, applying nothing', async () => {
    const employer = await newEmployer();
    const payload = anEvent('payment_intent.succeeded', aJobPostPayment(employer.id));

    const forged = await deliver(payload, { secret: 'whsec_not_ours' });
    const stale = await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const unsigned = await fetch(`${employerApi.url}/api/stripe/webhook`, { method: 'POST', body: payload, headers: { 'content-type': 'application/json' } });

    expect([forged.status, stale.status, unsigned.status]).toEqual([400, 400, 400]);
    expect(await creditsOf(employer.id)).toBe(0);
    expect(await PaymentModel.countDocuments({ employerId: employer.id })).toBe(0);
  });

  it('applies an event delivered three times (at once) once', async () => {
    const employer = await newEmployer();
    const payload = anEvent('payment_intent.succeeded', aJobPostPayment(employer.id));

    const answers = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await creditsOf(employer.id)).toBe(1);
    expect(await PaymentModel.countDocuments({ employerId: employer.id })).toBe(1);
  });

  it('adds no second credit for the same payment arriving in a different event', async () => {
    const employer = await newEmployer();
    const payment = aJobPostPayment(employer.id);

    await deliver(anEvent('payment_intent.succeeded', payment));
    await deliver(anEvent('payment_intent.succeeded', payment));

    expect(await creditsOf(employer.id)).toBe(1);
  });

  it('gives exactly 20 credits for 20 different payments delivered at once', async () => {
    const employer = await newEmployer();

    await Promise.all(Array.from({ length: 20 }, () => deliver(anEvent('payment_intent.succeeded', aJobPostPayment(employer.id)))));

    expect(await creditsOf(employer.id)).toBe(20);
    expect(await PaymentModel.countDocuments({ employerId: employer.id, status: 'succeeded' })).toBe(20);
  });

  it('keeps the newer state when "updated" arrives before "created"', async () => {
    const employer = await newEmployer();
    const now = Math.floor(Date.now() / 1000);

    await deliver(anEvent('customer.subscription.updated', aSubscription(employer.id, 'active'), now));
    await deliver(anEvent('customer.subscription.created', aSubscription(employer.id, 'incomplete'), now - 5));

    expect(await billingOf(employer)).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'pro' });
  });

  it('applies created, then updated (trial with its end, cancel at period end), then deleted', async () => {
    const employer = await newEmployer();
    const now = Math.floor(Date.now() / 1000);
    const trialEnd = now + 30 * 86400;

    await deliver(anEvent('customer.subscription.created', aSubscription(employer.id, 'trialing', { trialEnd }), now));
    expect(await billingOf(employer)).toMatchObject({ subscriptionStatus: 'trialing', trialEnd: new Date(trialEnd * 1000).toISOString() });

    await deliver(anEvent('customer.subscription.updated', aSubscription(employer.id, 'active', { cancelAtPeriodEnd: true }), now + 1));
    expect(await billingOf(employer)).toMatchObject({ subscriptionStatus: 'active', cancelAtPeriodEnd: true });

    await deliver(anEvent('customer.subscription.deleted', aSubscription(employer.id, 'canceled'), now + 2));
    expect(await billingOf(employer)).toMatchObject({ subscriptionStatus: 'canceled' });
    expect((await employer.client.post(`/api/employers/${employer.id}/jobs`, aJobPosting())).status).toBe(402);
  });

  it('records failed payments and paid invoices, and ignores events it does not handle', async () => {
    const employer = await newEmployer();
    const failed = { ...aJobPostPayment(employer.id), status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } };

    await deliver(anEvent('payment_intent.payment_failed', failed));
    await deliver(anEvent('invoice.paid', { id: 'in_test_1', object: 'invoice', amount_paid: 19900, amount_due: 19900, created: Math.floor(Date.now() / 1000), metadata: { employerId: employer.id } }));
    await deliver(anEvent('invoice.payment_failed', { id: 'in_test_2', object: 'invoice', amount_paid: 0, amount_due: 19900, created: Math.floor(Date.now() / 1000), metadata: { employerId: employer.id } }));
    const ignored = await deliver(anEvent('customer.created', { id: 'cus_1', object: 'customer' }));

    expect(ignored.status).toBe(200);
    const payments = (await billingOf(employer)).payments.map(({ type, amount, status }) => ({ type, amount, status }));
    expect(payments).toEqual(
      expect.arrayContaining([
        { type: 'job_post', amount: 9900, status: 'failed' },
        { type: 'subscription', amount: 19900, status: 'succeeded' },
        { type: 'subscription', amount: 19900, status: 'failed' },
      ]),
    );
    expect(await creditsOf(employer.id)).toBe(0);
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const payload = anEvent('payment_intent.succeeded', aJobPostPayment(new Types.ObjectId().toHexString()));

    const response = await fetch(`${withoutStripe.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret() }) },
      body: payload,
    });

    expect(response.status).toBe(503);
  });
});

describe('who may use the billing routes', () => {
  type Caller = 'nobody' | 'jobseeker' | 'veteran' | 'another employer';
  const callers: Caller[] = ['nobody', 'jobseeker', 'veteran', 'another employer'];
  const routes = [
    { route: 'GET /api/employers/:id/billing', send: (c: TestClient, id: string) => c.get(`/api/employers/${id}/billing`) },
    { route: 'POST create-subscription', send: (c: TestClient, id: string) => c.post(`/api/employers/${id}/create-subscription`, { planId: 'pro' }) },
    { route: 'POST create-payment-intent', send: (c: TestClient, id: string) => c.post(`/api/employers/${id}/create-payment-intent`, { type: 'job_post' }) },
    { route: 'POST cancel-subscription', send: (c: TestClient, id: string) => c.post(`/api/employers/${id}/cancel-subscription`) },
    { route: 'POST change-plan', send: (c: TestClient, id: string) => c.post(`/api/employers/${id}/change-plan`, { planId: 'enterprise' }) },
    { route: 'GET plan-change-preview', send: (c: TestClient, id: string) => c.get(`/api/employers/${id}/plan-change-preview?planId=enterprise`) },
    {
      route: 'POST simulate-payment',
      send: (c: TestClient, id: string) => c.post(`/api/employers/${id}/simulate-payment`, { kind: 'job_post', paymentIntentId: 'pi_x' }),
    },
    { route: 'GET statements/:statementId', send: (c: TestClient, id: string) => c.get(`/api/employers/${id}/statements/${new Types.ObjectId().toHexString()}`) },
  ];

  it.each(routes.flatMap((row) => callers.map((caller) => [row.route, caller, row] as const)))(
    '%s refuses %s and buys nothing',
    async (_route, caller, row) => {
      const owner = await newEmployer();
      const client = new TestClient(() => employerApi.url);
      const as: Record<Exclude<Caller, 'nobody'>, { subjectId: string; role: Role }> = {
        jobseeker: { subjectId: new Types.ObjectId().toHexString(), role: 'jobseeker' },
        veteran: { subjectId: new Types.ObjectId().toHexString(), role: 'veteran' },
        'another employer': { subjectId: (await createEmployerRecord()).id, role: 'employer' },
      };
      if (caller !== 'nobody') await signInAs(client, as[caller]);

      const response = await row.send(client, owner.id);

      expect(response.status).toBe(caller === 'nobody' ? 401 : 403);
      expect((await EmployerModel.findById(owner.id).lean())?.subscriptionStatus).toBe('inactive');
      expect(await creditsOf(owner.id)).toBe(0);
    },
  );
});
