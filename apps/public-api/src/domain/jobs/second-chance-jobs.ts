import type { SecondChanceQuery } from '@jobboard/contracts';
import { pageOffset, secondChancePageSize } from '@jobboard/domain';
import { jobRepository } from '../../data-access/job-repository';

/**
 * GET /api/jobs/second-chance: active jobs of second-chance employers, newest first, 50 a page,
 * filtered by title and location substrings and one type. The employer count is of
 * every active second-chance job, whatever the filters, so the subtitle stays put while typing.
 */
export const listSecondChanceJobs = async (query: SecondChanceQuery) => {
  const [{ jobs, total }, employerCount] = await Promise.all([
    jobRepository.findPage(
      {
        secondChanceOnly: true,
        titleContains: query.q,
        locationContains: query.location,
        types: query.type ? [query.type] : undefined,
      },
      { sort: 'recent', skip: pageOffset(query.page, secondChancePageSize), limit: secondChancePageSize },
    ),
    jobRepository.countEmployers({ secondChanceOnly: true }),
  ]);
  return { items: jobs, total, page: query.page, pageSize: secondChancePageSize, employerCount };
};
