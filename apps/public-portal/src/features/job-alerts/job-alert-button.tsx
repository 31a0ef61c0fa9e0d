import type { JobAlertSource } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button } from '@jobboard/ui';
import { lazy, Suspense, useState } from 'react';
import { publicTexts } from '../../texts';

// The dialog (its form, the api call and zod) loads when the button is first pressed.
const JobAlertDialog = lazy(() => import('./job-alert-dialog').then((module) => ({ default: module.JobAlertDialog })));

export interface JobAlertButtonProps {
  source: JobAlertSource;
  /** The page's current search: its values by name (lists are joined with commas). */
  search: Record<string, string | number | readonly string[]>;
}

/** "Email me jobs like these": saves the search on screen as an email alert. */
export const JobAlertButton = ({ source, search }: JobAlertButtonProps) => {
  const t = useTexts(publicTexts);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" $variant="outline" $size="sm" onClick={() => setOpen(true)}>
        {t('Email me jobs like these')}

      </Button>
      {open && (
        <Suspense fallback={null}>
          <JobAlertDialog source={source} search={search} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
