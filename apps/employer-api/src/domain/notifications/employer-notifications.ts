import { AppError } from '@jobboard/server-kit';
import { notificationRepository } from '../../data-access/notification-repository';

export const listNotifications = (employerId: string) => notificationRepository.listNewest(employerId);

export const markNotificationRead = async (employerId: string, notificationId: string) => {
  if (!(await notificationRepository.markRead(employerId, notificationId))) throw AppError.notFound('Notification not found');
};

export const markAllNotificationsRead = (employerId: string) => notificationRepository.markAllRead(employerId);

