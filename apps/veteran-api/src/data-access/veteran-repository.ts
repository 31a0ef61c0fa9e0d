import { toRecord, VeteranProfileModel } from '@jobboard/db';

export const veteranRepository = {
  async create(profile: Record<string, unknown> & { email: string; passwordHash: string }) {
    return toRecord(await new VeteranProfileModel(profile).save());
  },
  async findById(id: string) {
    const veteran = await VeteranProfileModel.findById(id);
    return veteran ? toRecord(veteran) : null;
  },
  /** The only read that includes the password hash, for signing in. */
  async findForLogin(email: string) {
    const veteran = await VeteranProfileModel.findOne({ email }).select('+passwordHash');
    return veteran ? { ...toRecord(veteran), passwordHash: veteran.passwordHash } : null;
  },
};
