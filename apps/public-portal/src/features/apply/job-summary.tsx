import { contractsTexts, jobTypeLabels, type Job } from '@jobboard/contracts';
import { domainTexts, formatSalaryRange } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import { VisuallyHidden } from '@jobboard/ui';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

const StyledSummary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;

const StyledFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  dd { margin: 0; }
`;

// The modal clips the description to 3 lines so the form stays in view.
const StyledDescription = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** The job being applied to: title, company, location, type, salary range and the description's start. */
export const JobSummary = ({ job }: { job: Job }) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  return (
    <StyledSummary aria-label={t('Job summary')}>
      <h3>{job.title}</h3>
      <StyledFacts>
        <VisuallyHidden as="dt">{t('Company')}</VisuallyHidden>
        <dd>{job.companyName}</dd>
        <VisuallyHidden as="dt">{t('Location')}</VisuallyHidden>
        <dd>{job.location}</dd>
        <VisuallyHidden as="dt">{t('Type')}</VisuallyHidden>
        <dd>{tc(jobTypeLabels[job.type])}</dd>
        <VisuallyHidden as="dt">{t('Salary')}</VisuallyHidden>
        <dd>{formatSalaryRange(job, td)}</dd>
      </StyledFacts>
      <StyledDescription>{job.description}</StyledDescription>
    </StyledSummary>
  );
};

