import { formatCents, statementTotals, subscriptionEventOrder } from './billing-rules';

describe('the order of subscription events', () => {
  it('puts a later event after an earlier one, and within a second created before updated before deleted', () => {
    expect(subscriptionEventOrder('customer.subscription.updated', 100)).toBeGreaterThan(subscriptionEventOrder('customer.subscription.created', 100));
    expect(subscriptionEventOrder('customer.subscription.deleted', 100)).toBeGreaterThan(subscriptionEventOrder('customer.subscription.updated', 100));
    expect(subscriptionEventOrder('customer.subscription.created', 101)).toBeGreaterThan(subscriptionEventOrder('customer.subscription.deleted', 100));
  });
});

describe('a monthly statement', () => {
  it('adds the subscription and the job posts of the month', () => {
    expect(
      statementTotals([
        { type: 'subscription', amount: 19900 },
        { type: 'job_post', amount: 9900 },
        { type: 'job_post', amount: 9900 },
      ]),
    ).toEqual({ subscriptionFee: 19900, jobPostFees: 19800, boostFees: 0, jobPostCount: 2, totalAmount: 39700 });
  });

  it('shows cents as dollars', () => {
    expect(formatCents(9900)).toBe('$99.00');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});
