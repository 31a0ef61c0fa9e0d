import { contractsTexts, pipelineStageLabels, type EmployerApplication } from '@jobboard/contracts';
import { formatCalendarDate } from '@jobboard/domain';
import { Badge, Button, Card, CardHeading, Cluster, FactList, Icon, IconCircle, pipelineStageTone, Stack, VisuallyHidden } from '@jobboard/ui';
import styled from 'styled-components';
import { formatCalendarDay } from '../../utils/dates';
import { requirementsSummary } from './explanation-summary';
import { ScoreBadge, VeteranBonusBadge } from './score-badges';
import { RequirementLists } from './score-explanation';
import { useTexts, withParts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface PipelineCardProps {
  /** The place in the ranking, from 1. */
  rank: number;
  application: EmployerApplication;
  employerId: string;
  onManage: (application: EmployerApplication) => void;
}

const StyledCard = styled(Card)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledRating = styled.span`
  color: ${({ theme }) => theme.color.gold};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  span {
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledNotes = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.color.gold};
  background: ${({ theme }) => theme.color.warningSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const StyledExplanation = styled.details`
  font-size: ${({ theme }) => theme.font.size.sm};
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.brand};
  }
  &[open] summary {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

/** "★ 3/5", read as "Rating 3 out of 5"; 0 or none is "Not rated". */
const Rating = ({ rating }: { rating: number | undefined }) => {
  const t = useTexts(employerTexts);
  return rating ? (
    <StyledRating>
      <span aria-hidden="true">
        ★ <span>{rating}/5</span>
      </span>
      <VisuallyHidden>{t('Rating {{rating}} out of 5', { rating })}</VisuallyHidden>
    </StyledRating>
  ) : (
    <span>{t('Not rated')}</span>
  );
};

/** One ranked candidate: rank, stage, rating, score with its reasons, notes and the next follow-up. */
export const PipelineCard = ({ rank, application, employerId, onManage }: PipelineCardProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const nameId = `pipeline-${application.id}-name`;
  const { explanation } = application;
  return (
    <StyledCard as="article" aria-labelledby={nameId}>
      <IconCircle $size={44} $tone="brand">
        <VisuallyHidden>{t('Rank')} </VisuallyHidden>
        {rank}
      </IconCircle>
      <Stack $gap="md">
        <Cluster as="header" $justify="between" $align="start">
          <CardHeading id={nameId} title={application.applicantName} subtitle={application.jobTitle} />
          <Cluster $gap="xs">
            <Badge $tone={pipelineStageTone(application.pipelineStage)}>{tc(pipelineStageLabels[application.pipelineStage])}</Badge>
            <ScoreBadge application={application} employerId={employerId} describedBy={nameId} />
            <VeteranBonusBadge application={application} />
          </Cluster>
        </Cluster>
        <FactList aria-label={t('Candidate details')}>
          <li>
            <Rating rating={application.employerRating} />
          </li>
          <li>
            <Icon name="message" size={16} />
            <a href={`mailto:${application.applicantEmail}`}>{application.applicantEmail}</a>
          </li>
          <li>
            <Icon name="calendar" size={16} />
            {withParts(t('Applied {{date}}'), { date: <time dateTime={application.appliedAt}>{formatCalendarDate(application.appliedAt)}</time> })}
          </li>
          <li>
            <Icon name="clock" size={16} />
            {application.nextFollowUpDate ? t('Follow up {{date}}', { date: formatCalendarDay(application.nextFollowUpDate) }) : t('No follow-up set')}
          </li>
        </FactList>
        {explanation && (
          <StyledExplanation>
            <summary>{requirementsSummary(explanation, t)}</summary>
            <RequirementLists explanation={explanation} />
          </StyledExplanation>
        )}
        {application.employerNotes && (
          <StyledNotes>
            <strong>{t('Notes:')} </strong>
            {application.employerNotes}
          </StyledNotes>
        )}
        <Cluster $fillOnPhone>
          <Button type="button" $variant="outline" $size="sm" aria-describedby={nameId} onClick={() => onManage(application)}>
            {t('Manage')}
          </Button>
        </Cluster>
      </Stack>
    </StyledCard>
  );
};
