import { apiPath } from '../api-call';

/** The cache keys of the employer dashboard's reads, shared by the reads and what refreshes them. */
export const hiringKeys = {
  employer: (id: string) => apiPath('GET /api/employers/:id', { id }),
  stats: (id: string) => apiPath('GET /api/employers/:id/stats', { id }),
  jobs: (id: string) => apiPath('GET /api/employers/:id/jobs', { id }),
  applications: (id: string) => apiPath('GET /api/employers/:id/applications', { id }),
  ranked: (id: string) => apiPath('GET /api/employers/:id/applications/ranked', { id }),
  notifications: (id: string) => apiPath('GET /api/employers/:id/notifications', { id }),
  application: (id: string) => apiPath('GET /api/applications/:id', { id }),
};
