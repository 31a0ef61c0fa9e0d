import { contractsTexts, interviewStatusLabels, interviewTypeLabels, type CandidateInterview } from '@jobboard/contracts';
import { formatInterviewTime } from '@jobboard/domain';
import { Badge, Button, Icon, interviewStatusTone, Stack, Text, VisuallyHidden } from '@jobboard/ui';
import { useTexts, type Translator } from '@jobboard/i18n';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

export interface ApplicationInterviewsProps {
  interviews: readonly CandidateInterview[];
  /** The application's title id, which names each Join Meeting link's job. */
  describedBy: string;
  /** The job closed: a cancelled interview was cancelled by the closing. */
  positionClosed?: boolean;
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h4 {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledInterview = styled.li<{ $cancelled: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme, $cancelled }) => ($cancelled ? theme.color.danger : theme.color.brand)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const placeLabel = (t: Translator['t'], interview: CandidateInterview) => (interview.interviewType === 'in_person' ? t('Address') : t('Phone'));

/** How long, and whether it was cancelled or where it takes place, in one sentence. */
const interviewLine = (t: Translator['t'], tc: Translator['t'], interview: CandidateInterview, positionClosed: boolean | undefined) => {
  const values = { type: tc(interviewTypeLabels[interview.interviewType]), duration: interview.duration };
  if (interview.status === 'cancelled') {
    return positionClosed
      ? t('{{type}}, {{duration}} minutes. Cancelled because the position closed.', values)
      : t('{{type}}, {{duration}} minutes. The employer cancelled this interview.', values);
  }
  return interview.where
    ? t('{{type}}, {{duration}} minutes · {{place}}: {{where}}', { ...values, place: placeLabel(t, interview), where: interview.where })
    : t('{{type}}, {{duration}} minutes', values);
};

/** The interviews the employer booked for one application: when (with the zone), how long, how to join. */
export const ApplicationInterviews = ({ interviews, describedBy, positionClosed }: ApplicationInterviewsProps) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  return (
    <StyledSection aria-label={t('Interviews')}>
      <h4>
        <Icon name="calendar" size={14} />
        {interviews.length === 1 ? t('Interview') : t('Interviews')}
      </h4>
      <Stack as="ul" $gap="sm">
        {interviews.map((interview) => {
          const cancelled = interview.status === 'cancelled';
          return (
            <StyledInterview key={interview.id} $cancelled={cancelled}>
              <div>
                <Text $weight="medium">
                  <time dateTime={interview.scheduledDateTime}>{formatInterviewTime(new Date(interview.scheduledDateTime), interview.timeZone)}</time>
                </Text>
                <Text $tone="textMuted" $size="sm">
                  {interviewLine(t, tc, interview, positionClosed)}
                </Text>
              </div>
              <Badge $tone={interviewStatusTone(interview.status)}>{tc(interviewStatusLabels[interview.status])}</Badge>
              {interview.status === 'scheduled' && interview.meetingLink && (
                <Button as="a" href={interview.meetingLink} target="_blank" rel="noopener noreferrer" $size="sm" aria-describedby={describedBy}>
                  {t('Join Meeting')}
                  <VisuallyHidden> {t('(opens in a new tab)')}</VisuallyHidden>
                </Button>
              )}
            </StyledInterview>
          );
        })}
      </Stack>
    </StyledSection>
  );
};

