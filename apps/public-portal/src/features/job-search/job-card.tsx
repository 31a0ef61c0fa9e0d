import { experienceLevelLabels, jobPagePath, jobTypeLabels, type Job } from '@jobboard/contracts';
import { formatCalendarDate, formatSalaryRange } from '@jobboard/domain';
import { Badge, Button, FactList, Icon, ListCard, useToast } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { postedAgo } from './posted-ago';

export interface JobCardProps {
  job: Job;
  onApply: (job: Job) => void;
  /** Where a distance search was made from: the job's page then shows the distance too. */
  searchedFrom?: string;
}

const StyledCard = styled(ListCard)`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledLogo = styled.div`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
  svg { width: 24px; height: 24px; }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  a { color: ${({ theme }) => theme.color.brandStrong}; }
`;

const StyledCompany = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

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

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  svg { width: 16px; height: 16px; }
`;

/** One job in the results, with Apply and Save. */
export const JobCard = ({ job, onApply, searchedFrom }: JobCardProps) => {
  const { toast } = useToast();
  const titleId = `job-${job.id}-title`;

  // The saving code loads on the first press, so the list's first view does not carry it.
  const handleSave = () => void import('../saved-jobs/save-from-card').then(({ saveFromCard }) => saveFromCard(job.id, toast));

  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledLogo>
        <Icon name={job.companyLogo ?? 'building'} />
      </StyledLogo>
      <StyledBody>
        <StyledHeader>
          <div>
            <StyledTitle id={titleId}>
              <Link to={searchedFrom ? `${jobPagePath(job.id)}?location=${encodeURIComponent(searchedFrom)}` : jobPagePath(job.id)}>{job.title}</Link>
            </StyledTitle>
            <StyledCompany>{job.companyName}</StyledCompany>
          </div>
          {job.secondChanceEmployer && <Badge $tone="success">Second Chance Employer</Badge>}
        </StyledHeader>
        <FactList aria-label="Job details">
          <li>
            <Icon name="map-pin" />
            {job.location}
          </li>
          {job.distance !== undefined && (
            <li>
              <Icon name="navigation" />
              {job.distance} miles away
            </li>
          )}
          <li>
            <Icon name="dollar" />
            {formatSalaryRange(job)}
          </li>
          <li>
            <Icon name="clock" />
            <time dateTime={job.posted}>{postedAgo(job.posted)}</time>
          </li>
        </FactList>
        <StyledBadges>
          {job.employerVerified && <Badge $tone="success">Verified employer</Badge>}
          <Badge $tone="secondary">{jobTypeLabels[job.type]}</Badge>
          <Badge $tone="neutral">{experienceLevelLabels[job.experience]} level</Badge>
          {job.clearanceRequired && <Badge $tone="warning">Requires {job.clearanceRequired} clearance</Badge>}
        </StyledBadges>
        <StyledDescription>{job.description}</StyledDescription>
        {job.secondChanceEmployer && job.fairChance && (
          // The count and date here; the job page lists exactly which practices (kept small for the list's first view).
          <StyledAttested>
            {job.fairChance.practices.length} fair-chance practice{job.fairChance.practices.length === 1 ? '' : 's'} attested{' '}
            {formatCalendarDate(job.fairChance.attestedAt)}
          </StyledAttested>
        )}
        <StyledActions>
          <Button type="button" $variant="primary" onClick={() => onApply(job)} aria-label={`Apply for ${job.title}`}>
            Apply
          </Button>
          <Button type="button" $variant="outline" onClick={handleSave} aria-label={`Save ${job.title}`}>
            <Icon name="heart" />
            Save
          </Button>
        </StyledActions>
      </StyledBody>
    </StyledCard>
  );
};
