import { startHourlyJobs, type Logger } from '@jobboard/server-kit';
import { expireUnpaidSubscriptions, type Payments } from '../domain/billing/billing';
import { closeMonthlyStatements } from '../domain/billing/monthly-statements';

/**
 * Billing's hourly work, each job under its lock: the statements of months that ended, and
 * subscriptions (and upgrades) left unpaid past their 23 hours.
 */
export const startBillingScheduledWork = ({ payments, logger }: { payments: Payments | undefined; logger: Logger }) =>
  startHourlyJobs(
    [
      {
        name: 'monthly-statements',
        run: async () => {
          const created = await closeMonthlyStatements();
          if (created > 0) logger.info({ created }, 'monthly statements written');
        },
        failure: 'could not write the monthly statements',
      },
      ...(payments
        ? [
            {
              name: 'unpaid-subscriptions',
              run: async () => {
                const expired = await expireUnpaidSubscriptions(payments);
                if (expired > 0) logger.info({ expired }, 'subscriptions and upgrades left unpaid were dropped');
              },
              failure: 'could not drop the subscriptions left unpaid',
            },
          ]
        : []),
    ],
    logger,
    2 * 60_000,
  );
