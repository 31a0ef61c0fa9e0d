import { statementTotals } from '@jobboard/domain';
import { billingRepository } from '../data-access/billing-repository';

/**
 * The statements of months that have ended: one per employer and month with successful
 * payments, written once (a unique key), so two runs at once or a rerun add nothing. Run by
 * the scheduled work after each month ends; the months before it are caught up as far back as
 * `monthsBack`, so a missed run is made good by the next.
 */
export const closeMonthlyStatements = async (now = new Date(), monthsBack = 3) => {
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
  const months = new Map<string, { employerId: string; year: number; month: number; payments: { type: 'job_post' | 'subscription'; amount: number }[] }>();
  for (const payment of await billingRepository.succeededPaymentsBetween(from, thisMonth)) {
    const [year, month] = [payment.createdAt.getUTCFullYear(), payment.createdAt.getUTCMonth() + 1];
    const key = `${String(payment.employerId)}-${year}-${month}`;
    const entry = months.get(key) ?? { employerId: String(payment.employerId), year, month, payments: [] };
    entry.payments.push(payment);
    months.set(key, entry);
  }
  let created = 0;
  for (const { employerId, year, month, payments } of months.values()) {
    if (await billingRepository.createStatement(employerId, year, month, statementTotals(payments))) created += 1;
  }
  return created;
};
