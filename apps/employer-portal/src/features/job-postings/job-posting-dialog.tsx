import { ApiError, usePostJob, useUpdateJob, useWrite } from '@jobboard/api-client';
import { contractsTexts, hiringMessages, type Job, type JobPosting } from '@jobboard/contracts';
import { addListEntry, useCheckedForm } from '@jobboard/portal-kit';
import {
  Button,
  Callout,
  Columns,
  Dialog,
  FieldGroup,
  ListEntryField,
  RadioGroup,
  SelectField,
  Stack,
  StyledFieldHint,
  TextAreaField,
  TextField,
  useToast,
} from '@jobboard/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  checkJobPosting,
  clearanceOptions,
  emptyJobPosting,
  experienceOptions,
  jobPostingFieldOrder,
  jobPostingValuesOf,
  jobTypeOptions,
} from './job-posting-values';
import { NeedsPlanAlert } from './needs-plan-alert';
import { ScreeningQuestionsField } from './screening-questions-field';
import { text, useTexts, withParts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface JobPostingDialogProps {
  employerId: string;
  /** The job to edit; without one the dialog posts a new job. */
  job?: Job;
  onClose: () => void;
}

const salaryPeriodOptions = [
  { value: 'yearly', label: text('Yearly') },
  { value: 'hourly', label: text('Hourly') },
] as const;

/** Post New Job and Edit Job: one form, checked with `jobPostingSchema` before it is sent. */
export const JobPostingDialog = ({ employerId, job, onClose }: JobPostingDialogProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const { toast } = useToast();
  const postJob = usePostJob(employerId);
  const updateJob = useUpdateJob(employerId);
  const submitting = useWrite((posting: JobPosting) => (job ? updateJob(job.id, posting) : postJob(posting)));
  // A 402: posting needs a plan with posts left or a credit; the server's words, with a way to the plans.
  const [needsPlan, setNeedsPlan] = useState<string>();
  const needsPlanRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  const { formRef, values, setField, errorOf, textInput, validate, showServerErrors } = useCheckedForm({
    initialValues: job ? jobPostingValuesOf(job) : emptyJobPosting,
    check: checkJobPosting,
    fieldOrder: jobPostingFieldOrder,
  });
  const editing = job !== undefined;
  const failed = editing ? hiringMessages.jobUpdateFailed : hiringMessages.jobPostFailed;

  useEffect(() => {
    if (needsPlan) needsPlanRef.current?.focus();
  }, [needsPlan]);

  const handleClose = () => {
    if (!submitting.pending) onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.pending) return;
    const check = validate();
    if (!check.ok) return;
    setNeedsPlan(undefined);
    try {
      await submitting.run(check.posting);
      const done = editing ? hiringMessages.jobUpdated : hiringMessages.jobPosted;
      toast({ title: tc(done.title), description: tc(done.message), variant: 'success' });
      onClose();
    } catch (error) {
      const status = error instanceof ApiError ? error.status : undefined;
      if (status === 402) setNeedsPlan((error instanceof ApiError && error.serverMessage) || tc(hiringMessages.needsEntitlement));
      else showServerErrors(error);
      // A 400 is shown on its fields; any other refusal (no plan, a closed job) says why in the toast too.
      const serverWords = status !== 400 && error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: tc(failed.title), description: serverWords || tc(failed.message), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onClose={handleClose}
      size="lg"
      title={editing ? t('Edit Job') : t('Post New Job')}
      description={editing ? job.title : t('The job is live as soon as it is posted. Fields marked * are required.')}
      footer={
        <>
          <Button type="button" $variant="outline" onClick={handleClose} disabled={submitting.pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={submitting.pending}>
            {submitting.pending ? (editing ? t('Saving...') : t('Posting...')) : editing ? t('Save Changes') : t('Post Job')}
          </Button>
        </>
      }
    >
      <Stack
        as="form"
        $gap="xl"
        id={formId}
        ref={formRef}
        noValidate
        onSubmit={handleSubmit}
        aria-busy={submitting.pending}
        aria-label={editing ? t('Edit job') : t('New job')}
      >
        {needsPlan && <NeedsPlanAlert ref={needsPlanRef} message={needsPlan} />}

        <FieldGroup>
          <legend>{t('Job details')}</legend>
          <TextField label={t('Job Title')} required error={errorOf('title', t('Job Title'))} {...textInput('title')} />
          <Columns>
            <TextField label={t('Department')} error={errorOf('department', t('Department'))} {...textInput('department')} />
            <TextField
              label={t('Location')}
              required
              placeholder={t('Austin, TX')}
              hint={t('A US city and state, a ZIP code, or "Remote".')}
              error={errorOf('location', t('Location'))}
              {...textInput('location')}
            />
            <SelectField
              label={t('Job Type')}
              required
              options={jobTypeOptions(tc)}
              placeholder={t('Select job type')}
              error={errorOf('type', t('Job Type'))}
              {...textInput('type')}
            />
            <SelectField
              label={t('Experience Level')}
              required
              options={experienceOptions(tc)}
              placeholder={t('Select experience level')}
              error={errorOf('experience', t('Experience Level'))}
              {...textInput('experience')}
            />
            <TextField
              label={t('Schedule')}
              required
              placeholder={t('Monday to Friday, 8am to 5pm')}
              error={errorOf('schedule', t('Schedule'))}
              {...textInput('schedule')}
            />
            <TextField
              label={t('Application Deadline')}
              type="date"
              error={errorOf('applicationDeadline', t('Application Deadline'))}
              {...textInput('applicationDeadline')}
            />
            <SelectField
              label={t('Security clearance required')}
              options={clearanceOptions(tc)}
              hint={t('The clearance a candidate must already hold.')}
              error={errorOf('clearanceRequired', t('Security clearance required'))}
              {...textInput('clearanceRequired')}
            />
          </Columns>
        </FieldGroup>

        <FieldGroup>
          <legend>{t('Pay')}</legend>
          <Columns>
            <TextField
              label={t('Minimum Salary')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint={t('Whole dollars.')}
              error={errorOf('salaryMin', t('Minimum Salary'))}
              {...textInput('salaryMin')}
            />
            <TextField
              label={t('Maximum Salary')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint={t('Whole dollars.')}
              error={errorOf('salaryMax', t('Maximum Salary'))}
              {...textInput('salaryMax')}
            />
          </Columns>
          <RadioGroup
            label={t('Pay Period')}
            name="salaryPeriod"
            orientation="horizontal"
            options={salaryPeriodOptions.map((option) => ({ ...option, label: t(option.label) }))}
            value={values.salaryPeriod}
            onChange={(period) => setField('salaryPeriod', period)}
          />
        </FieldGroup>

        <FieldGroup>
          <legend>{t('About the role')}</legend>
          <TextAreaField label={t('Job Description')} required error={errorOf('description', t('Job Description'))} {...textInput('description')} />
          <ListEntryField
            label={t('Requirements')}
            entryName={t('requirement')}
            name="requirements"
            required
            hint={t('Press Enter or Add after each one.')}
            entries={values.requirements}
            addEntry={addListEntry}
            onChange={(entries) => setField('requirements', entries)}
            error={errorOf('requirements', t('Requirements'))}
          />
          <ListEntryField
            label={t('Responsibilities')}
            entryName={t('responsibility')}
            name="responsibilities"
            required
            hint={t('Press Enter or Add after each one.')}
            entries={values.responsibilities}
            addEntry={addListEntry}
            onChange={(entries) => setField('responsibilities', entries)}
            error={errorOf('responsibilities', t('Responsibilities'))}
          />
          <ListEntryField
            label={t('Benefits')}
            entryName={t('benefit')}
            name="benefits"
            required
            hint={t('Press Enter or Add after each one.')}
            entries={values.benefits}
            addEntry={addListEntry}
            onChange={(entries) => setField('benefits', entries)}
            error={errorOf('benefits', t('Benefits'))}
          />
          <Callout>
            <Stack $gap="xs">
              <strong>{t('Second-chance marker')}</strong>
              <StyledFieldHint>
                {withParts(
                  t('Every job of yours carries it, and appears on the Second Chance page, while your company’s fair-chance attestation in {{settings}} is current.'),
                  { settings: <Link to="/employer-settings">{t('Company Settings')}</Link> },
                )}
              </StyledFieldHint>
            </Stack>
          </Callout>
        </FieldGroup>

        <ScreeningQuestionsField
          questions={values.screeningQuestions}
          onChange={(questions) => setField('screeningQuestions', questions)}
          error={errorOf('screeningQuestions', t('Screening questions'))}
        />
      </Stack>
    </Dialog>
  );
};
