import { EmployerModel, toRecord } from '@jobboard/db';

export const employerRepository = {
  async create(employer: Record<string, unknown> & { email: string; passwordHash: string }) {
    return toRecord(await new EmployerModel(employer).save());
  },
  async findById(id: string) {
    const employer = await EmployerModel.findById(id);
    return employer ? toRecord(employer) : null;
  },
  /** The only read that includes the password hash, for signing in. */
  async findForLogin(email: string) {
    const employer = await EmployerModel.findOne({ email }).select('+passwordHash');
    return employer ? { ...toRecord(employer), passwordHash: employer.passwordHash } : null;
  },
};
