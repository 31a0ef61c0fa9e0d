import { fairChanceAttestationStatusSchema } from '@jobboard/contracts';
import { EmployerModel, JobModel } from '@jobboard/db';
import {
  aJobPosting,
  anEmployerRegistration,
  createJobRecord,
  signInAs,
  TestClient,
  useTestDatabase,
  useTestService,
  signUpThroughApi,
} from '@jobboard/test-kit';
import { createEmployerApi } from '../src/app';

useTestDatabase();
const employerApi = useTestService(createEmployerApi);

const register = async () => {
  const client = new TestClient(() => employerApi.url);
  const registration = anEmployerRegistration();
  const { id } = await signUpThroughApi(client, 'employer', registration);
  return { client, id, companyName: registration.companyName };
};

const attest = (client: TestClient, id: string, body: Record<string, unknown>) => client.put(`/api/employers/${id}/fair-chance`, body);
const dayMs = 24 * 60 * 60 * 1000;

describe('PUT /api/employers/:id/fair-chance', () => {
  it('stores what the owner attests, dated today, and marks every one of its jobs with it', async () => {
    const employer = await register();
    const open = await createJobRecord(employer);
    const closed = await createJobRecord(employer, { status: 'closed' });
    const before = await JobModel.findById(open.id).lean();

    const response = await attest(employer.client, employer.id, {
      practices: ['welcomes-employment-gaps', 'considers-conviction-records'],
      confirmed: true,
    });

    expect(response.status).toBe(200);
    const status = fairChanceAttestationStatusSchema.parse(response.body);
    // Kept in the list's fixed order.
    expect(status.attestation).toMatchObject({
      practices: ['considers-conviction-records', 'welcomes-employment-gaps'],
      current: true,
      renewalDue: false,
    });
    const attestedAt = new Date(status.attestation!.attestedAt).getTime();
    expect(Math.abs(attestedAt - Date.now())).toBeLessThan(60_000);
    expect(new Date(status.attestation!.expiresAt).getTime() - attestedAt).toBe(365 * dayMs);
    for (const id of [open.id, closed.id]) {
      const job = await JobModel.findById(id).lean();
      expect(job).toMatchObject({
        secondChanceEmployer: true,
        fairChance: { practices: ['considers-conviction-records', 'welcomes-employment-gaps'] },
      });
    }
    // Copying the attestation is not an edit of the job.
    expect((await JobModel.findById(open.id).lean())?.updatedAt).toEqual(before?.updatedAt);
    const profile = await employer.client.get(`/api/employers/${employer.id}`);
    expect(profile.body).toMatchObject({ fairChanceAttestation: { practices: ['considers-conviction-records', 'welcomes-employment-gaps'] } });
  });

  it('renews an old attestation when it is attested again, and withdraws it with no practices', async () => {
    const employer = await register();
    const job = await createJobRecord(employer);
    const old = new Date(Date.now() - 400 * dayMs);
    await EmployerModel.updateOne(
      { _id: employer.id },
      { $set: { fairChanceAttestation: { practices: ['individualised-assessment'], attestedAt: old } } },
    );

    const renewed = fairChanceAttestationStatusSchema.parse(
      (await attest(employer.client, employer.id, { practices: ['individualised-assessment'], confirmed: true })).body,
    );
    expect(renewed.attestation).toMatchObject({ current: true, renewalDue: false });
    expect(new Date(renewed.attestation!.attestedAt).getTime()).toBeGreaterThan(old.getTime());

    const withdrawn = await attest(employer.client, employer.id, { practices: [], confirmed: true });

    expect([withdrawn.status, withdrawn.body]).toEqual([200, { attestation: null }]);
    expect(await JobModel.findById(job.id).lean()).toMatchObject({ secondChanceEmployer: false });
    expect((await JobModel.findById(job.id).lean())?.fairChance).toBeUndefined();
    expect((await EmployerModel.findById(employer.id).lean())?.fairChanceAttestation).toBeUndefined();
  });

  it("gives a job posted later the marker of the current attestation, never the form's", async () => {
    const employer = await register();
    await EmployerModel.updateOne({ _id: employer.id }, { $set: { jobPostCredits: 2 } });

    const unattested = await employer.client.post(`/api/employers/${employer.id}/jobs`, aJobPosting({ secondChanceEmployer: true }));
    expect(unattested.status).toBe(201);
    expect(unattested.body.secondChanceEmployer).toBe(false);

    await attest(employer.client, employer.id, { practices: ['no-experience-required'], confirmed: true });
    const attested = await employer.client.post(`/api/employers/${employer.id}/jobs`, aJobPosting({ secondChanceEmployer: false }));
    expect(attested.body).toMatchObject({ secondChanceEmployer: true, fairChance: { practices: ['no-experience-required'] } });
  });

  it.each([
    ['an unknown practice', { practices: ['hires-everyone'], confirmed: true }, 'practices.0'],
    ['a practice twice', { practices: ['welcomes-employment-gaps', 'welcomes-employment-gaps'], confirmed: true }, 'practices'],
    ['no confirmation', { practices: ['welcomes-employment-gaps'] }, 'confirmed'],
    ['a confirmation that is not true', { practices: ['welcomes-employment-gaps'], confirmed: false }, 'confirmed'],
    ['no list', { confirmed: true }, 'practices'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_case, body, path) => {
    const employer = await register();
    const job = await createJobRecord(employer);

    const response = await attest(employer.client, employer.id, body);

    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    expect((await EmployerModel.findById(employer.id).lean())?.fairChanceAttestation).toBeUndefined();
    expect((await JobModel.findById(job.id).lean())?.secondChanceEmployer).toBe(false);
  });

  it('is for the owner only: 401 without a session, 403 for another employer or an admin', async () => {
    const owner = await register();
    const other = await register();
    const body = { practices: ['welcomes-employment-gaps'], confirmed: true };

    expect((await attest(new TestClient(() => employerApi.url), owner.id, body)).status).toBe(401);
    expect((await attest(other.client, owner.id, body)).status).toBe(403);
    const admin = new TestClient(() => employerApi.url);
    await signInAs(admin, { subjectId: other.id, role: 'admin' });
    expect((await attest(admin, owner.id, body)).status).toBe(403);
    expect((await EmployerModel.findById(owner.id).lean())?.fairChanceAttestation).toBeUndefined();
  });
});
