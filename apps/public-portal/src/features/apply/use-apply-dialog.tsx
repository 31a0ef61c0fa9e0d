import type { Job } from '@jobboard/contracts';
import { useLanguage } from '@jobboard/i18n';
import { lazy, Suspense, useState } from 'react';
import { emptyDraft, type ApplicationDraft } from './application-draft-state';

// The modal's code (its form checks and zod) loads when Apply is first pressed, not with the list.
const ApplyDialog = lazy(() => import('./apply-dialog').then((module) => ({ default: module.ApplyDialog })));

/**
 * The Apply flow of a job list: `open(job)` shows the modal for that job, and `dialog` is what
 * the list renders. The draft lives here, so closing the modal and reopening it keeps what
 * was typed; only a successful submit clears it. The preferred language starts as the one the
 * site is read in.
 */
export const useApplyDialog = () => {
  const [job, setJob] = useState<Job>();
  const language = useLanguage();
  const [draft, setDraft] = useState<ApplicationDraft>(() => ({ ...emptyDraft, preferredLanguage: language }));
  const dialog = job ? (
    <Suspense fallback={null}>
      <ApplyDialog job={job} draft={draft} onDraftChange={setDraft} onClose={() => setJob(undefined)} />
    </Suspense>
  ) : null;
  return { open: setJob, dialog };
};
