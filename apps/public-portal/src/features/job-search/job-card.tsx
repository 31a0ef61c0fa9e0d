import { useAppliedJob } from '@jobboard/api-client';
import { contractsTexts, jobPagePath, type Job, type JobSearchHit, type TextRange } from '@jobboard/contracts';
import { CalendarDate, EmployerStandingBadge, JobBadges, JobCardFrame, JobFact, JobFacts } from '@jobboard/portal-kit';
import { Badge, Button, Cluster, Icon, useToast } from '@jobboard/ui';
import { useTexts, withParts } from '@jobboard/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import { postedAgo } from './posted-ago';

export interface JobCardProps {
  /** With keywords, where they were found in the title (highlighted). */
  job: JobSearchHit;
  onApply: (job: Job) => void;
  /** Where a distance search was made from: the job's page then shows the distance too. */
  searchedFrom?: string;
}

// The description is clipped so that every card keeps the same rhythm in the list.
const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const StyledAttested = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.success};
`;

// The searched words in the title: a soft gold behind the title's navy (contrast well over 7:1).
const StyledMark = styled.mark`
  color: inherit;
  background: ${({ theme }) => theme.color.warningSoft};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** The title with the ranges the search found marked; ranges out of order, overlapping or past the end are tidied. */
const highlighted = (title: string, ranges: readonly TextRange[] = []) => {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, at);
    const to = Math.min(end, title.length);
    if (to <= from) continue;
    parts.push(title.slice(at, from), <StyledMark key={from}>{title.slice(from, to)}</StyledMark>);
    at = to;
  }
  parts.push(title.slice(at));
  return parts;
};

/** One job in the results, with Apply and Save; the searched words are marked in its title. */
export const JobCard = ({ job, onApply, searchedFrom }: JobCardProps) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const { toast } = useToast();
  const titleId = `job-${job.id}-title`;
  // Applied already: the card says so (JobCardFrame) and offers no form to fill again.
  const applied = useAppliedJob(job.id);

  // The saving code loads on the first press, so the list's first view does not carry it.
  const handleSave = () => void import('../saved-jobs/save-from-card').then(({ saveFromCard }) => saveFromCard(job.id, toast, t, tc));

  const pagePath = searchedFrom ? `${jobPagePath(job.id)}?location=${encodeURIComponent(searchedFrom)}` : jobPagePath(job.id);
  return (
    <JobCardFrame
      titleId={titleId}
      jobId={job.id}
      headingLevel={2}
      title={<Link to={pagePath}>{highlighted(job.title, job.titleMatches)}</Link>}
      company={job.companyName}
      logo={job.companyLogo ?? 'building'}
      aside={job.secondChanceEmployer && <Badge $tone="success">{t('Second Chance Employer')}</Badge>}
    >
      <JobFacts job={job} label={t('Job details')}>
        <JobFact icon="clock">
          <time dateTime={job.posted} suppressHydrationWarning>
            {postedAgo(t, job.posted)}
          </time>
        </JobFact>
      </JobFacts>
      <JobBadges job={job} before={<EmployerStandingBadge standing={job.employerStanding} />} />
      <StyledDescription>{job.description}</StyledDescription>
      {job.secondChanceEmployer && job.fairChance && (
        // The count and date here; the job page lists exactly which practices (kept small for the list's first view).
        <StyledAttested>
          {withParts(t('{{count}} fair-chance practices attested {{date}}', { singular: '{{count}} fair-chance practice attested {{date}}', count: job.fairChance.practices.length }), {
            date: <CalendarDate value={job.fairChance.attestedAt} />,
          })}
        </StyledAttested>
      )}
      <Cluster $align="center" $gap="md">
        {!applied && (
          <Button type="button" $variant="primary" onClick={() => onApply(job)} aria-label={t('Apply for {{title}}', { title: job.title })}>
            {t('Apply')}
          </Button>
        )}
        <Button type="button" $variant="outline" onClick={handleSave} aria-label={t('Save {{title}}', { title: job.title })}>
          <Icon name="heart" size={16} />
          {t('Save')}

        </Button>
      </Cluster>
    </JobCardFrame>
  );
};
