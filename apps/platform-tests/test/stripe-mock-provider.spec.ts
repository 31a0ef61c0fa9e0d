import Stripe from 'stripe';

// The payments this run obtained (npm test, or the test kit's global setup for a single file):
// stripe-mock unless real keys are configured. Checked with the Stripe SDK configured as
// employer-api configures it, so billing's tests stand on a working provider.
const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = process.env;
const apiUrl = process.env.STRIPE_API_URL?.trim() || undefined;

/** The SDK against stripe-mock's address (STRIPE_API_URL), as employer-api builds it. */
const mockClient = (key: string, url: string) => {
  const { hostname, port, protocol } = new URL(url);
  return new Stripe(key, { host: hostname, port: Number(port), protocol: protocol === 'https:' ? 'https' : 'http' });
};

it('has payments: stripe-mock with test keys, unless real keys are configured', () => {
  if (!secretKey) {
    throw new Error('Payments are off: stripe-mock could not be found or installed (the "Payments:" line of the setup log says why; usually Go is missing)');
  }
  if (apiUrl) {
    expect(apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(secretKey).toMatch(/^sk_test_/);
    expect(process.env.STRIPE_PUBLISHABLE_KEY).toMatch(/^pk_test_/);
    expect(webhookSecret).toMatch(/^whsec_[0-9a-f]{48}$/);
  }
});

// Never call real Stripe from the tests: the API calls run against stripe-mock only.
(apiUrl ? describe : describe.skip)('the Stripe SDK against stripe-mock', () => {
  // Built in the tests, which run only when STRIPE_API_URL is set.
  const stripe = () => mockClient(secretKey ?? '', apiUrl ?? '');

  it('creates a customer', async () => {
    const customer = await stripe().customers.create({ email: 'billing@example.com', name: 'Acme Hiring' });
    expect(customer.object).toBe('customer');
    expect(customer.id).toMatch(/^cus_/);
  });

  it('creates a payment intent for a customer', async () => {
    const customer = await stripe().customers.create({ email: 'billing@example.com' });
    const intent = await stripe().paymentIntents.create({
      amount: 4900,
      currency: 'usd',
      customer: customer.id,
      automatic_payment_methods: { enabled: true },
      metadata: { employerId: 'employer-1' },
    });
    expect(intent.object).toBe('payment_intent');
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.client_secret).toEqual(expect.any(String));
  });

  it('rejects a key stripe-mock does not accept, as Stripe rejects a wrong one', async () => {
    await expect(mockClient('not-a-key', apiUrl ?? '').customers.list()).rejects.toMatchObject({ statusCode: 401 });
  });
});

(webhookSecret ? describe : describe.skip)('webhook signatures with STRIPE_WEBHOOK_SECRET', () => {
  const stripe = new Stripe(secretKey ?? 'sk_test_unused');
  const payload = JSON.stringify({ id: 'evt_test_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } });

  it('round-trips: a header signed with the secret verifies into the event', () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret ?? '' });
    const event = stripe.webhooks.constructEvent(payload, header, webhookSecret ?? '');
    expect(event.id).toBe('evt_test_1');
    expect(event.type).toBe('payment_intent.succeeded');
  });

  it('refuses a header signed with another secret, or a changed payload', () => {
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_another' });
    expect(() => stripe.webhooks.constructEvent(payload, forged, webhookSecret ?? '')).toThrow(/signature/i);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret ?? '' });
    expect(() => stripe.webhooks.constructEvent(payload.replace('pi_1', 'pi_2'), header, webhookSecret ?? '')).toThrow(/signature/i);
  });
});
