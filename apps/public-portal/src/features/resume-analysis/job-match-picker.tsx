import { useJob, useJobs } from '@jobboard/api-client';
import { useTexts } from '@jobboard/i18n';
import { SelectField, TextField } from '@jobboard/ui';
import { useEffect, useState } from 'react';
import { publicTexts } from '../../texts';

export interface JobMatchPickerProps {
  /** The chosen job's id; "" for none (a general analysis). */
  jobId: string;
  disabled: boolean;
  onChange: (jobId: string) => void;
}

/** How long typing pauses before the job search runs. */
const searchPauseMs = 300;

const jobLabel = (job: { title: string; companyName: string }) => `${job.title} (${job.companyName})`;

/**
 * "Check my match": any open job can be chosen. The list holds the newest jobs, or the best
 * matches of the words typed (the same search as Find Jobs, everywhere); a job chosen elsewhere
 * (the job page's link) stays listed under its own title.
 */
export const JobMatchPicker = ({ jobId, disabled, onChange }: JobMatchPickerProps) => {
  const t = useTexts(publicTexts);
  const [typed, setTyped] = useState('');
  const [words, setWords] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setWords(typed.trim()), searchPauseMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const jobs = useJobs({ q: words, page: 1 });
  const found = jobs.data?.items ?? [];
  const listed = !jobId || found.some((job) => job.id === jobId);
  const chosen = useJob(listed ? undefined : jobId);
  const options = found.map((job) => ({ value: job.id, label: jobLabel(job) }));
  if (!listed) options.unshift({ value: jobId, label: chosen.data ? jobLabel(chosen.data) : t('The job you chose') });

  const total = jobs.data?.total ?? 0;
  const shown = found.length;
  const hint = jobs.error
    ? t('Jobs could not be loaded. Please try again later.')
    : !jobs.data
      ? t('Loading jobs…')
      : words
        ? total === 0
          ? t('No open job matches "{{words}}".', { words })
          : `${t('{{count}} open jobs match "{{words}}";', { singular: '{{count}} open job matches "{{words}}";', count: total, words })} ${shown === 1 ? t('the best is listed below.') : t('the {{shown}} best are listed below.', { shown })}`
        : t('The {{shown}} newest of {{total}} open jobs are listed below; search to find any other.', { shown, total });

  return (
    <>
      <TextField
        type="search"
        label={t('Find a job to check against')}
        name="match-search"
        placeholder={t('Job title, skill or company')}
        value={typed}
        disabled={disabled}
        onChange={(event) => setTyped(event.target.value)}
        hint={<span aria-live="polite">{hint}</span>}
      />
      <SelectField
        label={t('Check my match against a job (optional)')}
        value={jobId}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('No job: general analysis')}
        options={options}
        hint={t("Compares your document with the job's requirements, the way the employer's ranking does.")}

      />
    </>
  );
};
