import type { Job } from '@jobboard/contracts';
import { useState } from 'react';
import { emptyDraft, type ApplicationDraft } from './application-draft';
import { ApplyDialog } from './apply-dialog';

/**
 * The Apply flow of a job list: `open(job)` shows the modal for that job, and `dialog` is what
 * the list renders. The draft lives here, so closing the modal and reopening it keeps what
 * was typed; only a successful submit clears it.
 */
export const useApplyDialog = () => {
  const [job, setJob] = useState<Job>();
  const [draft, setDraft] = useState<ApplicationDraft>(emptyDraft);
  const dialog = job ? (
    <ApplyDialog job={job} draft={draft} onDraftChange={setDraft} onClose={() => setJob(undefined)} />
  ) : null;
  return { open: setJob, dialog };
};
