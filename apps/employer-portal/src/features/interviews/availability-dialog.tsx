import { useSaveAvailability, useWrite } from '@jobboard/api-client';
import { availabilityUpdateSchema, contractsTexts, interviewMessages, type AvailabilityWindow, type WeeklyAvailability } from '@jobboard/contracts';
import { domainTexts, timeZoneLabel } from '@jobboard/domain';
import { FormDialog } from '@jobboard/portal-kit';
import { CheckboxField, Text, TextField, useToast, VisuallyHidden } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { refusalMessage } from './interview-labels';
import { text, useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface AvailabilityDialogProps {
  employerId: string;
  availability: WeeklyAvailability;
  onClose: () => void;
}

// Monday first, as people read a working week; dayOfWeek is 0 = Sunday as in the contract.
const week = [
  { dayOfWeek: 1, name: text('Monday') },
  { dayOfWeek: 2, name: text('Tuesday') },
  { dayOfWeek: 3, name: text('Wednesday') },
  { dayOfWeek: 4, name: text('Thursday') },
  { dayOfWeek: 5, name: text('Friday') },
  { dayOfWeek: 6, name: text('Saturday') },
  { dayOfWeek: 0, name: text('Sunday') },
];

const StyledDay = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(120px, 1fr) repeat(2, minmax(0, 140px));
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  > label { padding-bottom: ${({ theme }) => theme.space.sm}; }
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > label { grid-column: 1 / -1; padding-bottom: 0; }
  }
`;

/** A day no window names is offered off, with a working day's hours ready to switch on. */
const windowsOf = (availability: WeeklyAvailability): AvailabilityWindow[] =>
  week.map(
    ({ dayOfWeek }) =>
      availability.windows.find((window) => window.dayOfWeek === dayOfWeek) ?? { dayOfWeek, startTime: '09:00', endTime: '17:00', isActive: false },
  );

type TimeField = 'startTime' | 'endTime';
type DayErrors = Partial<Record<`${number}-${TimeField}`, string>>;
const fieldLabels: Record<TimeField, string> = { startTime: text('From'), endTime: text('To') };

/** Interview Availability: for each day, whether interviews can be booked and from when to when (in the employer's zone). */
export const AvailabilityDialog = ({ employerId, availability, onClose }: AvailabilityDialogProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  const saving = useWrite(useSaveAvailability(employerId));
  const { toast } = useToast();
  const [windows, setWindows] = useState(() => windowsOf(availability));
  const [errors, setErrors] = useState<DayErrors>({});

  const change = (dayOfWeek: number, patch: Partial<AvailabilityWindow>) =>
    setWindows((current) => current.map((window) => (window.dayOfWeek === dayOfWeek ? { ...window, ...patch } : window)));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.pending) return;
    // A day that is off keeps its hours only when they make sense; nothing is booked on it either way.
    const sent = windows.filter((window) => window.isActive || (window.startTime && window.endTime && window.startTime < window.endTime));
    const update = availabilityUpdateSchema.safeParse({ windows: sent });
    if (!update.success) {
      const found: DayErrors = {};
      for (const issue of update.error.issues) {
        const [, index, field] = issue.path;
        if (typeof index !== 'number' || (field !== 'startTime' && field !== 'endTime')) continue;
        const key = `${sent[index].dayOfWeek}-${field}` as const;
        found[key] ??= `${t(fieldLabels[field])} ${tc(issue.message)}`;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await saving.run(update.data);
      toast({ title: tc(interviewMessages.availabilitySaved.title), description: tc(interviewMessages.availabilitySaved.message), variant: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: tc(interviewMessages.availabilityFailed.title),
        description: refusalMessage(error, tc(interviewMessages.availabilityFailed.message)),
        variant: 'destructive',
      });
    }
  };

  return (
    <FormDialog
      title={t('Interview Availability')}
      description={t('When candidates can be interviewed each week, in {{zone}}.', { zone: td(timeZoneLabel(availability.timeZone)) })}
      formLabel={t('Weekly availability')}
      submitLabel={t('Save Availability')}
      saving={saving.pending}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <Text $tone="textMuted" $size="sm">
        {t('Interviews already booked keep their times. Your time zone is set in Company Settings.')}
      </Text>
      {week.map(({ dayOfWeek, name }) => {
        const window = windows.find((entry) => entry.dayOfWeek === dayOfWeek)!;
        return (
          <StyledDay key={dayOfWeek}>
            <VisuallyHidden as="legend">{t(name)}</VisuallyHidden>
            <CheckboxField label={t(name)} checked={window.isActive} onChange={(event) => change(dayOfWeek, { isActive: event.target.checked })} />
            <TextField
              label={t('From')}
              type="time"
              step={900}
              value={window.startTime}
              disabled={!window.isActive}
              error={errors[`${dayOfWeek}-startTime`]}
              onChange={(event) => change(dayOfWeek, { startTime: event.target.value })}
            />
            <TextField
              label={t('To')}
              type="time"
              step={900}
              value={window.endTime}
              disabled={!window.isActive}
              error={errors[`${dayOfWeek}-endTime`]}
              onChange={(event) => change(dayOfWeek, { endTime: event.target.value })}
            />
          </StyledDay>
        );
      })}
    </FormDialog>
  );
};
