import type { Job } from '@jobboard/contracts';

/**
 * Where a recommended job opens. The public portal has no page of its own for one job and no
 * address that opens its Apply modal, so both buttons open Find Jobs searching for the job's
 * title near the job's own place (Find Jobs searches near San Francisco without a location),
 * where the job's card has its details and its Apply button.
 */
export const findJobLink = (job: Pick<Job, 'title' | 'location' | 'city' | 'state'>): string => {
  const place = job.city && job.state ? `${job.city}, ${job.state}` : job.location;
  const params = new URLSearchParams({ q: job.title, location: place });
  return `/jobs?${params.toString()}`;
};
