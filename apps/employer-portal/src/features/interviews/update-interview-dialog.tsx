import { useUpdateInterview, useWrite } from '@jobboard/api-client';
import {
  contractsTexts,
  interviewMessages,
  interviewUpdateSchema,
  type EmployerInterview,
  type InterviewStatus,
  type InterviewUpdate,
} from '@jobboard/contracts';
import { formatInterviewTime, interviewStatusChangeProblem, isInterviewDuration, zonedTimeToInstant } from '@jobboard/domain';
import { FormDialog, useCheckedForm } from '@jobboard/portal-kit';
import { SelectField, StyledFieldset, TextAreaField, useToast } from '@jobboard/ui';
import type { FormEvent } from 'react';
import { durationOptions, interviewStatusOptions, refusalMessage } from './interview-labels';
import { InterviewSlotFields } from './interview-slot-fields';
import { useInterviewSlots } from './use-interview-slots';
import { useTexts, type Translator } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface UpdateInterviewDialogProps {
  employerId: string;
  interview: EmployerInterview;
  onClose: () => void;
}

const ratings = [1, 2, 3, 4, 5];

interface InterviewValues {
  status: InterviewStatus;
  feedback: string;
  rating: string;
  date: string;
  time: string;
  duration: number;
}

const interviewFields = ['status', 'feedback', 'rating', 'date', 'time', 'duration'] as const;

const interviewValuesOf = (interview: EmployerInterview): InterviewValues => ({
  status: interview.status,
  feedback: interview.feedback ?? '',
  rating: interview.rating ? String(interview.rating) : '',
  date: '',
  time: '',
  duration: interview.duration,
});

/** The fields that differ from the interview as it is; undefined ones are not sent. */
const changesOf = (values: InterviewValues, interview: EmployerInterview, timeZone: string): InterviewUpdate => {
  const trimmedFeedback = values.feedback.trim();
  return {
    status: values.status !== interview.status ? values.status : undefined,
    feedback: trimmedFeedback !== (interview.feedback ?? '').trim() ? trimmedFeedback : undefined,
    rating: values.rating && Number(values.rating) !== interview.rating ? Number(values.rating) : undefined,
    scheduledDateTime: values.date && values.time ? zonedTimeToInstant(values.date, values.time, timeZone).toISOString() : undefined,
    duration: values.duration !== interview.duration && isInterviewDuration(values.duration) ? values.duration : undefined,
  };
};

/**
 * The update the values make, or the toast that says why not (in the reader's language, by `tc`,
 * the contracts' translator): a date without a time first, then the contract's problem.
 */
const checkInterviewUpdate = (values: InterviewValues, interview: EmployerInterview, timeZone: string, tc: Translator['t']) => {
  if (values.date && !values.time) {
    const { title, message } = interviewMessages.missingInformation;
    return { ok: false as const, errors: {}, problem: { title: tc(title), description: tc(message), variant: 'destructive' as const } };
  }
  const update = interviewUpdateSchema.safeParse(changesOf(values, interview, timeZone));
  if (update.success) return { ok: true as const, update: update.data };
  // In this form the contract can only refuse an update that changes nothing ('No changes were made to the interview.').
  return { ok: false as const, errors: {}, problem: { title: tc(update.error.issues[0]?.message ?? interviewMessages.noChanges) } };
};

/**
 * Update Interview: status, feedback and a 1-5 rating, and a new time for a
 * scheduled one under the booking rules. Only what changed is sent.
 */
export const UpdateInterviewDialog = ({ employerId, interview, onClose }: UpdateInterviewDialogProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const ratingOptions = ratings.map((rating) => ({ value: String(rating), label: t('{{rating}} of 5', { rating }) }));
  const saving = useWrite(useUpdateInterview(employerId));
  const { toast } = useToast();
  const { formRef, values, setField, textInput, validate } = useCheckedForm({
    initialValues: interviewValuesOf(interview),
    // The slot's zone is known once the slots are read (below); the check runs on submit.
    check: (update: InterviewValues) => checkInterviewUpdate(update, interview, slots.timeZone, tc),
    fieldOrder: interviewFields,
  });
  // A new time for a scheduled interview, or for one put back on the calendar (a booking again).
  const canReschedule = values.status === 'scheduled' && interview.status !== 'cancelled';
  // Only the statuses the interview may move to now: completed and no-show once it has started.
  const start = new Date(interview.scheduledDateTime);
  const allStatusOptions = interviewStatusOptions(tc);
  const statusOptions = allStatusOptions.filter(
    (option) => !interviewStatusChangeProblem({ from: interview.status, to: option.value, start, now: new Date() }),
  );
  const notStarted = interview.status === 'scheduled' && statusOptions.length < allStatusOptions.length;
  const slots = useInterviewSlots({ employerId, date: values.date, duration: values.duration, movingInterviewId: interview.id });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.pending) return;
    const check = validate();
    if (!check.ok) {
      toast(check.problem);
      return;
    }
    try {
      await saving.run(interview.id, check.update);
      toast({ title: tc(interviewMessages.updated.title), description: tc(interviewMessages.updated.message), variant: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: tc(interviewMessages.updateFailed.title),
        description: refusalMessage(error, tc(interviewMessages.updateFailed.message)),
        variant: 'destructive',
      });
    }
  };

  return (
    <FormDialog
      title={t('Update Interview')}
      description={`${interview.candidateName}, ${interview.jobTitle}: ${formatInterviewTime(new Date(interview.scheduledDateTime), interview.timeZone)}`}
      formLabel={t('Interview update')}
      submitLabel={t('Update Interview')}
      saving={saving.pending}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(event)}
      formRef={formRef}
    >
      <SelectField
        label={t('Status')}
        options={statusOptions}
        hint={notStarted ? t('Completed and No show can be chosen once the interview has started.') : undefined}
        {...textInput('status')}
      />
      <TextAreaField
        label={t('Feedback')}
        hint={t('Optional. For your team; the candidate does not see it.')}
        maxLength={5000}
        {...textInput('feedback')}
      />
      <SelectField
        label={t('Rating')}
        options={ratingOptions}
        placeholder={interview.rating ? undefined : t('Not rated')}
        {...textInput('rating')}
      />
      {canReschedule ? (
        <StyledFieldset>
          <legend>{t('Reschedule')}</legend>
          <InterviewSlotFields
            date={values.date}
            time={values.time}
            timeZone={slots.timeZone}
            dates={slots.dates}
            times={slots.times}
            loading={slots.loading}
            dateLabel={t('New date')}
            timeLabel={t('New time')}
            datePlaceholder={t('Keep the current time')}
            onDateChange={(date) => setField('date', date)}
            onTimeChange={(time) => setField('time', time)}
          />
          <SelectField
            label={t('Duration')}
            name="duration"
            options={durationOptions(t)}
            value={String(values.duration)}
            onChange={(event) => setField('duration', Number(event.target.value))}
          />
        </StyledFieldset>
      ) : (
        interview.status === 'cancelled' && <p>{tc(interviewMessages.cancelledIsFinal)}</p>
      )}
    </FormDialog>
  );
};
