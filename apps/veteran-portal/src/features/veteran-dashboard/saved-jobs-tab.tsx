import { ApiError, useMergeGuestSavedJobs, useSavedJobActions, useSavedJobList } from '@jobboard/api-client';
import { jobPagePath, jobTypeLabels, savedJobsMessages as text, type SavedJob } from '@jobboard/contracts';
import { formatCalendarDate, formatSalaryRange } from '@jobboard/domain';
import { Badge, Button, CardList, FactList, Icon, LoadFailedNotice, SkeletonList, StateNotice, useToast } from '@jobboard/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledItemCard, StyledItemCompany, StyledItemHeader, StyledItemTitle, StyledTabSection } from './tab-layout';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const SavedJobItem = ({ saved, onRemove, removing }: { saved: SavedJob; onRemove: () => void; removing: boolean }) => {
  const { job } = saved;
  const titleId = `veteran-saved-${job.id}-title`;
  return (
    <StyledItemCard aria-labelledby={titleId}>
      <StyledItemHeader>
        <div>
          <StyledItemTitle id={titleId}>{job.title}</StyledItemTitle>
          <StyledItemCompany>{job.companyName}</StyledItemCompany>
        </div>
        {saved.closed ? <Badge $tone="destructive">{text.closed}</Badge> : <Badge $tone="success">Open</Badge>}
      </StyledItemHeader>
      <FactList aria-label="Job details">
        <li>
          <Icon name="map-pin" />
          {job.location}
        </li>
        <li>
          <Icon name="briefcase" />
          {jobTypeLabels[job.type]}
        </li>
        <li>
          <Icon name="dollar" />
          {formatSalaryRange(job)}
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
        <Button as={Link} to={jobPagePath(job.id)} $variant="outline" aria-describedby={titleId}>
          View Details
        </Button>
        <Button type="button" $variant="outline" onClick={onRemove} disabled={removing} aria-label={`Remove ${job.title} from saved jobs`}>
          Remove
        </Button>
      </StyledActions>
    </StyledItemCard>
  );
};

/** Saved Jobs: the jobs the veteran saved (here or as a guest in this browser), newest first, "Closed" once closed. */
export const SavedJobsTab = () => {
  const { toast } = useToast();
  const { data, error, isLoading, mutate } = useSavedJobList(true);
  const { unsave } = useSavedJobActions();
  useMergeGuestSavedJobs(true);
  const [removing, setRemoving] = useState<string>();

  const handleRemove = async (saved: SavedJob) => {
    setRemoving(saved.jobId);
    try {
      await unsave(saved.jobId);
    } catch (failure) {
      toast({ title: 'Could not remove the job', description: (failure instanceof ApiError && failure.serverMessage) || 'Please try again.', variant: 'destructive' });
    } finally {
      setRemoving(undefined);
    }
  };

  let content;
  if (error) content = <LoadFailedNotice title={text.loadErrorTitle} onRetry={() => void mutate()} />;
  else if (isLoading || !data) content = <SkeletonList count={2} label="Loading your saved jobs" />;
  else if (data.length === 0)
    content = (
      <StateNotice
        headingLevel={3}
        icon={<Icon name="heart" size={28} />}
        title={text.emptyTitle}
        description={text.emptyDescription}
        action={
          <Button as={Link} to="/jobs" $variant="outline">
            Find Jobs
          </Button>
        }
      />
    );
  else
    content = (
      <CardList aria-label="Saved jobs">
        {data.map((saved) => (
          <li key={saved.jobId}>
            <SavedJobItem saved={saved} onRemove={() => void handleRemove(saved)} removing={removing === saved.jobId} />
          </li>
        ))}
      </CardList>
    );
  return (
    <StyledTabSection aria-labelledby="veteran-saved-heading">
      <h2 id="veteran-saved-heading">{text.title}</h2>
      {content}
    </StyledTabSection>
  );
};
