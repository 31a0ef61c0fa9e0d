import { hiringMessages, type EmployerStats } from '@jobboard/contracts';
import { isPlanInForce, postingEntitlement } from '@jobboard/domain';
import { AppError } from '@jobboard/server-kit';
import { employerRepository } from '../../data-access/employer-repository';
import { jobRepository } from '../../data-access/job-repository';
import { notificationRepository } from '../../data-access/notification-repository';

/** GET /api/employers/:id/stats: the dashboard's four figures and what the next post would use. */
export const getEmployerStats = async (employerId: string, now = new Date()): Promise<EmployerStats> => {
  const account = await employerRepository.findPostingState(employerId);
  if (!account) throw AppError.notFound(hiringMessages.employerNotFound);
  const [counts, unreadNotifications, plan] = await Promise.all([
    jobRepository.countsFor(employerId),
    notificationRepository.countUnread(employerId),
    isPlanInForce(account, now) ? employerRepository.findPlan(account.subscriptionPlan) : Promise.resolve(undefined),
  ]);
  return { ...counts, unreadNotifications, posting: postingEntitlement(account, plan, now) };
};
