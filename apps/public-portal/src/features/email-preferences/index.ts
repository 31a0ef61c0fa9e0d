export { EmailPreferencesPanel } from './email-preferences';
