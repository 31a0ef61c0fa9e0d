import { useAppliedJob } from '@jobboard/api-client';
import { contractsTexts, employerStandingLabels, experienceLevelLabels, jobTypeLabels, type EmployerStanding, type Job } from '@jobboard/contracts';
import { domainTexts, formatSalaryRange, isDistanceWorthShowing, type JobSalary } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import { Badge, Card, Cluster, FactList, Icon, Stack, type IconName } from '@jobboard/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { portalKitTexts } from './texts';

export interface JobCardFrameProps {
  /** The title's id: the card (an article) is named by it. */
  titleId: string;
  /**
   * 1 for the top card of a job's own page (larger logo and title), 2 or 3 for a card in a list,
   * under the list's heading.
   */
  headingLevel: 1 | 2 | 3;
  /** The job title, or a link to the job's page. */
  title: ReactNode;
  company: string;
  /** The company's logo, in a column beside the card; a list without logos leaves it out. */
  logo?: IconName;
  /** Beside the title in a list card's header: the badge that matters most there. */
  aside?: ReactNode;
  /** The rest of the card, under the title: facts, badges, extra lines, actions. */
  children: ReactNode;
  /** The job's id: a signed-in person who applied sees "Applied on <date>" and a link to the application. */
  jobId?: string;
}

const StyledCard = styled(Card)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledLogo = styled.div<{ $size: number }>`
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
  svg {
    width: ${({ $size }) => $size / 2}px;
    height: ${({ $size }) => $size / 2}px;
  }
`;

const StyledTitle = styled.h2<{ $onPage: boolean }>`
  margin: 0;
  font-size: ${({ $onPage, theme }) => ($onPage ? `clamp(${theme.font.size.xl}, 4vw, ${theme.font.size.xxl})` : theme.font.size.lg)};
  color: ${({ theme }) => theme.color.brandStrong};
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;

const StyledCompany = styled.p<{ $onPage: boolean }>`
  margin: ${({ $onPage, theme }) => ($onPage ? 0 : `${theme.space.xxs} 0 0`)};
  ${({ $onPage, theme }) => $onPage && `font-size: ${theme.font.size.lg};`}
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export interface AppliedMarkerProps {
  jobId: string;
  /** The card's title id: names the job for the link. */
  describedBy?: string;
}

// Shown only to someone who applied: its code loads then, so the job list's first view does not carry it.
const AppliedMarkerBody = lazy(() => import('./applied-marker-body').then((module) => ({ default: module.AppliedMarkerBody })));

/**
 * "Applied on <date>" with a link to the application, when the signed-in job seeker or veteran
 * applied to the job (GET /api/applied-jobs, one request for a whole page; none when signed out).
 */
export const AppliedMarker = ({ jobId, describedBy }: AppliedMarkerProps) => {
  const applied = useAppliedJob(jobId);
  if (!applied) return null;
  return (
    <Suspense fallback={null}>
      <AppliedMarkerBody appliedAt={applied.appliedAt} describedBy={describedBy} />
    </Suspense>
  );
};

/**
 * The frame every job card shares (search results, a job's page, saved jobs): the company's logo
 * beside a column holding the title (the card's name), the company, "Applied on <date>" when the
 * signed-in person applied (given `jobId`), and then what the card adds.
 */
export const JobCardFrame = ({ titleId, headingLevel, title, company, logo, aside, children, jobId }: JobCardFrameProps) => {
  const onPage = headingLevel === 1;
  const titleBlock = (
    <div>
      <StyledTitle as={`h${headingLevel}`} id={titleId} $onPage={onPage}>
        {title}
      </StyledTitle>
      <StyledCompany $onPage={onPage}>{company}</StyledCompany>
    </div>
  );
  const content = (
    <>
      {onPage ? (
        titleBlock
      ) : (
        <Cluster as="header" $justify="between" $align="start">
          {titleBlock}
          {aside}
        </Cluster>
      )}
      {jobId && <AppliedMarker jobId={jobId} describedBy={titleId} />}
      {children}
    </>
  );
  // Without a logo column the card itself is the column.
  if (!logo)
    return (
      <Card as="article" $gap="md" aria-labelledby={titleId}>
        {content}
      </Card>
    );
  return (
    <StyledCard as="article" aria-labelledby={titleId}>
      <StyledLogo $size={onPage ? 64 : 48}>
        <Icon name={logo} />
      </StyledLogo>
      <Stack $gap="md">{content}</Stack>
    </StyledCard>
  );
};

export interface JobBadgesProps {
  job: Pick<Job, 'type' | 'experience' | 'clearanceRequired'>;
  /** Badges before the job's own (a verified employer). */
  before?: ReactNode;
  /** Badges after them (Second Chance Employer, Closed). */
  children?: ReactNode;
}

/** A job's badges: its type, its level and the clearance it requires, between the card's own. */
export const JobBadges = ({ job, before, children }: JobBadgesProps) => {
  const t = useTexts(portalKitTexts);
  const tc = useTexts(contractsTexts);
  return (
    <Cluster $align="center">
      {before}
      <Badge $tone="secondary">{tc(jobTypeLabels[job.type])}</Badge>
      <Badge $tone="neutral">{t('{{level}} level', { level: tc(experienceLevelLabels[job.experience]) })}</Badge>
      {job.clearanceRequired && <Badge $tone="warning">{t('Requires {{clearance}} clearance', { clearance: tc(job.clearanceRequired) })}</Badge>}
      {children}
    </Cluster>
  );
};

/** "Verified employer" or "Unverified employer", as the job's `employerStanding` says (libs/domain employer-standing). */
export const EmployerStandingBadge = ({ standing }: { standing: EmployerStanding }) => {
  const tc = useTexts(contractsTexts);
  return <Badge $tone={standing === 'verified' ? 'success' : 'warning'}>{tc(employerStandingLabels[standing])}</Badge>;
};

export interface JobFactProps {
  icon: IconName;
  children: ReactNode;
}

/** One fact of a job: an icon and a few words. */
export const JobFact = ({ icon, children }: JobFactProps) => (
  <li>
    <Icon name={icon} />
    {children}
  </li>
);

export interface JobFactsProps {
  job: JobSalary & Pick<Job, 'location' | 'distance'>;
  /** The list's accessible name. */
  label: string;
  /**
   * The place a distance search was made from, named after the distance on a job's page
   * ("8.3 miles from San Francisco, CA"). Without it, in a list of results, "8.3 miles away".
   */
  distanceFrom?: string;
  /** Facts after the place, the distance and the pay, each a `JobFact`. */
  children?: ReactNode;
}

/** A job's facts: where it is, how far (after a distance search), what it pays, then the card's own. */
export const JobFacts = ({ job, label, distanceFrom, children }: JobFactsProps) => {
  const t = useTexts(portalKitTexts);
  const td = useTexts(domainTexts);
  const { distance } = job;
  return (
    <FactList aria-label={label}>
      <JobFact icon="map-pin">{job.location}</JobFact>
      {distance !== undefined && (distanceFrom === undefined || isDistanceWorthShowing(distance)) && (
        <JobFact icon="navigation">
          {distanceFrom === undefined
            ? t('{{count}} miles away', { count: distance })
            : t('{{count}} miles from {{place}}', { count: distance, place: distanceFrom })}
        </JobFact>
      )}
      <JobFact icon="dollar">{formatSalaryRange(job, td)}</JobFact>
      {children}
    </FactList>
  );
};
