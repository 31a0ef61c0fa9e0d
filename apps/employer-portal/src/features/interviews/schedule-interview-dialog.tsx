import { useScheduleInterview, useWrite } from '@jobboard/api-client';
import { contractsTexts, interviewMessages, scheduleInterviewSchema, type EmployerApplication, type InterviewType } from '@jobboard/contracts';
import { defaultInterviewDuration, zonedTimeToInstant } from '@jobboard/domain';
import { FormDialog, useCheckedForm } from '@jobboard/portal-kit';
import { RadioGroup, SelectField, TextAreaField, useToast } from '@jobboard/ui';
import type { FormEvent } from 'react';
import { durationOptions, interviewTypeOptions, refusalMessage } from './interview-labels';
import { InterviewSlotFields } from './interview-slot-fields';
import { useInterviewSlots } from './use-interview-slots';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface ScheduleInterviewDialogProps {
  employerId: string;
  application: Pick<EmployerApplication, 'id' | 'applicantName' | 'jobTitle'>;
  onClose: () => void;
}

interface BookingValues {
  date: string;
  time: string;
  duration: number;
  interviewType: InterviewType;
  notes: string;
}

const bookingFields = ['date', 'time', 'duration', 'interviewType', 'notes'] as const;
const emptyBooking: BookingValues = { date: '', time: '', duration: defaultInterviewDuration, interviewType: 'video', notes: '' };

/** The booking the values make, or the one problem its toast says: a missing slot first, then the contract's first. */
const checkBooking = (values: BookingValues, applicationId: string, timeZone: string) => {
  if (!values.date || !values.time) return { ok: false as const, errors: {}, problem: interviewMessages.missingInformation };
  const booking = scheduleInterviewSchema.safeParse({
    applicationId,
    scheduledDateTime: zonedTimeToInstant(values.date, values.time, timeZone).toISOString(),
    duration: values.duration,
    interviewType: values.interviewType,
    notes: values.notes.trim() || undefined,
  });
  if (booking.success) return { ok: true as const, booking: booking.data };
  const message = booking.error.issues[0]?.message ?? interviewMessages.scheduleFailed.message;
  return { ok: false as const, errors: {}, problem: { title: interviewMessages.scheduleFailed.title, message } };
};

/**
 * Schedule Interview: a weekday in the next 14 days, a half-hour start from
 * 09:00 to 16:30 in the employer's zone, 15 to 90 minutes, video, phone or in person, and notes.
 */
export const ScheduleInterviewDialog = ({ employerId, application, onClose }: ScheduleInterviewDialogProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const saving = useWrite(useScheduleInterview(employerId));
  const { toast } = useToast();
  const { formRef, values, setField, textInput, validate } = useCheckedForm({
    initialValues: emptyBooking,
    // The slot's zone is known once the slots are read (below); the check runs on submit.
    check: (booking: BookingValues) => checkBooking(booking, application.id, slots.timeZone),
    fieldOrder: bookingFields,
  });
  const slots = useInterviewSlots({ employerId, date: values.date, duration: values.duration });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.pending) return;
    const check = validate();
    if (!check.ok) {
      toast({ title: tc(check.problem.title), description: tc(check.problem.message), variant: 'destructive' });
      return;
    }
    try {
      await saving.run(check.booking);
      toast({ title: tc(interviewMessages.scheduled.title), description: tc(interviewMessages.scheduled.message), variant: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: tc(interviewMessages.scheduleFailed.title),
        description: refusalMessage(error, tc(interviewMessages.scheduleFailed.message)),
        variant: 'destructive',
      });
    }
  };

  return (
    <FormDialog
      title={t('Schedule Interview')}
      description={`${application.applicantName}, ${application.jobTitle}`}
      formLabel={t('Interview details')}
      submitLabel={t('Schedule Interview')}
      saving={saving.pending}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(event)}
      formRef={formRef}
    >
      <InterviewSlotFields
        date={values.date}
        time={values.time}
        timeZone={slots.timeZone}
        dates={slots.dates}
        times={slots.times}
        loading={slots.loading}
        datePlaceholder={t('Select a date')}
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
      <RadioGroup
        label={t('Interview type')}
        name="interviewType"
        orientation="horizontal"
        options={interviewTypeOptions(tc)}
        value={values.interviewType}
        onChange={(type) => setField('interviewType', type)}
        hint={t('A video interview gets its own meeting link; phone and in-person interviews give the candidate your phone number or address.')}
      />
      <TextAreaField
        label={t('Notes')}
        hint={t('Optional. Included in the candidate\'s invitation.')}
        maxLength={2000}
        {...textInput('notes')}
      />
    </FormDialog>
  );
};
