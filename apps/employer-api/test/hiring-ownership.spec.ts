import { routesOf, type Role } from '@jobboard/contracts';
import { EmployerNotificationModel } from '@jobboard/db';
import {
  aJobPosting,
  createApplicationRecord,
  createEmployerRecord,
  createJobRecord,
  createVeteranRecord,
  givePlan,
  signInAs,
  TestClient,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createEmployerApi } from '../src/app';

useTestDatabase();
const employerApi = useTestService(createEmployerApi);

type Caller = 'nobody' | 'job seeker' | 'veteran' | 'another employer' | 'owner';
const callers: Caller[] = ['nobody', 'job seeker', 'veteran', 'another employer', 'owner'];

interface World {
  owner: { id: string; companyName: string };
  other: { id: string; companyName: string };
  jobId: string;
  applicationId: string;
  resumeFileId: string;
  notificationId: string;
  seekerId: string;
  veteranId: string;
}
let world: World;

beforeAll(async () => {
  const owner = await createEmployerRecord();
  const other = await createEmployerRecord({ companyName: 'Rival Freight' });
  await givePlan(owner.id, 'enterprise');
  await givePlan(other.id, 'enterprise');
  const job = await createJobRecord(owner);
  const application = await createApplicationRecord(job.id);
  const notification = await EmployerNotificationModel.create({ employerId: owner.id, type: 'system', message: 'Hello' });
  world = {
    owner,
    other,
    jobId: job.id,
    applicationId: application.id,
    resumeFileId: application.resume.fileId,
    notificationId: String(notification._id),
    seekerId: new Types.ObjectId().toHexString(),
    veteranId: (await createVeteranRecord()).id,
  };
});

const clientFor = async (caller: Caller) => {
  const client = new TestClient(() => employerApi.url);
  const as = async (subjectId: string, role: Role) => signInAs(client, { subjectId, role });
  if (caller === 'job seeker') await as(world.seekerId, 'jobseeker');
  if (caller === 'veteran') await as(world.veteranId, 'veteran');
  if (caller === 'another employer') await as(world.other.id, 'employer');
  if (caller === 'owner') await as(world.owner.id, 'employer');
  return client;
};

/**
 * Every employer route that names an employer, a job, an application or a notification, with
 * what the owner gets. Routes keyed by an employer id refuse everyone else with 403 (the id is
 * only a locator); routes keyed by a job or an application answer another employer 404, the
 * same as for an id that does not exist.
 */
const cases: { route: string; send: (client: TestClient) => Promise<{ status: number }>; owner: number; otherEmployer: 403 | 404 }[] = [
  { route: 'GET /api/employers/:id', send: (c) => c.get(`/api/employers/${world.owner.id}`), owner: 200, otherEmployer: 403 },
  { route: 'PUT /api/employers/:id', send: (c) => c.put(`/api/employers/${world.owner.id}`, profile()), owner: 200, otherEmployer: 403 },
  {
    route: 'PUT /api/employers/:id/credentials',
    send: (c) => c.put(`/api/employers/${world.owner.id}/credentials`, { currentPassword: 'wrong password', newPassword: 'x'.repeat(12) }),
    // The owner's wrong current password is a field problem of the owner's own form.
    owner: 400,
    otherEmployer: 403,
  },
  {
    route: 'PUT /api/employers/:id/fair-chance',
    send: (c) => c.put(`/api/employers/${world.owner.id}/fair-chance`, { practices: ['welcomes-employment-gaps'], confirmed: true }),
    owner: 200,
    otherEmployer: 403,
  },
  { route: 'GET /api/employers/:id/stats', send: (c) => c.get(`/api/employers/${world.owner.id}/stats`), owner: 200, otherEmployer: 403 },
  { route: 'GET /api/employers/:id/jobs', send: (c) => c.get(`/api/employers/${world.owner.id}/jobs`), owner: 200, otherEmployer: 403 },
  {
    route: 'POST /api/employers/:id/jobs',
    send: (c) => c.post(`/api/employers/${world.owner.id}/jobs`, aJobPosting()),
    owner: 201,
    otherEmployer: 403,
  },
  { route: 'PUT /api/jobs/:id', send: (c) => c.put(`/api/jobs/${world.jobId}`, aJobPosting()), owner: 200, otherEmployer: 404 },
  {
    route: 'GET /api/employers/:id/applications',
    send: (c) => c.get(`/api/employers/${world.owner.id}/applications`),
    owner: 200,
    otherEmployer: 403,
  },
  {
    route: 'GET /api/employers/:id/applications/ranked',
    send: (c) => c.get(`/api/employers/${world.owner.id}/applications/ranked`),
    owner: 200,
    otherEmployer: 403,
  },
  { route: 'GET /api/applications/:id', send: (c) => c.get(`/api/applications/${world.applicationId}`), owner: 200, otherEmployer: 404 },
  {
    route: 'GET /api/applications/:id/files/:fileId',
    send: (c) => c.get(`/api/applications/${world.applicationId}/files/${world.resumeFileId}`),
    owner: 200,
    otherEmployer: 404,
  },
  {
    route: 'PUT /api/applications/:id/status',
    send: (c) => c.put(`/api/applications/${world.applicationId}/status`, { status: 'reviewed' }),
    owner: 200,
    otherEmployer: 404,
  },
  {
    // The owner passes; its application is scored, so asking for a score again is refused (409).
    route: 'POST /api/applications/:id/scoring',
    send: (c) => c.post(`/api/applications/${world.applicationId}/scoring`, {}),
    owner: 409,
    otherEmployer: 404,
  },
  {
    route: 'PUT /api/applications/:id/pipeline',
    send: (c) => c.put(`/api/applications/${world.applicationId}/pipeline`, { pipelineStage: 'screening', employerRating: 3 }),
    owner: 200,
    otherEmployer: 404,
  },
  {
    route: 'GET /api/employers/:id/notifications',
    send: (c) => c.get(`/api/employers/${world.owner.id}/notifications`),
    owner: 200,
    otherEmployer: 403,
  },
  {
    route: 'PUT /api/employers/:id/notifications/:notificationId/read',
    send: (c) => c.put(`/api/employers/${world.owner.id}/notifications/${world.notificationId}/read`),
    owner: 204,
    otherEmployer: 403,
  },
  {
    route: 'PUT /api/employers/:id/notifications/read-all',
    send: (c) => c.put(`/api/employers/${world.owner.id}/notifications/read-all`),
    owner: 204,
    otherEmployer: 403,
  },
  {
    route: 'GET /api/employers/:id/data-export',
    send: (c) => c.get(`/api/employers/${world.owner.id}/data-export`),
    owner: 200,
    otherEmployer: 403,
  },
  {
    route: 'DELETE /api/employers/:id',
    send: (c) => c.send('DELETE', `/api/employers/${world.owner.id}`, { currentPassword: 'wrong password' }),
    // The owner's wrong password is a field problem of the owner's own form, and deletes nothing.
    owner: 400,
    otherEmployer: 403,
  },
  // Last: closing the job changes what the rows above see.
  { route: 'DELETE /api/jobs/:id', send: (c) => c.delete(`/api/jobs/${world.jobId}`), owner: 204, otherEmployer: 404 },
];

const profile = () => ({
  companyName: 'Harbor Logistics',
  contactName: 'Dana Reyes',
  city: 'Oakland',
  state: 'CA',
  zipCode: '94607',
  industry: 'manufacturing',
  companySize: '51-200',
});

const expected = (caller: Caller, row: (typeof cases)[number]) => {
  switch (caller) {
    case 'nobody':
      return 401;
    case 'owner':
      return row.owner;
    case 'another employer':
      return row.otherEmployer;
    default:
      // A job seeker or a veteran: the file route looks for their own application, and finds none.
      return row.route === 'GET /api/applications/:id/files/:fileId' ? 404 : 403;
  }
};

describe('who may use the employer routes', () => {
  it('covers every employer-api route that names an employer, job, application or notification', () => {
    const named = routesOf('employer-api')
      .map((route) => `${route.method} ${route.path}`)
      .filter((key) => /:id/.test(key) && !/interviews|availability|billing|create-|subscription|simulate-payment|statements|plan/.test(key));
    expect(cases.map((row) => row.route).sort()).toEqual(named.sort());
  });

  describe.each(cases.map((row) => [row.route, row] as const))('%s', (_route, row) => {
    it.each(callers.filter((caller) => caller !== 'owner'))('answers %s as the table says', async (caller) => {
      const response = await row.send(await clientFor(caller));
      expect(response.status).toBe(expected(caller, row));
    });

    it('serves the owner', async () => {
      const response = await row.send(await clientFor('owner'));
      expect(response.status).toBe(row.owner);
    });
  });

  it('answers an id that does not exist like another employer\'s: 404 for jobs and applications', async () => {
    const owner = await clientFor('owner');
    const missing = new Types.ObjectId().toHexString();
    expect((await owner.get(`/api/applications/${missing}`)).status).toBe(404);
    expect((await owner.put(`/api/jobs/${missing}`, aJobPosting())).status).toBe(404);
    expect((await owner.delete(`/api/jobs/${missing}`)).status).toBe(404);
    expect((await owner.get(`/api/employers/${missing}`)).status).toBe(403);
  });
});
