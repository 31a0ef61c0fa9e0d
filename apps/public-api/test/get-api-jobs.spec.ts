import { createEmployerRecord, createJobRecord, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';

useTestDatabase();
const api = useTestService(createPublicApi);
const visitor = () => new TestClient(() => api.url);

describe('GET /api/jobs', () => {
  it('answers active jobs newest first, ten a page, with the total', async () => {
    const employer = await createEmployerRecord();
    const now = Date.now();
    for (let index = 0; index < 12; index += 1) {
      await createJobRecord(employer, { title: `Job ${index}`, posted: new Date(now - index * 60_000) });
    }
    await createJobRecord(employer, { title: 'Closed job', status: 'closed', posted: new Date(now + 60_000) });

    const first = await visitor().get<{ items: { title: string }[]; total: number; page: number }>('/api/jobs');
    const second = await visitor().get<{ items: { title: string }[]; total: number; page: number }>('/api/jobs?page=2');

    expect(first.status).toBe(200);
    expect(first.body.total).toBe(12);
    expect(first.body.items.map((job) => job.title)).toEqual([...Array(10).keys()].map((index) => `Job ${index}`));
    expect(second.body.items.map((job) => job.title)).toEqual(['Job 10', 'Job 11']);
  });

  it.each(['0', '-1', 'abc', '1e9'])('answers 400 for page=%s', async (page) => {
    const response = await visitor().get(`/api/jobs?page=${page}`);

    expect(response.status).toBe(400);
    expect(response.body.message).toContain('page');
  });
});

describe('GET /api/jobs/:id', () => {
  it('answers an active job with id instead of _id and counts the view', async () => {
    const job = await createJobRecord(await createEmployerRecord());

    const response = await visitor().get(`/api/jobs/${job.id}`);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: job.id, title: 'Warehouse Associate', viewCount: 1, status: 'active' });
    expect(response.body).not.toHaveProperty('_id');
  });

  it('answers 404 for unknown, closed and malformed ids, never 500', async () => {
    const closed = await createJobRecord(await createEmployerRecord(), { status: 'closed' });

    for (const id of ['507f1f77bcf86cd799439011', closed.id, 'not-an-id', '%24where']) {
      const response = await visitor().get(`/api/jobs/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('not_found');
    }
  });

  it('answers 404 JSON for an unknown /api route', async () => {
    const response = await visitor().get('/api/no-such-thing');

    expect(response.status).toBe(404);
    expect(response.body.code).toBe('route_not_found');
  });
});
