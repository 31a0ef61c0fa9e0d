import type { SecondChanceQuery } from '@jobboard/contracts';
import { attestationCutoff, pageOffset, secondChancePageSize } from '@jobboard/domain';
import { jobRepository } from '../data-access/job-repository';
import { jobSearchIndex } from '../search-index/job-search-index';
import { countAttestedEmployers } from './employer-trust';
import { textSearchOf } from './search-jobs';

/**
 * GET /api/jobs/second-chance: active jobs of employers whose fair-chance attestation counts
 * (the marker and a copy of the attestation are kept on their jobs; a lapsed copy is left out
 * here too, before the sweep takes it off), 50 a page, found by the words of `q` as the main
 * search finds them (best matches first; newest first without words), a location substring and
 * one type. The inclusive-employer count is of employers whose attestation counts, whatever the
 * filters, so the subtitle stays put while typing.
 */
export const listSecondChanceJobs = async (query: SecondChanceQuery, now = new Date()) => {
  const [answer, employerCount] = await Promise.all([
    jobSearchIndex.search({
      ...textSearchOf(query.q),
      filters: {
        secondChanceOnly: true,
        attestedSince: attestationCutoff(now).getTime(),
        locationContains: query.location,
        types: query.type ? [query.type] : undefined,
      },
      sort: query.q ? 'relevant' : 'recent',
      skip: pageOffset(query.page, secondChancePageSize),
      limit: secondChancePageSize,
    }),
    countAttestedEmployers(now),
  ]);
  const items = await jobRepository.findByIds(answer.hits.map((hit) => hit.id));
  return { items, total: answer.total, page: query.page, pageSize: secondChancePageSize, employerCount };
};
