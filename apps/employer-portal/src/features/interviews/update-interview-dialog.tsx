import { useUpdateInterview } from '@jobboard/api-client';
import { interviewMessages, interviewUpdateSchema, type EmployerInterview, type InterviewStatus, type InterviewUpdate } from '@jobboard/contracts';
import { formatInterviewTime, isInterviewDuration, zonedTimeToInstant } from '@jobboard/domain';
import { FormDialog } from '@jobboard/portal-kit';
import { SelectField, StyledFieldset, TextAreaField, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import { durationOptions, interviewStatusOptions, refusalMessage } from './interview-labels';
import { InterviewSlotFields } from './interview-slot-fields';
import { useInterviewSlots } from './use-interview-slots';

export interface UpdateInterviewDialogProps {
  employerId: string;
  interview: EmployerInterview;
  onClose: () => void;
}

const ratingOptions = [1, 2, 3, 4, 5].map((rating) => ({ value: String(rating), label: `${rating} of 5` }));

/**
 * Update Interview: status, feedback and a 1-5 rating, and a new time for a
 * scheduled one under the booking rules. Only what changed is sent.
 */
export const UpdateInterviewDialog = ({ employerId, interview, onClose }: UpdateInterviewDialogProps) => {
  const updateInterview = useUpdateInterview(employerId);
  const { toast } = useToast();
  const [status, setStatus] = useState<InterviewStatus>(interview.status);
  const [feedback, setFeedback] = useState(interview.feedback ?? '');
  const [rating, setRating] = useState(interview.rating ? String(interview.rating) : '');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [duration, setDuration] = useState(interview.duration);
  const [saving, setSaving] = useState(false);
  const canReschedule = interview.status === 'scheduled';
  const slots = useInterviewSlots({ employerId, date, duration, movingInterviewId: interview.id });

  /** The fields that differ from the interview as it is; undefined ones are not sent. */
  const changes = (): InterviewUpdate => {
    const trimmedFeedback = feedback.trim();
    return {
      status: status !== interview.status ? status : undefined,
      feedback: trimmedFeedback !== (interview.feedback ?? '').trim() ? trimmedFeedback : undefined,
      rating: rating && Number(rating) !== interview.rating ? Number(rating) : undefined,
      scheduledDateTime: date && time ? zonedTimeToInstant(date, time, slots.timeZone).toISOString() : undefined,
      duration: duration !== interview.duration && isInterviewDuration(duration) ? duration : undefined,
    };
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (date && !time) {
      toast({ title: interviewMessages.missingInformation.title, description: interviewMessages.missingInformation.message, variant: 'destructive' });
      return;
    }
    const update = interviewUpdateSchema.safeParse(changes());
    if (!update.success) {
      // In this form the contract can only refuse an update that changes nothing ('No changes were made to the interview.').
      toast({ title: update.error.issues[0]?.message ?? interviewMessages.noChanges });
      return;
    }
    setSaving(true);
    try {
      await updateInterview(interview.id, update.data);
      toast({ title: interviewMessages.updated.title, description: interviewMessages.updated.message, variant: 'success' });
      onClose();
    } catch (error) {
      setSaving(false);
      toast({ title: interviewMessages.updateFailed.title, description: refusalMessage(error, interviewMessages.updateFailed.message), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      title="Update Interview"
      description={`${interview.candidateName}, ${interview.jobTitle}: ${formatInterviewTime(new Date(interview.scheduledDateTime), interview.timeZone)}`}
      formLabel="Interview update"
      submitLabel="Update Interview"
      saving={saving}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <SelectField
        label="Status"
        name="status"
        options={interviewStatusOptions}
        value={status}
        onChange={(event) => setStatus(event.target.value as InterviewStatus)}
      />
      <TextAreaField
        label="Feedback"
        name="feedback"
        hint="Optional. For your team; the candidate does not see it."
        maxLength={5000}
        value={feedback}
        onChange={(event) => setFeedback(event.target.value)}
      />
      <SelectField
        label="Rating"
        name="rating"
        options={ratingOptions}
        placeholder={interview.rating ? undefined : 'Not rated'}
        value={rating}
        onChange={(event) => setRating(event.target.value)}
      />
      {canReschedule ? (
        <StyledFieldset>
          <legend>Reschedule</legend>
          <InterviewSlotFields
            date={date}
            time={time}
            timeZone={slots.timeZone}
            dates={slots.dates}
            times={slots.times}
            loading={slots.loading}
            dateLabel="New date"
            timeLabel="New time"
            datePlaceholder="Keep the current time"
            onDateChange={setDate}
            onTimeChange={setTime}
          />
          <SelectField
            label="Duration"
            name="duration"
            options={durationOptions}
            value={String(duration)}
            onChange={(event) => setDuration(Number(event.target.value))}
          />
        </StyledFieldset>
      ) : (
        interview.status === 'cancelled' && <p>{interviewMessages.cancelledIsFinal}</p>
      )}
    </FormDialog>
  );
};
