import type { SecondChanceQuery } from '@jobboard/contracts';
import { attestationCutoff, pageOffset, secondChancePageSize } from '@jobboard/domain';
import { jobRepository } from '../data-access/job-repository';
import { countAttestedEmployers } from './employer-trust';

/**
 * GET /api/jobs/second-chance: active jobs of employers whose fair-chance attestation counts
 * (the marker and a copy of the attestation are kept on their jobs; a lapsed copy is left out
 * here too, before the sweep takes it off), newest first, 50 a page, filtered by title and
 * location substrings and one type. The inclusive-employer count is of employers whose
 * attestation counts, whatever the filters, so the subtitle stays put while typing.
 */
export const listSecondChanceJobs = async (query: SecondChanceQuery, now = new Date()) => {
  const [{ jobs, total }, employerCount] = await Promise.all([
    jobRepository.findPage(
      {
        secondChanceOnly: true,
        attestedSince: attestationCutoff(now),
        titleContains: query.q,
        locationContains: query.location,
        types: query.type ? [query.type] : undefined,
      },
      { sort: 'recent', skip: pageOffset(query.page, secondChancePageSize), limit: secondChancePageSize },
    ),
    countAttestedEmployers(now),
  ]);
  return { items: jobs, total, page: query.page, pageSize: secondChancePageSize, employerCount };
};
