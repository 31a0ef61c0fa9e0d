import { contractsTexts, experienceLevelLabels, jobPagePath, jobTypeLabels, type Job } from '@jobboard/contracts';
import { domainTexts, formatCalendarDate } from '@jobboard/domain';
import { Badge, Button, Card, Cluster, FactList, Icon } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCalendarDay } from '../../utils/dates';
import { jobSalaryText, jobStatusLabels, jobStatusTone } from './job-display';
import { useTexts, withParts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface EmployerJobCardProps {
  job: Job;
  onEdit: (job: Job) => void;
  onClose: (job: Job) => void;
}

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow-wrap: anywhere;
  a { color: ${({ theme }) => theme.color.brandStrong}; }
`;

const StyledFigures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.xxl}`};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  div { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xxs}; }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  dd { margin: 0; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    > * { flex: 1; }
  }
`;

const StyledCloseButton = styled(Button)`
  color: ${({ theme }) => theme.color.danger};
`;

/** One of the employer's jobs, with its figures, and Edit and Close Job while it is open. */
export const EmployerJobCard = ({ job, onEdit, onClose }: EmployerJobCardProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  const titleId = `job-${job.id}-title`;
  const closed = job.status === 'closed';
  return (
    <Card as="article" $gap="lg" aria-labelledby={titleId}>
      <Cluster as="header" $nowrap $justify="between" $align="start" $gap="md">
        <StyledTitle id={titleId}>
          {/* The public page, as job seekers see it (and as a shared link shows it). */}
          <Link to={jobPagePath(job.id)}>{job.title}</Link>
        </StyledTitle>
        <Cluster $justify="end" $gap="xs">
          {job.secondChanceEmployer && <Badge $tone="secondary">{t('Second Chance')}</Badge>}
          <Badge $tone={jobStatusTone(job.status)}>{tc(jobStatusLabels[job.status])}</Badge>
        </Cluster>
      </Cluster>
      <FactList aria-label={t('Job details')}>
        <li>
          <Icon name="map-pin" size={16} />
          {job.location}
        </li>
        <li>
          <Icon name="calendar" size={16} />
          {withParts(t('Posted {{date}}'), { date: <time dateTime={job.posted}>{formatCalendarDate(job.posted)}</time> })}
        </li>
        <li>
          <Icon name="briefcase" size={16} />
          {tc(jobTypeLabels[job.type])}
        </li>
        <li>
          <Icon name="growth" size={16} />
          {t('{{level}} level', { level: tc(experienceLevelLabels[job.experience]) })}
        </li>
        <li>
          <Icon name="dollar" size={16} />
          {jobSalaryText(job, t, td)}
        </li>
        {job.department && (
          <li>
            <Icon name="building" size={16} />
            {job.department}
          </li>
        )}
        {job.applicationDeadline && (
          <li>
            <Icon name="clock" size={16} />
            {t('Apply by {{date}}', { date: formatCalendarDay(job.applicationDeadline) })}
          </li>
        )}
      </FactList>
      <StyledFigures>
        <div>
          <dt>{t('Applications')}</dt>
          <dd>{job.applicantCount}</dd>
        </div>
        <div>
          <dt>{t('Views')}</dt>
          <dd>{job.viewCount}</dd>
        </div>
        <div>
          <dt>{t('Screening questions')}</dt>
          <dd>{job.screeningQuestions.length}</dd>
        </div>
      </StyledFigures>
      {!closed && (
        <StyledActions>
          <Button type="button" $variant="outline" $size="sm" aria-describedby={titleId} onClick={() => onEdit(job)}>
            {t('Edit')}
          </Button>
          <StyledCloseButton type="button" $variant="ghost" $size="sm" aria-describedby={titleId} onClick={() => onClose(job)}>
            {t('Close Job')}
          </StyledCloseButton>
        </StyledActions>
      )}
    </Card>
  );
};
