import { ApiError, useCloseJob } from '@jobboard/api-client';
import { hiringMessages, type Job } from '@jobboard/contracts';
import { Button, Dialog, useToast } from '@jobboard/ui';
import { useRef, useState } from 'react';

export interface CloseJobDialogProps {
  employerId: string;
  job: Job;
  onClose: () => void;
}

/** Asks before closing a job (DELETE /api/jobs/:id): it leaves search, its applications stay. */
export const CloseJobDialog = ({ employerId, job, onClose }: CloseJobDialogProps) => {
  const { toast } = useToast();
  const closeJob = useCloseJob(employerId);
  const [closing, setClosing] = useState(false);
  // Start on Cancel: the safe choice.
  const cancelRef = useRef<HTMLButtonElement>(null);

  const handleConfirm = async () => {
    setClosing(true);
    try {
      await closeJob(job.id);
      toast({ title: hiringMessages.jobClosed.title, description: hiringMessages.jobClosed.message, variant: 'success' });
      onClose();
    } catch (error) {
      setClosing(false);
      toast({
        title: hiringMessages.deleteFailed,
        description: (error instanceof ApiError && error.serverMessage) || undefined,
        variant: 'destructive',
      });
    }
  };

  const handleCancel = () => {
    if (!closing) onClose();
  };

  return (
    <Dialog
      open
      size="sm"
      onClose={handleCancel}
      title="Close this job?"
      description="It leaves search and stops taking applications; its applications stay."
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} type="button" $variant="outline" onClick={handleCancel} disabled={closing}>
            Cancel
          </Button>
          <Button type="button" $variant="destructive" onClick={handleConfirm} disabled={closing}>
            {closing ? 'Closing...' : 'Close Job'}
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
