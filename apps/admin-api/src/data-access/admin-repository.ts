import { AdminSessionModel, AdminUserModel, toRecord } from '@jobboard/db';

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
  /** Changes an admin that is not already so; null when there is none. */
  async setActive(username: string, active: boolean) {
    const admin = await AdminUserModel.findOneAndUpdate({ username, isActive: !active }, { $set: { isActive: active } }, { returnDocument: 'after' });
    return admin ? toRecord(admin) : null;
  },
  /** A new password hash for an admin by username; null when there is none. */
  async setPasswordHash(username: string, passwordHash: string) {
    const admin = await AdminUserModel.findOneAndUpdate({ username }, { $set: { passwordHash } }, { returnDocument: 'after' });
    return admin ? toRecord(admin) : null;
  },
  async endSessions(adminId: string) {
    await AdminSessionModel.deleteMany({ adminUserId: adminId });
  },
  async recordLogin(id: string) {
    await AdminUserModel.updateOne({ _id: id }, { $set: { lastLoginAt: new Date() } });
  },
};
