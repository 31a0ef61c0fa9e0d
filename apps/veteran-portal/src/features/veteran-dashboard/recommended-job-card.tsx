import { useAppliedJob } from '@jobboard/api-client';
import { contractsTexts, jobTypeLabels, type RecommendedJob } from '@jobboard/contracts';
import { domainTexts, formatSalaryRange } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import { AppliedMarker, EmployerStandingBadge } from '@jobboard/portal-kit';
import { Badge, Button, Card, CardHeading, Cluster, FactList, Icon } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { veteranTexts } from '../../texts';
import { applyNowLink, jobDetailsLink } from './job-links';

export interface RecommendedJobCardProps {
  recommendation: RecommendedJob;
}

const StyledReasons = styled.section`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => `0 ${theme.radius.md} ${theme.radius.md} 0`};
  background: ${({ theme }) => theme.color.surfaceMuted};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li {
    overflow-wrap: anywhere;
  }
`;

/** One recommended job: title, company, place, type, pay, why it was picked, View Details and Apply Now. */
export const RecommendedJobCard = ({ recommendation: { job, reasons } }: RecommendedJobCardProps) => {
  const t = useTexts(veteranTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  const titleId = `recommended-${job.id}-title`;
  const applied = useAppliedJob(job.id);
  return (
    <Card as="article" $gap="md" aria-labelledby={titleId}>
      <Cluster as="header" $justify="between" $align="start">
        <CardHeading id={titleId} title={job.title} subtitle={job.companyName} />
        <Cluster $gap="xs">
          <EmployerStandingBadge standing={job.employerStanding} />
          {job.secondChanceEmployer && <Badge $tone="secondary">{t('Second Chance')}</Badge>}
        </Cluster>
      </Cluster>
      <AppliedMarker jobId={job.id} describedBy={titleId} />
      <FactList aria-label={t('Job details')}>
        <li>
          <Icon name="map-pin" size={16} />
          {job.location}
        </li>
        <li>
          <Icon name="briefcase" size={16} />
          {tc(jobTypeLabels[job.type])}
        </li>
        <li>
          <Icon name="dollar" size={16} />
          {formatSalaryRange(job, td)}
        </li>
        {job.clearanceRequired && job.clearanceRequired !== 'None' && (
          <li>
            <Icon name="check" size={16} />
            {t('Requires {{clearance}} clearance', { clearance: tc(job.clearanceRequired) })}
          </li>
        )}
      </FactList>
      {reasons.length > 0 && (
        <StyledReasons aria-labelledby={`${titleId}-why`}>
          <h4 id={`${titleId}-why`}>{t('Why this job')}</h4>
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </StyledReasons>
      )}
      <Cluster $justify="end" $fillOnPhone>
        <Button as={Link} to={jobDetailsLink(job.id)} $variant="outline" aria-describedby={titleId}>
          {t('View Details')}
        </Button>
        {!applied && (
          <Button as={Link} to={applyNowLink(job.id)} aria-describedby={titleId}>
            {t('Apply Now')}
          </Button>
        )}
      </Cluster>
    </Card>
  );
};
