import { contractsTexts, interviewStatusLabels, interviewTypeLabels, type EmployerInterview } from '@jobboard/contracts';
import { formatInterviewTime } from '@jobboard/domain';
import { Badge, Button, Card, CardHeading, Cluster, FactList, Icon, interviewStatusTone, VisuallyHidden } from '@jobboard/ui';
import styled from 'styled-components';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface InterviewCardProps {
  interview: EmployerInterview;
  /** The moment "Upcoming" is judged against. */
  now: Date;
  onUpdate: (interview: EmployerInterview) => void;
}

const StyledWhen = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  svg {
    width: 18px;
    height: 18px;
    flex: none;
  }
`;

const StyledNotes = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** One scheduled interview: who, for which job, when (with the zone), how, and what was noted. */
export const InterviewCard = ({ interview, now, onUpdate }: InterviewCardProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const nameId = `interview-${interview.id}-name`;
  const start = new Date(interview.scheduledDateTime);
  const upcoming = interview.status === 'scheduled' && start.getTime() > now.getTime();
  const joinable = interview.interviewType === 'video' && interview.meetingLink && interview.status === 'scheduled';

  return (
    <Card as="article" $gap="md" aria-labelledby={nameId}>
      <Cluster as="header" $justify="between" $align="start">
        <CardHeading id={nameId} title={interview.candidateName} subtitle={interview.jobTitle} />
        <Cluster $gap="xs">
          {upcoming && <Badge $tone="default">{t('Upcoming')}</Badge>}
          <Badge $tone={interviewStatusTone(interview.status)}>{tc(interviewStatusLabels[interview.status])}</Badge>
        </Cluster>
      </Cluster>
      <StyledWhen>
        <Icon name="calendar" size={18} />
        <time dateTime={interview.scheduledDateTime}>{formatInterviewTime(start, interview.timeZone)}</time>
      </StyledWhen>
      <FactList aria-label={t('Interview details')}>
        <li>
          <Icon name="clock" size={16} />
          {t('{{count}} minutes', { count: interview.duration })}
        </li>
        <li>
          <Icon name={interview.interviewType === 'in_person' ? 'building' : 'chat'} size={16} />
          {tc(interviewTypeLabels[interview.interviewType])}
        </li>
        {interview.where && (
          <li>
            <Icon name={interview.interviewType === 'in_person' ? 'map-pin' : 'message'} size={16} />
            <VisuallyHidden>{interview.interviewType === 'in_person' ? t('Address:') : t('Phone:')}{' '}</VisuallyHidden>
            {interview.where}
          </li>
        )}
        <li>
          <Icon name="send" size={16} />
          <a href={`mailto:${interview.candidateEmail}`}>{interview.candidateEmail}</a>
        </li>
      </FactList>
      {(interview.notes || interview.feedback || interview.rating) && (
        <StyledNotes>
          {interview.notes && (
            <>
              <dt>{t('Notes')}</dt>
              <dd>{interview.notes}</dd>
            </>
          )}
          {interview.feedback && (
            <>
              <dt>{t('Feedback')}</dt>
              <dd>{interview.feedback}</dd>
            </>
          )}
          {interview.rating && (
            <>
              <dt>{t('Rating')}</dt>
              <dd>{t('{{rating}} of 5', { rating: interview.rating })}</dd>
            </>
          )}
        </StyledNotes>
      )}
      <Cluster $fillOnPhone>
        {joinable && (
          <Button as="a" href={interview.meetingLink} target="_blank" rel="noopener noreferrer" $size="sm" aria-describedby={nameId}>
            {t('Join Meeting')}
            <VisuallyHidden> {t('(opens in a new tab)')}</VisuallyHidden>
          </Button>
        )}
        <Button type="button" $variant="outline" $size="sm" aria-describedby={nameId} onClick={() => onUpdate(interview)}>
          {t('Update Interview')}
        </Button>
      </Cluster>
    </Card>
  );
};
