import { checkMyMatchPath, experienceLevelLabels, jobPageMessages as text, jobTypeLabels, type JobPage } from '@jobboard/contracts';
import { applicationScreeningQuestions, formatCalendarDate, formatSalaryRange } from '@jobboard/domain';
import { Badge, Button, FactList, Icon, ListCard } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SaveJobButton } from '../saved-jobs';
import { ShareJobButton } from './share-job-button';

export interface JobSummaryCardProps {
  page: JobPage;
  onApply: () => void;
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
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
  svg { width: 32px; height: 32px; }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: clamp(${({ theme }) => theme.font.size.xl}, 4vw, ${({ theme }) => theme.font.size.xxl});
  color: ${({ theme }) => theme.color.brandStrong};
  overflow-wrap: anywhere;
`;

const StyledCompany = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  svg { width: 16px; height: 16px; }
`;

const StyledClosed = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The top of a job's page: who, where, pay, when, and Apply, Save, Share. */
export const JobSummaryCard = ({ page, onApply }: JobSummaryCardProps) => {
  const { job, acceptingApplications } = page;
  const questionCount = applicationScreeningQuestions(job.screeningQuestions).length;
  return (
    <StyledCard aria-labelledby="job-title">
      <StyledLogo>
        <Icon name={job.companyLogo} />
      </StyledLogo>
      <StyledBody>
        <div>
          <StyledTitle id="job-title">{job.title}</StyledTitle>
          <StyledCompany>{job.companyName}</StyledCompany>
        </div>
        <StyledRow>
          <Badge $tone="secondary">{jobTypeLabels[job.type]}</Badge>
          <Badge $tone="neutral">{experienceLevelLabels[job.experience]} level</Badge>
          {job.clearanceRequired && <Badge $tone="warning">Requires {job.clearanceRequired} clearance</Badge>}
          {job.secondChanceEmployer && <Badge $tone="success">Second Chance Employer</Badge>}
          {!acceptingApplications && <Badge $tone="destructive">Closed</Badge>}
        </StyledRow>
        <FactList aria-label="Job facts">
          <li>
            <Icon name="map-pin" />
            {job.location}
          </li>
          {job.distance !== undefined && (
            <li>
              <Icon name="navigation" />
              {job.distance} miles from {page.distanceFrom}
            </li>
          )}
          <li>
            <Icon name="dollar" />
            {formatSalaryRange(job)}
          </li>
          {job.schedule && (
            <li>
              <Icon name="clock" />
              {job.schedule}
            </li>
          )}
          <li>
            <Icon name="calendar" />
            Posted <time dateTime={job.posted}>{formatCalendarDate(job.posted)}</time>
          </li>
          {job.applicationDeadline && (
            <li>
              <Icon name="calendar" />
              Apply by <time dateTime={job.applicationDeadline}>{formatCalendarDate(job.applicationDeadline)}</time>
            </li>
          )}
          <li>
            <Icon name="document" />
            {questionCount} screening questions
          </li>
        </FactList>
        {!acceptingApplications && (
          <StyledClosed role="status">
            {text.notAccepting} {text.notAcceptingHint}
          </StyledClosed>
        )}
        <StyledRow>
          {acceptingApplications && (
            <Button type="button" $variant="primary" onClick={onApply} aria-label={`Apply for ${job.title}`}>
              Apply
            </Button>
          )}
          <SaveJobButton jobId={job.id} jobTitle={job.title} />
          <ShareJobButton jobId={job.id} jobTitle={job.title} />
          {acceptingApplications && (
            <Button as={Link} to={checkMyMatchPath(job.id)} $variant="outline" aria-label={`Check my match: ${job.title}`}>
              Check my match
            </Button>
          )}
        </StyledRow>
      </StyledBody>
    </StyledCard>
  );
};
