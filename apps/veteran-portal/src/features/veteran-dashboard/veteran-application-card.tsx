import { applicationTrackerMessages, contractsTexts, interviewStatusLabels, interviewTypeLabels, type VeteranApplication } from '@jobboard/contracts';
import { applicationStanding, applicationStandingLabel, formatCalendarDate, formatInterviewTime } from '@jobboard/domain';
import { useTexts, withParts } from '@jobboard/i18n';
import {
  Badge,
  Button,
  Callout,
  Card,
  CardHeading,
  Cluster,
  Icon,
  interviewStatusTone,
  Text,
  veteranApplicationTone,
  VisuallyHidden,
} from '@jobboard/ui';
import styled from 'styled-components';
import { veteranTexts } from '../../texts';

export interface VeteranApplicationCardProps {
  application: VeteranApplication;
}

const StyledApplied = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledInterviews = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const StyledInterview = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** One of the veteran's applications: job title, company, applied date, status badge and its interviews. */
export const VeteranApplicationCard = ({ application }: VeteranApplicationCardProps) => {
  const t = useTexts(veteranTexts);
  const tc = useTexts(contractsTexts);
  const titleId = `veteran-application-${application.id}-title`;
  const standing = applicationStanding(application.status, application.positionClosed);
  return (
    <Card as="article" $gap="md" aria-labelledby={titleId}>
      <Cluster as="header" $justify="between" $align="start">
        <CardHeading id={titleId} title={application.jobTitle} subtitle={application.companyName} />
        <Badge $tone={veteranApplicationTone(standing)}>{tc(applicationStandingLabel(application.status, application.positionClosed))}</Badge>
      </Cluster>
      <StyledApplied>
        <Icon name="calendar" size={14} />
        {withParts(t('Applied {{date}}'), {
          date: <time dateTime={application.appliedAt}>{formatCalendarDate(application.appliedAt)}</time>,
        })}
      </StyledApplied>
      {standing === 'positionClosed' && <Callout as="p">{tc(applicationTrackerMessages.positionClosedNote)}</Callout>}
      {application.status === 'closed' && <Callout as="p">{tc(applicationTrackerMessages.closedWithoutDecision)}</Callout>}
      {application.interviews.length > 0 && (
        <StyledInterviews aria-labelledby={`${titleId}-interviews`}>
          <h4 id={`${titleId}-interviews`}>{t('Interviews', { singular: 'Interview', count: application.interviews.length })}</h4>
          <ul>
            {application.interviews.map((interview) => (
              <StyledInterview key={interview.id}>
                <p>
                  <time dateTime={interview.scheduledDateTime}>{formatInterviewTime(new Date(interview.scheduledDateTime), interview.timeZone)}</time>
                  <br />
                  <Text as="span" $tone="textMuted" $size="sm">
                    {t('{{type}}, {{count}} minutes', { type: tc(interviewTypeLabels[interview.interviewType]), count: interview.duration })}
                    {interview.where && ` · ${interview.where}`}
                  </Text>
                </p>
                <Badge $tone={interviewStatusTone(interview.status)}>{tc(interviewStatusLabels[interview.status])}</Badge>
                {interview.status === 'scheduled' && interview.meetingLink && (
                  <Button as="a" href={interview.meetingLink} target="_blank" rel="noopener noreferrer" $size="sm" aria-describedby={titleId}>
                    {t('Join Meeting')}
                    <VisuallyHidden> {t('(opens in a new tab)')}</VisuallyHidden>
                  </Button>
                )}
              </StyledInterview>
            ))}
          </ul>
        </StyledInterviews>
      )}
    </Card>
  );
};
