import { ApiError, useCloseJob, useWrite } from '@jobboard/api-client';
import { contractsTexts, hiringMessages, type Job } from '@jobboard/contracts';
import { Button, Dialog, useToast } from '@jobboard/ui';
import { useRef } from 'react';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface CloseJobDialogProps {
  employerId: string;
  job: Job;
  onClose: () => void;
}

/** Asks before closing a job (DELETE /api/jobs/:id): it leaves search, its applications stay. */
export const CloseJobDialog = ({ employerId, job, onClose }: CloseJobDialogProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const { toast } = useToast();
  const closing = useWrite(useCloseJob(employerId));
  // Start on Cancel: the safe choice.
  const cancelRef = useRef<HTMLButtonElement>(null);

  const handleConfirm = async () => {
    try {
      await closing.run(job.id);
      toast({ title: tc(hiringMessages.jobClosed.title), description: tc(hiringMessages.jobClosed.message), variant: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: tc(hiringMessages.deleteFailed),
        description: (error instanceof ApiError && error.serverMessage) || undefined,
        variant: 'destructive',
      });
    }
  };

  const handleCancel = () => {
    if (!closing.pending) onClose();
  };

  return (
    <Dialog
      open
      size="sm"
      onClose={handleCancel}
      title={t('Close this job?')}
      description={t('It leaves search and stops taking applications; its applications stay.')}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} type="button" $variant="outline" onClick={handleCancel} disabled={closing.pending}>
            {t('Cancel')}
          </Button>
          <Button type="button" $variant="destructive" onClick={handleConfirm} disabled={closing.pending}>
            {closing.pending ? t('Closing...') : t('Close Job')}
          </Button>
        </>
      }
    >
      <p>
        <strong>{job.title}</strong> ({job.location})
      </p>
    </Dialog>
  );
};
