import { toRecord, UserModel } from '@jobboard/db';

export const jobSeekerRepository = {
  async create(jobSeeker: Record<string, unknown> & { email: string; passwordHash: string }) {
    return toRecord(await new UserModel(jobSeeker).save());
  },
  /** The only read that includes the password hash, for signing in. */
  async findForLogin(email: string) {
    // A deactivated account is refused like an unknown one.
    const jobSeeker = await UserModel.findOne({ email, isActive: { $ne: false } }).select('+passwordHash');
    return jobSeeker ? { ...toRecord(jobSeeker), passwordHash: jobSeeker.passwordHash } : null;
  },
};
