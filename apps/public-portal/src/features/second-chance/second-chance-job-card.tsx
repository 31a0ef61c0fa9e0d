import { contractsTexts, jobPagePath, jobTypeLabels, type Job } from '@jobboard/contracts';
import { domainTexts, formatSalaryRange } from '@jobboard/domain';
import { useAppliedJob } from '@jobboard/api-client';
import { AppliedMarker, CalendarDate, EmployerStandingBadge } from '@jobboard/portal-kit';
import { useTexts, withParts } from '@jobboard/i18n';
import { Button, Card, Cluster, Icon, Stack, Text, VisuallyHidden } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AttestedPractices } from '../employer-trust/attested-practices';
import { publicTexts } from '../../texts';

export interface SecondChanceJobCardProps {
  job: Job;
  onApply: (job: Job) => void;
}

const StyledCard = styled(Card)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  div {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  dd {
    margin: 0;
  }
  svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.color.brand};
  }
`;

const StyledAction = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 160px;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    align-items: stretch;
    text-align: center;
  }
`;

/** One second-chance job: what, who, where, pay (`formatSalaryRange`), when, and what its employer attested. */
export const SecondChanceJobCard = ({ job, onApply }: SecondChanceJobCardProps) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  const titleId = `job-${job.id}-title`;
  const applied = useAppliedJob(job.id);
  return (
    <StyledCard as="article" aria-labelledby={titleId}>
      <Stack $gap="md">
        <Stack $gap="xs">
          <Text as="h3" id={titleId} $size="lg" $tone="brandStrong">
            <Link to={jobPagePath(job.id)}>{job.title}</Link>
          </Text>
          <Cluster $align="center">
            <Text $weight="medium">{job.companyName}</Text>
            <EmployerStandingBadge standing={job.employerStanding} />
          </Cluster>
          <AppliedMarker jobId={job.id} describedBy={titleId} />
        </Stack>
        <StyledFacts>
          <div>
            <Icon name="map-pin" />
            <VisuallyHidden as="dt">{t('Location')}</VisuallyHidden>
            <dd>{job.location}</dd>
          </div>
          <div>
            <Icon name="briefcase" />
            <VisuallyHidden as="dt">{t('Type')}</VisuallyHidden>
            <dd>{tc(jobTypeLabels[job.type])}</dd>
          </div>
          <div>
            <Icon name="dollar" />
            <VisuallyHidden as="dt">{t('Salary')}</VisuallyHidden>
            <dd>{formatSalaryRange(job, td)}</dd>
          </div>
          <div>
            <Icon name="calendar" />
            <VisuallyHidden as="dt">{t('Posted')}</VisuallyHidden>
            <dd>{withParts(t('Posted {{date}}'), { date: <CalendarDate value={job.posted} /> })}</dd>
          </div>
          {job.clearanceRequired && (
            <div>
              <Icon name="check" />
              <VisuallyHidden as="dt">{t('Clearance')}</VisuallyHidden>
              <dd>{t('Requires {{clearance}} clearance', { clearance: tc(job.clearanceRequired) })}</dd>
            </div>
          )}
        </StyledFacts>
        <Text $tone="textMuted" $lines={2}>
          {job.description}
        </Text>
        {job.fairChance && <AttestedPractices fairChance={job.fairChance} />}
      </Stack>
      {!applied && (
        <StyledAction>
          <Button type="button" $variant="secondary" onClick={() => onApply(job)} aria-label={t('Apply Now for {{title}}', { title: job.title })}>
            {t('Apply Now')}

          </Button>
        </StyledAction>
      )}
    </StyledCard>
  );
};
