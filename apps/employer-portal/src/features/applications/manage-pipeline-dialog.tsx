import { useUpdatePipeline } from '@jobboard/api-client';
import { hiringMessages, pipelineStageLabels, pipelineStages, pipelineUpdateSchema, type EmployerApplication, type PipelineStage } from '@jobboard/contracts';
import { fieldErrorsFrom, type FieldErrors } from '@jobboard/portal-kit';
import { Button, Dialog, RadioGroup, SelectField, TextAreaField, TextField, useToast } from '@jobboard/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
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

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  textarea { min-height: 96px; }
`;

type PipelineField = 'pipelineStage' | 'employerRating' | 'employerNotes' | 'nextFollowUpDate';

const ratingOf = (rating: number | undefined): Rating => ratings[rating ?? 0] ?? '0';

/** Manage: the candidate's stage, a rating out of 5, private notes and the next follow-up date. */
export const ManagePipelineDialog = ({ employerId, application, onClose }: ManagePipelineDialogProps) => {
  const { toast } = useToast();
  const updatePipeline = useUpdatePipeline(employerId);
  const formId = useId();
  const [stage, setStage] = useState<PipelineStage>(application.pipelineStage);
  const [rating, setRating] = useState<Rating>(ratingOf(application.employerRating));
  const [notes, setNotes] = useState(application.employerNotes ?? '');
  const [followUp, setFollowUp] = useState(application.nextFollowUpDate ? calendarDayOf(application.nextFollowUpDate) : '');
  const [errors, setErrors] = useState<FieldErrors<PipelineField>>({});
  const [saving, setSaving] = useState(false);

  const handleClose = () => {
    if (!saving) onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // A cleared date is sent as null, which clears it on the server.
    const update = pipelineUpdateSchema.safeParse({
      pipelineStage: stage,
      employerRating: Number(rating),
      employerNotes: notes,
      nextFollowUpDate: followUp || null,
    });
    if (!update.success) {
      setErrors(fieldErrorsFrom<PipelineField>(update.error.issues));
      return;
    }
    setSaving(true);
    try {
      await updatePipeline(application.id, update.data);
      toast({ title: hiringMessages.pipelineUpdated.title, description: hiringMessages.pipelineUpdated.message, variant: 'success' });
      onClose();
    } catch {
      setSaving(false);
      toast({ title: hiringMessages.pipelineFailed.title, description: hiringMessages.pipelineFailed.message, variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onClose={handleClose}
      title="Manage Candidate"
      description={`${application.applicantName}, ${application.jobTitle}`}
      footer={
        <>
          <Button type="button" $variant="outline" onClick={handleClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <StyledForm id={formId} noValidate onSubmit={handleSubmit} aria-label="Pipeline details">
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
      </StyledForm>
    </Dialog>
  );
};
