export { useApplyDialog } from './use-apply-dialog';
