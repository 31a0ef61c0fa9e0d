export { NotificationsTab, type NotificationsTabProps } from './notifications-tab';
