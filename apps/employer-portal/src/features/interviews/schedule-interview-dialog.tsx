import { useScheduleInterview } from '@jobboard/api-client';
import { interviewMessages, scheduleInterviewSchema, type EmployerApplication, type InterviewType } from '@jobboard/contracts';
import { defaultInterviewDuration, zonedTimeToInstant } from '@jobboard/domain';
import { FormDialog } from '@jobboard/portal-kit';
import { RadioGroup, SelectField, TextAreaField, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import { durationOptions, interviewTypeOptions, refusalMessage } from './interview-labels';
import { InterviewSlotFields } from './interview-slot-fields';
import { useInterviewSlots } from './use-interview-slots';

export interface ScheduleInterviewDialogProps {
  employerId: string;
  application: Pick<EmployerApplication, 'id' | 'applicantName' | 'jobTitle'>;
  onClose: () => void;
}

/**
 * Schedule Interview: a weekday in the next 14 days, a half-hour start from
 * 09:00 to 16:30 in the employer's zone, 15 to 90 minutes, video, phone or in person, and notes.
 */
export const ScheduleInterviewDialog = ({ employerId, application, onClose }: ScheduleInterviewDialogProps) => {
  const scheduleInterview = useScheduleInterview(employerId);
  const { toast } = useToast();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [duration, setDuration] = useState<number>(defaultInterviewDuration);
  const [interviewType, setInterviewType] = useState<InterviewType>('video');
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const slots = useInterviewSlots({ employerId, date, duration });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (!date || !time) {
      toast({ title: interviewMessages.missingInformation.title, description: interviewMessages.missingInformation.message, variant: 'destructive' });
      return;
    }
    const booking = scheduleInterviewSchema.safeParse({
      applicationId: application.id,
      scheduledDateTime: zonedTimeToInstant(date, time, slots.timeZone).toISOString(),
      duration,
      interviewType,
      notes: notes.trim() || undefined,
    });
    if (!booking.success) {
      toast({ title: interviewMessages.scheduleFailed.title, description: booking.error.issues[0]?.message ?? interviewMessages.scheduleFailed.message, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      await scheduleInterview(booking.data);
      toast({ title: interviewMessages.scheduled.title, description: interviewMessages.scheduled.message, variant: 'success' });
      onClose();
    } catch (error) {
      setSaving(false);
      toast({
        title: interviewMessages.scheduleFailed.title,
        description: refusalMessage(error, interviewMessages.scheduleFailed.message),
        variant: 'destructive',
      });
    }
  };

  return (
    <FormDialog
      title="Schedule Interview"
      description={`${application.applicantName}, ${application.jobTitle}`}
      formLabel="Interview details"
      submitLabel="Schedule Interview"
      saving={saving}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <InterviewSlotFields
        date={date}
        time={time}
        timeZone={slots.timeZone}
        dates={slots.dates}
        times={slots.times}
        loading={slots.loading}
        datePlaceholder="Select a date"
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
      <RadioGroup
        label="Interview type"
        name="interviewType"
        orientation="horizontal"
        options={interviewTypeOptions}
        value={interviewType}
        onChange={setInterviewType}
        hint="A video interview gets its own meeting link; phone and in-person interviews give the candidate your phone number or address."
      />
      <TextAreaField
        label="Notes"
        name="notes"
        hint="Optional. Included in the candidate's invitation."
        maxLength={2000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
    </FormDialog>
  );
};
