import type { Role } from '@jobboard/contracts';
import { AdminUserModel, EmployerModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import { sessionCookieName, startSession } from '@jobboard/server-kit';
import type { Response } from 'express';
import { anEmployerRegistration, uniqueEmail } from './builders';
import type { TestClient } from './http-client';
import { testConfig } from './test-service';

/**
 * A session counts only while its account exists, so a subject made up by a test gets a plain
 * account of its role (no usable password) under that id.
 */
const ensureAccount = async ({ subjectId: _id, role }: { subjectId: string; role: Role }) => {
  const passwordHash = 'no password: signed in by the test kit';
  // Confirmed addresses, as most tests' accounts are (an unconfirmed one is a test's own choice).
  const person = { _id, email: uniqueEmail(role), passwordHash, firstName: 'Test', lastName: role, emailVerifiedAt: new Date() };
  if (role === 'admin' && !(await AdminUserModel.exists({ _id }))) {
    await AdminUserModel.create({ _id, username: `admin_${_id}`, passwordHash });
  }
  if (role === 'employer' && !(await EmployerModel.exists({ _id }))) {
    const { password: _password, ...profile } = anEmployerRegistration();
    await EmployerModel.create({ ...profile, _id, passwordHash, emailVerifiedAt: new Date() });
  }
  if (role === 'veteran' && !(await VeteranProfileModel.exists({ _id }))) {
    await VeteranProfileModel.create({ ...person, militaryBranch: 'Army' });
  }
  if (role === 'jobseeker' && !(await UserModel.exists({ _id }))) await UserModel.create(person);
};

/**
 * Signs `client` in as this subject without going through a login: a real stored session and
 * signed cookie, made the way the services make them (for roles the service under test has no
 * login for, or a route test that is not about logging in).
 */
export const signInAs = async (client: TestClient, subject: { subjectId: string; role: Role }) => {
  await ensureAccount(subject);
  let token = '';
  const response = { cookie: (_name: string, value: string) => (token = value) } as unknown as Response;
  await startSession(response, { secret: testConfig().SESSION_SECRET, secure: false }, subject);
  client.setCookie(sessionCookieName, token);
};
