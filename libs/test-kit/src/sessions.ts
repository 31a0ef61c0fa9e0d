import type { Role } from '@jobboard/contracts';
import { sessionCookieName, startSession } from '@jobboard/server-kit';
import type { Response } from 'express';
import type { TestClient } from './http-client';
import { testConfig } from './test-service';

/**
 * Signs `client` in as this subject without going through a login: a real stored session and
 * signed cookie, made the way the services make them (for roles the service under test has no
 * login for, or a route test that is not about logging in).
 */
export const signInAs = async (client: TestClient, subject: { subjectId: string; role: Role }) => {
  let token = '';
  const response = { cookie: (_name: string, value: string) => (token = value) } as unknown as Response;
  await startSession(response, { secret: testConfig().SESSION_SECRET, secure: false }, subject);
  client.setCookie(sessionCookieName, token);
};
