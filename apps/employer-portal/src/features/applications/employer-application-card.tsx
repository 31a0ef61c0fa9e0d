import { contractsTexts, type EmployerApplication } from '@jobboard/contracts';
import { formatCalendarDate } from '@jobboard/domain';
import { Badge, Button, Card, CardHeading, Cluster, employerStatusTone, FactList, Icon } from '@jobboard/ui';
import styled from 'styled-components';
import { statusLabel } from './application-labels';
import { ScoreBadge, VeteranBonusBadge } from './score-badges';
import { useTexts, withParts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface EmployerApplicationCardProps {
  application: EmployerApplication;
  employerId: string;
  onView: (application: EmployerApplication) => void;
  onUpdateStatus: (application: EmployerApplication) => void;
  onScheduleInterview: (application: EmployerApplication) => void;
}

const StyledCoverLetter = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** One application in the employer's list: who, for which job, when, its status and score. */
export const EmployerApplicationCard = ({ application, employerId, onView, onUpdateStatus, onScheduleInterview }: EmployerApplicationCardProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const nameId = `application-${application.id}-name`;
  return (
    <Card as="article" $gap="md" aria-labelledby={nameId}>
      <Cluster as="header" $justify="between" $align="start">
        <CardHeading id={nameId} title={application.applicantName} subtitle={application.jobTitle} />
        <Cluster $gap="xs">
          <Badge $tone={employerStatusTone(application.status)}>{statusLabel(application.status, tc)}</Badge>
          <ScoreBadge application={application} employerId={employerId} describedBy={nameId} />
          <VeteranBonusBadge application={application} />
        </Cluster>
      </Cluster>
      <FactList aria-label={t('Application details')}>
        <li>
          <Icon name="message" size={16} />
          <a href={`mailto:${application.applicantEmail}`}>{application.applicantEmail}</a>
        </li>
        <li>
          <Icon name="calendar" size={16} />
          {withParts(t('Applied {{date}}'), { date: <time dateTime={application.appliedAt}>{formatCalendarDate(application.appliedAt)}</time> })}
        </li>
      </FactList>
      {application.coverLetter && (
        <StyledCoverLetter aria-label={t('Cover letter (start)')}>
          {application.coverLetter}
          {application.coverLetterTruncated && '…'}
        </StyledCoverLetter>
      )}
      <Cluster $fillOnPhone>
        <Button type="button" $variant="outline" $size="sm" aria-describedby={nameId} onClick={() => onView(application)}>
          {t('View')}
        </Button>
        <Button type="button" $size="sm" aria-describedby={nameId} onClick={() => onUpdateStatus(application)}>
          {t('Update Status')}
        </Button>
        <Button type="button" $variant="outline" $size="sm" aria-describedby={nameId} onClick={() => onScheduleInterview(application)}>
          {t('Schedule Interview')}
        </Button>
      </Cluster>
    </Card>
  );
};
