import { ApiError, usePostJob, useUpdateJob, useWrite } from '@jobboard/api-client';
import { hiringMessages, type Job, type JobPosting } from '@jobboard/contracts';
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

export interface JobPostingDialogProps {
  employerId: string;
  /** The job to edit; without one the dialog posts a new job. */
  job?: Job;
  onClose: () => void;
}

const salaryPeriodOptions = [
  { value: 'yearly', label: 'Yearly' },
  { value: 'hourly', label: 'Hourly' },
] as const;

/** Post New Job and Edit Job: one form, checked with `jobPostingSchema` before it is sent. */
export const JobPostingDialog = ({ employerId, job, onClose }: JobPostingDialogProps) => {
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
      toast({ title: done.title, description: done.message, variant: 'success' });
      onClose();
    } catch (error) {
      const status = error instanceof ApiError ? error.status : undefined;
      if (status === 402) setNeedsPlan((error instanceof ApiError && error.serverMessage) || hiringMessages.needsEntitlement);
      else showServerErrors(error);
      // A 400 is shown on its fields; any other refusal (no plan, a closed job) says why in the toast too.
      const serverWords = status !== 400 && error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: failed.title, description: serverWords || failed.message, variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onClose={handleClose}
      size="lg"
      title={editing ? 'Edit Job' : 'Post New Job'}
      description={editing ? job.title : 'The job is live as soon as it is posted. Fields marked * are required.'}
      footer={
        <>
          <Button type="button" $variant="outline" onClick={handleClose} disabled={submitting.pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={submitting.pending}>
            {submitting.pending ? (editing ? 'Saving...' : 'Posting...') : editing ? 'Save Changes' : 'Post Job'}
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
        aria-label={editing ? 'Edit job' : 'New job'}
      >
        {needsPlan && <NeedsPlanAlert ref={needsPlanRef} message={needsPlan} />}

        <FieldGroup>
          <legend>Job details</legend>
          <TextField label="Job Title" required error={errorOf('title', 'Job Title')} {...textInput('title')} />
          <Columns>
            <TextField label="Department" error={errorOf('department', 'Department')} {...textInput('department')} />
            <TextField
              label="Location"
              required
              placeholder="Austin, TX"
              hint='A US city and state, a ZIP code, or "Remote".'
              error={errorOf('location', 'Location')}
              {...textInput('location')}
            />
            <SelectField
              label="Job Type"
              required
              options={jobTypeOptions}
              placeholder="Select job type"
              error={errorOf('type', 'Job Type')}
              {...textInput('type')}
            />
            <SelectField
              label="Experience Level"
              required
              options={experienceOptions}
              placeholder="Select experience level"
              error={errorOf('experience', 'Experience Level')}
              {...textInput('experience')}
            />
            <TextField
              label="Schedule"
              required
              placeholder="Monday to Friday, 8am to 5pm"
              error={errorOf('schedule', 'Schedule')}
              {...textInput('schedule')}
            />
            <TextField
              label="Application Deadline"
              type="date"
              error={errorOf('applicationDeadline', 'Application Deadline')}
              {...textInput('applicationDeadline')}
            />
            <SelectField
              label="Security clearance required"
              options={clearanceOptions}
              hint="The clearance a candidate must already hold."
              error={errorOf('clearanceRequired', 'Security clearance required')}
              {...textInput('clearanceRequired')}
            />
          </Columns>
        </FieldGroup>

        <FieldGroup>
          <legend>Pay</legend>
          <Columns>
            <TextField
              label="Minimum Salary"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint="Whole dollars."
              error={errorOf('salaryMin', 'Minimum Salary')}
              {...textInput('salaryMin')}
            />
            <TextField
              label="Maximum Salary"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint="Whole dollars."
              error={errorOf('salaryMax', 'Maximum Salary')}
              {...textInput('salaryMax')}
            />
          </Columns>
          <RadioGroup
            label="Pay Period"
            name="salaryPeriod"
            orientation="horizontal"
            options={salaryPeriodOptions}
            value={values.salaryPeriod}
            onChange={(period) => setField('salaryPeriod', period)}
          />
        </FieldGroup>

        <FieldGroup>
          <legend>About the role</legend>
          <TextAreaField label="Job Description" required error={errorOf('description', 'Job Description')} {...textInput('description')} />
          <ListEntryField
            label="Requirements"
            entryName="requirement"
            name="requirements"
            required
            hint="Press Enter or Add after each one."
            entries={values.requirements}
            addEntry={addListEntry}
            onChange={(entries) => setField('requirements', entries)}
            error={errorOf('requirements', 'Requirements')}
          />
          <ListEntryField
            label="Responsibilities"
            entryName="responsibility"
            name="responsibilities"
            required
            hint="Press Enter or Add after each one."
            entries={values.responsibilities}
            addEntry={addListEntry}
            onChange={(entries) => setField('responsibilities', entries)}
            error={errorOf('responsibilities', 'Responsibilities')}
          />
          <ListEntryField
            label="Benefits"
            entryName="benefit"
            name="benefits"
            required
            hint="Press Enter or Add after each one."
            entries={values.benefits}
            addEntry={addListEntry}
            onChange={(entries) => setField('benefits', entries)}
            error={errorOf('benefits', 'Benefits')}
          />
          <Callout>
            <Stack $gap="xs">
              <strong>Second-chance marker</strong>
              <StyledFieldHint>
                Every job of yours carries it, and appears on the Second Chance page, while your company&rsquo;s fair-chance attestation in{' '}
                <Link to="/employer-settings">Company Settings</Link> is current.
              </StyledFieldHint>
            </Stack>
          </Callout>
        </FieldGroup>

        <ScreeningQuestionsField
          questions={values.screeningQuestions}
          onChange={(questions) => setField('screeningQuestions', questions)}
          error={errorOf('screeningQuestions', 'Screening questions')}
        />
      </Stack>
    </Dialog>
  );
};
