import { useUpdatePipeline } from '@jobboard/api-client';
import { hiringMessages, pipelineStageLabels, pipelineStages, pipelineUpdateSchema, type EmployerApplication, type PipelineStage } from '@jobboard/contracts';
import { FormDialog, useDialogSave } from '@jobboard/portal-kit';
import { RadioGroup, SelectField, TextAreaField, TextField } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import { calendarDayOf } from '../../utils/dates';

export interface ManagePipelineDialogProps {
  employerId: string;
  application: EmployerApplication;
  onClose: () => void;
}

const stageOptions = pipelineStages.map((stage) => ({ value: stage, label: pipelineStageLabels[stage] }));
const ratings = ['0', '1', '2', '3', '4', '5'] as const;
type Rating = (typeof ratings)[number];
const ratingOptions = ratings.map((rating) => ({ value: rating, label: rating === '0' ? 'None' : rating }));


type PipelineField = 'pipelineStage' | 'employerRating' | 'employerNotes' | 'nextFollowUpDate';

const ratingOf = (rating: number | undefined): Rating => ratings[rating ?? 0] ?? '0';

/** Manage: the candidate's stage, a rating out of 5, private notes and the next follow-up date. */
export const ManagePipelineDialog = ({ employerId, application, onClose }: ManagePipelineDialogProps) => {
  const updatePipeline = useUpdatePipeline(employerId);
  const [stage, setStage] = useState<PipelineStage>(application.pipelineStage);
  const [rating, setRating] = useState<Rating>(ratingOf(application.employerRating));
  const [notes, setNotes] = useState(application.employerNotes ?? '');
  const [followUp, setFollowUp] = useState(application.nextFollowUpDate ? calendarDayOf(application.nextFollowUpDate) : '');
  const { errors, saving, save } = useDialogSave<PipelineField>({
    succeeded: hiringMessages.pipelineUpdated,
    failed: hiringMessages.pipelineFailed,
    onSaved: onClose,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A cleared date is sent as null, which clears it on the server.
    const update = pipelineUpdateSchema.safeParse({
      pipelineStage: stage,
      employerRating: Number(rating),
      employerNotes: notes,
      nextFollowUpDate: followUp || null,
    });
    void save(update, (data) => updatePipeline(application.id, data));
  };

  return (
    <FormDialog
      title="Manage Candidate"
      description={`${application.applicantName}, ${application.jobTitle}`}
      formLabel="Pipeline details"
      submitLabel="Save"
      saving={saving}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
        <SelectField
          label="Stage"
          name="pipelineStage"
          options={stageOptions}
          value={stage}
          error={errors.pipelineStage}
          onChange={(event) => setStage(event.target.value as PipelineStage)}
        />
        <RadioGroup
          label="Rating (out of 5)"
          name="employerRating"
          orientation="horizontal"
          options={ratingOptions}
          value={rating}
          error={errors.employerRating}
          onChange={setRating}
        />
        <TextAreaField
          label="Notes"
          name="employerNotes"
          hint="Private to your company; the candidate never sees them."
          maxLength={5000}
          value={notes}
          error={errors.employerNotes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <TextField
          label="Next follow-up date"
          name="nextFollowUpDate"
          type="date"
          hint="Optional. Clear it to remove the follow-up."
          value={followUp}
          error={errors.nextFollowUpDate}
          onChange={(event) => setFollowUp(event.target.value)}
        />
    </FormDialog>
  );
};
