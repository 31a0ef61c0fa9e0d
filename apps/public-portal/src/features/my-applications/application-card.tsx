import { applicationStanding, applicationStandingLabel, daysAgoText, domainTexts, formatCalendarDate, isApplicationOpen } from '@jobboard/domain';
import { applicationTrackerMessages as text, contractsTexts, type TrackedApplication } from '@jobboard/contracts';
import { Badge, Button, Callout, Card, CardHeading, Cluster, FactList, Icon, Text, trackerStatusTone } from '@jobboard/ui';
import { useTexts } from '@jobboard/i18n';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import { ApplicationInterviews } from './application-interviews';

export interface ApplicationCardProps {
  application: TrackedApplication;
  onFollowUp: (application: TrackedApplication) => void;
}

const StyledDates = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.xxxl}`};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
  }
  dt {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledNotes = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-left: 4px solid ${({ theme }) => theme.color.gold};
  background: ${({ theme }) => theme.color.warningSoft};
  border-radius: ${({ theme }) => `0 ${theme.radius.md} ${theme.radius.md} 0`};
  h4 {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const StyledFollowUp = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  svg {
    width: 16px;
    height: 16px;
  }
`;

/** One application in the tracker (`TrackedApplication`), and Follow Up when allowed. */
export const ApplicationCard = ({ application, onFollowUp }: ApplicationCardProps) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  const titleId = `application-${application.id}-title`;
  // One follow-up per application: offered while canFollowUp is true and none was sent.
  const followUpAvailable = application.canFollowUp && !application.applicantFollowUpSent;
  // Still open but too soon: the card says from when (the same days as the rule).
  const followUpLater =
    !followUpAvailable && !application.applicantFollowUpSent && !application.positionClosed && isApplicationOpen(application.status);

  return (
    <Card as="article" $gap="lg" aria-labelledby={titleId}>
      <Cluster as="header" $nowrap $justify="between" $align="start" $gap="md">
        <CardHeading id={titleId} title={application.jobTitle} subtitle={application.companyName} />
        <Badge $tone={trackerStatusTone(applicationStanding(application.status, application.positionClosed))}>
          {/* The standing's label is one of the contracts' (a tracker status, or "Position closed"). */}
          {tc(applicationStandingLabel(application.status, application.positionClosed))}
        </Badge>
      </Cluster>
      <FactList aria-label={t('Job details')}>

        <li>
          <Icon name="map-pin" size={16} />
          {application.location}
        </li>
        {application.salary && (
          <li>
            <Icon name="dollar" size={16} />
            {application.salary}
          </li>
        )}
      </FactList>
      <StyledDates>
        <div>
          <dt>
            <Icon name="calendar" size={14} />
            {tc(text.appliedLabel)}
          </dt>
          <dd>
            <time dateTime={application.appliedAt}>{formatCalendarDate(application.appliedAt)}</time>{' '}
            <Text as="span" $tone="textMuted">
              ({daysAgoText(application.daysSinceApplication, td)})
            </Text>
          </dd>
        </div>
        {application.reviewedAt && (
          <div>
            <dt>
              <Icon name="eye" size={14} />
              {tc(text.reviewedLabel)}
            </dt>
            <dd>
              <time dateTime={application.reviewedAt}>{formatCalendarDate(application.reviewedAt)}</time>
            </dd>
          </div>
        )}
        {application.applicantFollowUpSent && application.applicantFollowUpDate && (
          <div>
            <dt>
              <Icon name="send" size={14} />
              {tc(text.followUpSentLabel)}
            </dt>
            <dd>
              <time dateTime={application.applicantFollowUpDate}>{formatCalendarDate(application.applicantFollowUpDate)}</time>
            </dd>
          </div>
        )}
      </StyledDates>
      {application.status === 'closed' && <Callout as="p">{tc(text.closedWithoutDecision)}</Callout>}
      {applicationStanding(application.status, application.positionClosed) === 'positionClosed' && (
        <Callout as="p">{tc(text.positionClosedNote)}</Callout>
      )}
      {application.interviews.length > 0 && (
        <ApplicationInterviews interviews={application.interviews} describedBy={titleId} positionClosed={application.positionClosed} />
      )}
      {application.notes && (
        <StyledNotes>
          <h4>
            <Icon name="message" size={14} />
            {tc(text.notesLabel)}
          </h4>
          <p>{application.notes}</p>
        </StyledNotes>
      )}
      {followUpLater && (
        <Text $tone="textMuted" $size="sm">
          {text.followUpFrom(formatCalendarDate(application.followUpFrom), tc)}
        </Text>
      )}
      {followUpAvailable && (
        <StyledFollowUp>
          <Badge $tone="success">{tc(text.available)}</Badge>
          <Button type="button" $variant="outline" aria-describedby={titleId} onClick={() => onFollowUp(application)}>
            <Icon name="send" size={16} />
            {tc(text.followUp)}
          </Button>
        </StyledFollowUp>
      )}
    </Card>
  );
};
