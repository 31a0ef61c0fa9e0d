import { domainTexts, timeZoneLabel } from '@jobboard/domain';
import { RadioGroup, SelectField, type SelectOption, Text } from '@jobboard/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import type { TimeChoice } from './use-interview-slots';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface InterviewSlotFieldsProps {
  date: string;
  time: string;
  timeZone: string;
  dates: readonly SelectOption[];
  times: readonly TimeChoice[];
  loading: boolean;
  /** The date select's first, empty choice. */
  datePlaceholder: string;
  dateLabel?: string;
  timeLabel?: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
}

// The RadioGroup's options as a grid of columns, so sixteen times stay short enough to scan.
const StyledTimes = styled.div`
  fieldset > div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  }
`;

/** The date select and the start times (greyed out with the reason when they cannot be booked), in the employer's zone. */
export const InterviewSlotFields = ({
  date,
  time,
  timeZone,
  dates,
  times,
  loading,
  datePlaceholder,
  dateLabel,
  timeLabel,
  onDateChange,
  onTimeChange,
}: InterviewSlotFieldsProps) => {
  const t = useTexts(employerTexts);
  const td = useTexts(domainTexts);
  // A new date or duration can take the chosen time away: it is then unchosen, not kept greyed out.
  const chosenUnavailable = times.some((choice) => choice.value === time && choice.disabled);
  useEffect(() => {
    if (chosenUnavailable) onTimeChange('');
  }, [chosenUnavailable, onTimeChange]);

  return (
    <>
      <SelectField
        label={dateLabel ?? t('Date')}
        name="date"
        options={dates}
        placeholder={datePlaceholder}
        hint={t('Monday to Friday, within the next 14 days.')}
        value={date}
        onChange={(event) => onDateChange(event.target.value)}
      />
      {date && (
        <StyledTimes>
          <RadioGroup
            label={
              <>
                {timeLabel ?? t('Time')}{' '}
                <Text as="span" $tone="textMuted" $weight="regular">
                  ({td(timeZoneLabel(timeZone))})
                </Text>
              </>
            }
            name="time"
            orientation="horizontal"
            disabled={loading}
            hint={loading ? t('Checking your availability...') : t('Greyed-out times are outside your availability or already booked.')}
            options={times.map((choice) => ({ value: choice.value, label: choice.label, disabled: choice.disabled, description: choice.reason }))}
            value={chosenUnavailable ? '' : time}
            onChange={onTimeChange}
          />
        </StyledTimes>
      )}
    </>
  );
};
