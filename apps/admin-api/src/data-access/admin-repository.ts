import { AdminUserModel, toRecord } from '@jobboard/db';

export const adminRepository = {
  async create(admin: Record<string, unknown> & { username: string; passwordHash: string }) {
    return toRecord(await new AdminUserModel(admin).save());
  },
  async findActiveById(id: string) {
    const admin = await AdminUserModel.findOne({ _id: id, isActive: true });
    return admin ? toRecord(admin) : null;
  },
  /** Only active admins can sign in; the only read that includes the password hash. */
  async findForLogin(username: string) {
    const admin = await AdminUserModel.findOne({ username, isActive: true }).select('+passwordHash');
    return admin ? { ...toRecord(admin), passwordHash: admin.passwordHash } : null;
  },
  async recordLogin(id: string) {
    await AdminUserModel.updateOne({ _id: id }, { $set: { lastLoginAt: new Date() } });
  },
};
