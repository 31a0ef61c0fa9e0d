import type { AccountRole } from '@jobboard/contracts';
import { EmployerModel, toRecord, UserModel, VeteranProfileModel } from '@jobboard/db';
import type { SessionClaims } from '@jobboard/server-kit';

/**
 * Each kind's signed-in account as the session calls answer it: the stored record, never its
 * password. Its own session call and GET /api/session both read it here, so they cannot drift apart.
 */
export const findSignedInAccount = {
  jobseeker: async (id: string) => {
    const jobSeeker = await UserModel.findById(id);
    return jobSeeker ? toRecord(jobSeeker) : null;
  },
  employer: async (id: string) => {
    const employer = await EmployerModel.findById(id);
    return employer ? toRecord(employer) : null;
  },
  veteran: async (id: string) => {
    const veteran = await VeteranProfileModel.findById(id);
    return veteran ? toRecord(veteran) : null;
  },
} satisfies Record<AccountRole, (id: string) => Promise<unknown>>;

const signedOut = { role: null } as const;

/**
 * GET /api/session: who is signed in, whatever the role. An admin is only named: the public
 * pages need no more of it. An account removed since the session was read is no session.
 */
export const describeSiteSession = async (session: SessionClaims | undefined) => {
  switch (session?.role) {
    case undefined:
      return signedOut;
    case 'admin':
      return { role: 'admin' } as const;
    case 'jobseeker': {
      const account = await findSignedInAccount.jobseeker(session.subjectId);
      return account ? ({ role: 'jobseeker', account } as const) : signedOut;
    }
    case 'employer': {
      const account = await findSignedInAccount.employer(session.subjectId);
      return account ? ({ role: 'employer', account } as const) : signedOut;
    }
    case 'veteran': {
      const account = await findSignedInAccount.veteran(session.subjectId);
      return account ? ({ role: 'veteran', account } as const) : signedOut;
    }
  }
};
