import { routeTable } from '@jobboard/contracts';
import {
  AdminAuditEntryModel,
  EmployerModel,
  EmployerNotificationModel,
  JobModel,
  SessionModel,
  UserModel,
} from '@jobboard/db';
import {
  createAdminUser,
  createEmployerRecord,
  createJobRecord,
  createVeteranRecord,
  signInAs,
  TestClient,
  uniqueEmail,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createAdminApi } from '../src/app';

useTestDatabase();
const api = useTestService(createAdminApi);

const signedInAdmin = async () => {
  const admin = await createAdminUser();
  const client = new TestClient(() => api.url);
  expect((await client.post('/api/admin/login', { username: admin.username, password: admin.password })).status).toBe(200);
  return { ...admin, client };
};

const auditOf = (targetId: string) => AdminAuditEntryModel.find({ targetId }).sort({ createdAt: 1 }).lean();

describe('PUT /api/admin/employers/:id/verification', () => {
  it('verifies an employer: its status, its jobs in search, a notification and an audit entry', async () => {
    const employer = await createEmployerRecord({ companyName: 'Harbor Logistics' });
    const job = await createJobRecord(employer);
    const admin = await signedInAdmin();

    const response = await admin.client.put(`/api/admin/employers/${employer.id}/verification`, { decision: 'verified' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: employer.id, verificationStatus: 'verified' });
    const stored = await EmployerModel.findById(employer.id).lean();
    expect(stored).toMatchObject({ verificationStatus: 'verified' });
    expect(String(stored?.verificationDecidedBy)).toBe(admin.id);
    expect(stored?.verificationDecidedAt).toBeInstanceOf(Date);
    expect((await JobModel.findById(job.id).lean())?.employerVerified).toBe(true);
    expect(await EmployerNotificationModel.countDocuments({ employerId: employer.id, type: 'system' })).toBe(1);
    expect(await auditOf(employer.id)).toEqual([
      expect.objectContaining({ action: 'employer.verified', adminUsername: admin.username, targetType: 'employer', targetLabel: 'Harbor Logistics' }),
    ]);
  });

  it('a job posted after verification carries the mark', async () => {
    const employer = await createEmployerRecord();
    const admin = await signedInAdmin();
    await admin.client.put(`/api/admin/employers/${employer.id}/verification`, { decision: 'verified' });

    const job = await createJobRecord(employer);

    expect((await JobModel.findById(job.id).lean())?.employerVerified).toBe(true);
  });

  it('rejects only with a reason, which the employer can read', async () => {
    const employer = await createEmployerRecord();
    const admin = await signedInAdmin();

    const withoutReason = await admin.client.put(`/api/admin/employers/${employer.id}/verification`, { decision: 'rejected' });
    const blankReason = await admin.client.put(`/api/admin/employers/${employer.id}/verification`, { decision: 'rejected', reason: '   ' });
    const rejected = await admin.client.put(`/api/admin/employers/${employer.id}/verification`, {
      decision: 'rejected',
      reason: 'The company registration number does not match.',
    });

    expect([withoutReason.status, blankReason.status]).toEqual([400, 400]);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ verificationStatus: 'rejected', verificationReason: 'The company registration number does not match.' });
    expect((await auditOf(employer.id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['employer.rejected', 'The company registration number does not match.'],
    ]);
  });

  it('a rejected employer verified on appeal loses the old reason', async () => {
    const employer = await createEmployerRecord();
    const admin = await signedInAdmin();
    await admin.client.put(`/api/admin/employers/${employer.id}/verification`, { decision: 'rejected', reason: 'Unclear' });

    const verified = await admin.client.put(`/api/admin/employers/${employer.id}/verification`, { decision: 'verified', reason: 'Appeal accepted' });

    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ verificationStatus: 'verified', verificationReason: 'Appeal accepted' });
  });

  it('when two admins verify at once, one changes it and the other gets 409; one audit entry', async () => {
    const employer = await createEmployerRecord();
    const [first, second] = await Promise.all([signedInAdmin(), signedInAdmin()]);

    const responses = await Promise.all(
      [first, second].map((admin) => admin.client.put(`/api/admin/employers/${employer.id}/verification`, { decision: 'verified' })),
    );

    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await AdminAuditEntryModel.countDocuments({ targetId: employer.id })).toBe(1);
    expect(await EmployerNotificationModel.countDocuments({ employerId: employer.id })).toBe(1);
  });

  it('answers 404 for an unknown or malformed employer id and 400 for an unknown decision', async () => {
    const admin = await signedInAdmin();

    const unknown = await admin.client.put(`/api/admin/employers/${new Types.ObjectId()}/verification`, { decision: 'verified' });
    const malformed = await admin.client.put('/api/admin/employers/nope/verification', { decision: 'verified' });
    const badDecision = await admin.client.put(`/api/admin/employers/${new Types.ObjectId()}/verification`, { decision: 'pending' });

    expect([unknown.status, malformed.status, badDecision.status]).toEqual([404, 404, 400]);
  });
});

describe('PUT /api/admin/jobs/:id/close', () => {
  it('closes the job with its reason, tells the employer, and records it; closing again is a 409', async () => {
    const employer = await createEmployerRecord();
    const job = await createJobRecord(employer, { title: 'Too Good To Be True' });
    const admin = await signedInAdmin();

    const closed = await admin.client.put(`/api/admin/jobs/${job.id}/close`, { reason: 'Misleading pay' });
    const again = await admin.client.put(`/api/admin/jobs/${job.id}/close`, { reason: 'Misleading pay' });

    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id: job.id, status: 'closed', closedReason: 'Misleading pay' });
    expect(again.status).toBe(409);
    const notifications = await EmployerNotificationModel.find({ employerId: employer.id }).lean();
    expect(notifications).toHaveLength(1);
    expect(notifications[0].message).toContain('Misleading pay');
    expect(notifications[0].message).toContain('Too Good To Be True');
    expect((await auditOf(job.id)).map((entry) => [entry.action, entry.targetType, entry.reason])).toEqual([['job.closed', 'job', 'Misleading pay']]);
  });

  it('when two admins close a job at once, it closes once: one notification, one audit entry', async () => {
    const employer = await createEmployerRecord();
    const job = await createJobRecord(employer);
    const admins = await Promise.all([signedInAdmin(), signedInAdmin()]);

    const responses = await Promise.all(admins.map((admin) => admin.client.put(`/api/admin/jobs/${job.id}/close`, { reason: 'Spam' })));

    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await EmployerNotificationModel.countDocuments({ employerId: employer.id })).toBe(1);
    expect(await AdminAuditEntryModel.countDocuments({ targetId: job.id })).toBe(1);
  });

  it('refuses a close without a reason, and answers 404 for an unknown job', async () => {
    const employer = await createEmployerRecord();
    const job = await createJobRecord(employer);
    const admin = await signedInAdmin();

    expect((await admin.client.put(`/api/admin/jobs/${job.id}/close`, {})).status).toBe(400);
    expect((await admin.client.put(`/api/admin/jobs/${new Types.ObjectId()}/close`, { reason: 'x' })).status).toBe(404);
    expect((await JobModel.findById(job.id).lean())?.status).toBe('active');
  });
});

describe('PUT /api/admin/{employers,veterans,job-seekers}/:id/active', () => {
  it("deactivating an employer ends its sessions at once and takes its live jobs out of search; reactivating brings back exactly those", async () => {
    const employer = await createEmployerRecord();
    const live = await createJobRecord(employer);
    const paused = await createJobRecord(employer, { status: 'paused' });
    const employerClient = new TestClient(() => api.url);
    await signInAs(employerClient, { subjectId: employer.id, role: 'employer' });
    expect((await employerClient.get('/api/admin/jobs')).status).toBe(403);
    const admin = await signedInAdmin();

    const off = await admin.client.put(`/api/admin/employers/${employer.id}/active`, { active: false, reason: 'Fraud reports' });

    expect(off.status).toBe(200);
    expect(off.body).toEqual({ id: employer.id, kind: 'employer', isActive: false });
    expect(await SessionModel.countDocuments({ 'sess.subjectId': employer.id })).toBe(0);
    expect((await employerClient.get('/api/admin/jobs')).status).toBe(401);
    expect(await JobModel.countDocuments({ employerId: employer.id, status: 'active' })).toBe(0);

    const on = await admin.client.put(`/api/admin/employers/${employer.id}/active`, { active: true, reason: 'Cleared' });

    expect(on.status).toBe(200);
    expect((await JobModel.findById(live.id).lean())?.status).toBe('active');
    expect((await JobModel.findById(paused.id).lean())?.status).toBe('paused');
    expect((await auditOf(employer.id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['account.deactivated', 'Fraud reports'],
      ['account.reactivated', 'Cleared'],
    ]);
  });

  it.each([
    ['veterans', 'veteran'],
    ['job-seekers', 'jobseeker'],
  ] as const)('deactivating a %s account ends its sessions; a repeat is a 409', async (path, role) => {
    const subjectId =
      role === 'veteran'
        ? (await createVeteranRecord()).id
        : String((await UserModel.create({ email: uniqueEmail('seeker'), passwordHash: 'x', firstName: 'Sam', lastName: 'Seeker' }))._id);
    const person = new TestClient(() => api.url);
    await signInAs(person, { subjectId, role });
    const admin = await signedInAdmin();

    const off = await admin.client.put(`/api/admin/${path}/${subjectId}/active`, { active: false, reason: 'Abuse' });
    const again = await admin.client.put(`/api/admin/${path}/${subjectId}/active`, { active: false, reason: 'Abuse' });

    expect(off.status).toBe(200);
    expect(again.status).toBe(409);
    expect((await person.get('/api/admin/jobs')).status).toBe(401);
    expect(await SessionModel.countDocuments({ 'sess.subjectId': subjectId })).toBe(0);
    expect((await auditOf(subjectId)).map((entry) => entry.targetType)).toEqual([role]);
  });

  it('when two admins deactivate an account at once, it changes once: one 200, one 409, one audit entry', async () => {
    const veteran = await createVeteranRecord();
    const admins = await Promise.all([signedInAdmin(), signedInAdmin()]);

    const responses = await Promise.all(
      admins.map((admin) => admin.client.put(`/api/admin/veterans/${veteran.id}/active`, { active: false, reason: 'Spam' })),
    );

    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await AdminAuditEntryModel.countDocuments({ targetId: veteran.id })).toBe(1);
  });

  it('reactivating an active account is a 409, an unknown one a 404, and a reason is required', async () => {
    const veteran = await createVeteranRecord();
    const admin = await signedInAdmin();

    expect((await admin.client.put(`/api/admin/veterans/${veteran.id}/active`, { active: true, reason: 'x' })).status).toBe(409);
    expect((await admin.client.put(`/api/admin/veterans/${new Types.ObjectId()}/active`, { active: false, reason: 'x' })).status).toBe(404);
    expect((await admin.client.put(`/api/admin/veterans/${veteran.id}/active`, { active: false })).status).toBe(400);
  });
});

describe('the audit trail', () => {
  it('records sign-in and sign-out, newest first, and filters by action', async () => {
    const admin = await signedInAdmin();
    const other = await signedInAdmin();
    expect((await other.client.post('/api/admin/logout')).status).toBe(204);

    const all = await admin.client.get<{ items: { action: string; adminUsername: string }[]; total: number }>('/api/admin/audit');
    const logouts = await admin.client.get<{ items: { action: string; adminUsername: string }[] }>('/api/admin/audit?action=logout');

    expect(all.status).toBe(200);
    expect(all.body.items.slice(0, 3).map((entry) => [entry.action, entry.adminUsername])).toEqual([
      ['logout', other.username],
      ['login', other.username],
      ['login', admin.username],
    ]);
    expect(logouts.body.items.every((entry) => entry.action === 'logout')).toBe(true);
    expect(logouts.body.items.map((entry) => entry.adminUsername)).toContain(other.username);
  });

  it('is append-only: no route changes or removes an entry, and the model refuses it', async () => {
    const admin = await signedInAdmin();
    const auditRoutes = routeTable.filter((route) => route.path.startsWith('/api/admin/audit'));

    expect(auditRoutes.map((route) => route.method)).toEqual(['GET']);
    await expect(AdminAuditEntryModel.updateMany({}, { $set: { reason: 'rewritten' } })).rejects.toThrow(/append-only/);
    await expect(AdminAuditEntryModel.deleteMany({ adminId: admin.id })).rejects.toThrow(/append-only/);
    expect((await admin.client.send('DELETE', '/api/admin/audit')).status).toBe(404);
  });
});
