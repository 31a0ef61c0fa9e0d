export { sendStoredFile } from '@jobboard/server-kit';
