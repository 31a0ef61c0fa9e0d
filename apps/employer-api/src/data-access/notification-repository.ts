import type { EmployerNotification } from '@jobboard/contracts';
import { EmployerNotificationModel } from '@jobboard/db';
import { isValidObjectId, Types } from 'mongoose';

/** The newest this many are listed; older ones stay stored. */
const listLimit = 100;

export const notificationRepository = {
  async listNewest(employerId: string) {
    const [items, unread] = await Promise.all([
      EmployerNotificationModel.find({ employerId }).sort({ createdAt: -1, _id: -1 }).limit(listLimit).lean(),
      EmployerNotificationModel.countDocuments({ employerId, isRead: false }),
    ]);
    const notifications: EmployerNotification[] = items.map((item) => ({
      id: String(item._id),
      employerId: String(item.employerId),
      applicationId: item.applicationId ? String(item.applicationId) : undefined,
      type: item.type,
      message: item.message,
      isRead: item.isRead,
      createdAt: item.createdAt.toISOString(),
    }));
    return { items: notifications, unread };
  },
  async countUnread(employerId: string) {
    return EmployerNotificationModel.countDocuments({ employerId, isRead: false });
  },
  /** Marks one of this employer's notifications read; false when it has none with that id. */
  async markRead(employerId: string, id: string) {
    if (!isValidObjectId(id)) return false;
    const result = await EmployerNotificationModel.updateOne({ _id: id, employerId }, { $set: { isRead: true } });
    return result.matchedCount === 1;
  },
  async markAllRead(employerId: string) {
    await EmployerNotificationModel.updateMany({ employerId, isRead: false }, { $set: { isRead: true } });
  },
  async create(notification: { employerId: string; type: EmployerNotification['type']; message: string; applicationId?: Types.ObjectId }) {
    await EmployerNotificationModel.create(notification);
  },
};
