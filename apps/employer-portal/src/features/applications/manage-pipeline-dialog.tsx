import { useUpdatePipeline, useWrite } from '@jobboard/api-client';
import {
  contractsTexts,
  hiringMessages,
  pipelineStageLabels,
  pipelineStages,
  pipelineUpdateSchema,
  type EmployerApplication,
  type PipelineStage,
} from '@jobboard/contracts';
import { fieldErrorsFrom, FormDialog, useCheckedForm } from '@jobboard/portal-kit';
import { RadioGroup, SelectField, TextAreaField, TextField, useToast } from '@jobboard/ui';
import type { FormEvent } from 'react';
import { calendarDayOf } from '../../utils/dates';
import { text, useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface ManagePipelineDialogProps {
  employerId: string;
  application: EmployerApplication;
  onClose: () => void;
}

const stageOptions = pipelineStages.map((stage) => ({ value: stage, label: pipelineStageLabels[stage] }));
const ratings = ['0', '1', '2', '3', '4', '5'] as const;
type Rating = (typeof ratings)[number];
const ratingOptions = ratings.map((rating) => ({ value: rating, label: rating === '0' ? text('None') : rating }));


const pipelineFields = ['pipelineStage', 'employerRating', 'employerNotes', 'nextFollowUpDate'] as const;
type PipelineField = (typeof pipelineFields)[number];
type PipelineValues = { pipelineStage: PipelineStage; employerRating: Rating; employerNotes: string; nextFollowUpDate: string };

const ratingOf = (rating: number | undefined): Rating => ratings[rating ?? 0] ?? '0';

const pipelineValuesOf = (application: EmployerApplication): PipelineValues => ({
  pipelineStage: application.pipelineStage,
  employerRating: ratingOf(application.employerRating),
  employerNotes: application.employerNotes ?? '',
  nextFollowUpDate: application.nextFollowUpDate ? calendarDayOf(application.nextFollowUpDate) : '',
});

const checkPipelineUpdate = (values: PipelineValues) => {
  // A cleared date is sent as null, which clears it on the server.
  const update = pipelineUpdateSchema.safeParse({ ...values, employerRating: Number(values.employerRating), nextFollowUpDate: values.nextFollowUpDate || null });
  return update.success
    ? { ok: true as const, update: update.data }
    : { ok: false as const, errors: fieldErrorsFrom<PipelineField>(update.error.issues) };
};

/** Manage: the candidate's stage, a rating out of 5, private notes and the next follow-up date. */
export const ManagePipelineDialog = ({ employerId, application, onClose }: ManagePipelineDialogProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const { toast } = useToast();
  const saving = useWrite(useUpdatePipeline(employerId));
  const { formRef, values, setField, errorOf, textInput, validate } = useCheckedForm({
    initialValues: pipelineValuesOf(application),
    check: checkPipelineUpdate,
    fieldOrder: pipelineFields,
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.pending) return;
    const check = validate();
    if (!check.ok) return;
    try {
      await saving.run(application.id, check.update);
      toast({ title: tc(hiringMessages.pipelineUpdated.title), description: tc(hiringMessages.pipelineUpdated.message), variant: 'success' });
      onClose();
    } catch {
      toast({ title: tc(hiringMessages.pipelineFailed.title), description: tc(hiringMessages.pipelineFailed.message), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      title={t('Manage Candidate')}
      description={`${application.applicantName}, ${application.jobTitle}`}
      formLabel={t('Pipeline details')}
      submitLabel={t('Save')}
      saving={saving.pending}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(event)}
      formRef={formRef}
    >
        <SelectField
          label={t('Stage')}
          options={stageOptions.map((option) => ({ ...option, label: tc(option.label) }))}
          error={errorOf('pipelineStage')}
          {...textInput('pipelineStage')}
        />
        <RadioGroup
          label={t('Rating (out of 5)')}
          name="employerRating"
          orientation="horizontal"
          options={ratingOptions.map((option) => (option.value === '0' ? { ...option, label: t(option.label) } : option))}
          value={values.employerRating}
          error={errorOf('employerRating')}
          onChange={(rating) => setField('employerRating', rating)}
        />
        <TextAreaField
          label={t('Notes')}
          hint={t('Private to your company; the candidate never sees them.')}
          maxLength={5000}
          error={errorOf('employerNotes')}
          {...textInput('employerNotes')}
        />
        <TextField
          label={t('Next follow-up date')}
          type="date"
          hint={t('Optional. Clear it to remove the follow-up.')}
          error={errorOf('nextFollowUpDate')}
          {...textInput('nextFollowUpDate')}
        />
    </FormDialog>
  );
};
