import { jobPagePath, jobTypeLabels, savedJobsMessages as text, type SavedJob } from '@jobboard/contracts';
import { formatCalendarDate, formatSalaryRange } from '@jobboard/domain';
import { Badge, Button, FactList, Icon, ListCard } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface SavedJobCardProps {
  saved: SavedJob;
  onRemove: (saved: SavedJob) => void;
  removing: boolean;
}

const StyledCard = styled(ListCard)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow-wrap: anywhere;
  a { color: ${({ theme }) => theme.color.brandStrong}; }
`;

const StyledCompany = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** One saved job: the job as it is now, "Closed" once it stops taking applications, and Remove. */
export const SavedJobCard = ({ saved, onRemove, removing }: SavedJobCardProps) => {
  const { job } = saved;
  const titleId = `saved-${job.id}-title`;
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledHeader>
        <div>
          <StyledTitle id={titleId}>
            <Link to={jobPagePath(job.id)}>{job.title}</Link>
          </StyledTitle>
          <StyledCompany>{job.companyName}</StyledCompany>
        </div>
        {saved.closed ? <Badge $tone="destructive">{text.closed}</Badge> : <Badge $tone="success">Open</Badge>}
      </StyledHeader>
      <FactList aria-label="Job details">
        <li>
          <Icon name="map-pin" />
          {job.location}
        </li>
        <li>
          <Icon name="dollar" />
          {formatSalaryRange(job)}
        </li>
        <li>
          <Icon name="briefcase" />
          {jobTypeLabels[job.type]}
        </li>
        {job.clearanceRequired && (
          <li>
            <Icon name="check" />
            Requires {job.clearanceRequired} clearance
          </li>
        )}
        <li>
          <Icon name="heart" />
          Saved <time dateTime={saved.savedAt}>{formatCalendarDate(saved.savedAt)}</time>
        </li>
      </FactList>
      <StyledActions>
        <Button as={Link} to={jobPagePath(job.id)} $variant="primary" aria-describedby={titleId}>
          View Job
        </Button>
        <Button type="button" $variant="outline" onClick={() => onRemove(saved)} disabled={removing} aria-label={`Remove ${job.title} from saved jobs`}>
          Remove
        </Button>
      </StyledActions>
    </StyledCard>
  );
};
