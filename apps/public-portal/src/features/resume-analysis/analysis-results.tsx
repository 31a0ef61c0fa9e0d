import type { AnalysisReport } from '@jobboard/contracts';
import { text, useTexts } from '@jobboard/i18n';
import { domainTexts, guestAnalysisRetentionDays, matchVerdict, scoreBand, scoreColour } from '@jobboard/domain';
import { Badge, Button, Card, CardTitle, Cluster, ProgressBar, Stack, Tabs, Text } from '@jobboard/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

const tone = (colour: AnalysisReport['colour']): 'success' | 'warning' | 'destructive' =>
  colour === 'green' ? 'success' : colour === 'yellow' ? 'warning' : 'destructive';
const toneOfScore = (score: number) => tone(scoreColour(score));

/** The report's codes as they are shown (the same words as the codes, marked for translation). */
const feedbackTypeLabels: Record<AnalysisReport['feedback'][number]['type'], string> = {
  positive: text('positive'),
  warning: text('warning'),
  negative: text('negative'),
};
const priorityLabels: Record<AnalysisReport['suggestions'][number]['priority'], string> = {
  high: text('high'),
  medium: text('medium'),
  low: text('low'),
};
const subScoreLabels = {
  keywords: { name: text('Keywords'), score: text('keywords score') },
  formatting: { name: text('Formatting'), score: text('formatting score') },
  content: { name: text('Content'), score: text('content score') },
} as const;

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledSubScores = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The basic tool's verdict is about a resume: the analyzer shows it for resumes only. Label, colour
 * and verdict are the score's band, read here rather than from the stored report, so an analysis
 * kept from before a change of wording still agrees with its score.
 */
const ScoreSummary = ({ report, title }: { report: AnalysisReport; title: string }) => {
  const t = useTexts(publicTexts);
  const td = useTexts(domainTexts);
  const band = scoreBand(report.score);
  return (
    <Stack>
      <CardTitle as="h3">{title}</CardTitle>
      <Text $size="xxl" $weight="bold" data-testid="analysis-score">
        {report.score}/100 <Badge $tone={tone(band.colour)}>{td(band.label)}</Badge>
      </Text>
      <ProgressBar value={report.score} label={title} valueText={t('{{score}} out of 100', { score: report.score })} tone={tone(band.colour)} />
      {report.documentType === 'resume' && <p>{td(band.resumeMessage)}</p>}
      <Text $tone="textMuted" $size="sm">
        {t(
          '{{words}} words read in {{total}} ms (text extraction {{extract}} ms, analysis {{analyse}} ms). Overall = 40% Content + 30% Formatting + 30% Keywords.',
          {
            words: report.words,
            total: report.timings.extractMs + report.timings.analyseMs,
            extract: report.timings.extractMs,
            analyse: report.timings.analyseMs,
          },
        )}
      </Text>
    </Stack>
  );
};

// A guest's report link carries the key only their answer gave (see the contract's reportUrl).
const isGuestReport = (report: AnalysisReport) => new URL(report.reportUrl, 'https://any.example').searchParams.has('key');

const Actions = ({ report, onReset }: { report: AnalysisReport; onReset: () => void }) => {
  const t = useTexts(publicTexts);
  return (
    <Stack>
      <Cluster>
        <Button as="a" href={report.reportUrl} download>
          {t('Download Detailed Report')}
        </Button>
        <Button type="button" $variant="outline" onClick={onReset}>
          {t('Analyze Another')}
        </Button>
      </Cluster>
      {isGuestReport(report) && (
        <Text $tone="textMuted" $size="sm">
          {t(
            'As a guest, your result and its report are kept for {{days}} days. Sign in before you analyze to keep your analyses and see your score over time.',
            { days: guestAnalysisRetentionDays },
          )}
        </Text>
      )}
    </Stack>
  );
};

const MatchPanel = ({ match }: { match: NonNullable<AnalysisReport['match']> }) => {
  const t = useTexts(publicTexts);
  const td = useTexts(domainTexts);
  return (
    <Stack>
      <p>
        <strong>{t('Match with {{job}}: {{score}}/100', { job: match.jobTitle, score: match.score })}</strong>{' '}
        <Badge $tone={toneOfScore(match.score)}>{td(matchVerdict(match.score))}</Badge>{' '}
        {t('{{met}} of {{total}} requirements met', {
          met: match.requirementsMet.length,
          total: match.requirementsMet.length + match.requirementsMissing.length,
        })}
      </p>
      <StyledList aria-label={t('Requirements met')}>
        {match.requirementsMet.map((met) => (
          <li key={met.requirement}>
            {t('Met: {{requirement}}', { requirement: met.requirement })}
            {met.evidence && <small>“{met.evidence}”</small>}
          </li>
        ))}
        {(match.requirementsPartial ?? []).map((partial) => (
          <li key={partial.requirement}>
            {t('Partly shown: {{requirement}}', { requirement: partial.requirement })}
            <small>“{partial.evidence}”</small>
          </li>
        ))}
        {match.requirementsMissing
          .filter((missing) => !(match.requirementsPartial ?? []).some((partial) => partial.requirement === missing))
          .map((missing) => (
            <li key={missing}>{t('Missing: {{requirement}}', { requirement: missing })}</li>
          ))}
      </StyledList>
      <StyledList aria-label={t('How the match is scored')}>
        {match.factors.map((factor) => (
          <li key={factor.name}>
            {factor.label}: {factor.points}/{factor.maxPoints}
            <small>{factor.detail}</small>
          </li>
        ))}
      </StyledList>
      <Text $tone="textMuted" $size="sm">
        {t("The same scoring the employer's pipeline uses, without the screening questions (they belong to an application).")}
      </Text>
    </Stack>
  );
};

/** Traditional Analysis: the score, verdict and feedback items. */
export const TraditionalResults = ({ report, onReset }: { report: AnalysisReport; onReset: () => void }) => {
  const t = useTexts(publicTexts);
  return (
    <Card aria-label={t('Analysis results')}>
      <Stack>
        <ScoreSummary report={report} title={t('Overall Score')} />
        {report.match && <MatchPanel match={report.match} />}
        <CardTitle as="h3">{t('Feedback')}</CardTitle>
        <StyledList>
          {report.feedback.map((item) => (
            <li key={`${item.title}-${item.description}`}>
              <Badge $tone={item.type === 'positive' ? 'success' : item.type === 'warning' ? 'warning' : 'destructive'}>
                {t(feedbackTypeLabels[item.type])}
              </Badge>{' '}
              <strong>{item.title}</strong>
              <small>{item.description}</small>
            </li>
          ))}
        </StyledList>
        <Actions report={report} onReset={onReset} />
      </Stack>
    </Card>
  );
};

type ResultTab = 'overview' | 'suggestions' | 'keywords' | 'formatting' | 'match';

/** AI Document Analyzer: overall and sub-scores, then Overview, Suggestions, Keywords, Formatting (and Match). */
export const AnalyzerResults = ({ report, onReset }: { report: AnalysisReport; onReset: () => void }) => {
  const t = useTexts(publicTexts);
  const [tab, setTab] = useState<ResultTab>('overview');
  const { analysis } = report;
  const tabs = [
    {
      id: 'overview' as const,
      label: t('Overview'),
      content: (
        <Stack>
          <CardTitle as="h4">{t('Strengths')}</CardTitle>
          <StyledList>
            {analysis.strengths.length ? analysis.strengths.map((item) => <li key={item}>{item}</li>) : <li>{t('None found yet.')}</li>}
          </StyledList>
          <CardTitle as="h4">{t('Areas for Improvement')}</CardTitle>
          <StyledList>
            {analysis.weaknesses.length ? analysis.weaknesses.map((item) => <li key={item}>{item}</li>) : <li>{t('Nothing to improve was found.')}</li>}
          </StyledList>
        </Stack>
      ),
    },
    {
      id: 'suggestions' as const,
      label: t('Suggestions'),
      content: (
        <StyledList>
          {report.suggestions.length === 0 && <li>{t('Nothing to improve was found.')}</li>}
          {report.suggestions.map((suggestion) => (
            <li key={`${suggestion.category}-${suggestion.suggestion}`}>
              <Badge $tone={suggestion.priority === 'high' ? 'destructive' : suggestion.priority === 'medium' ? 'warning' : 'neutral'}>
                {t(priorityLabels[suggestion.priority])}
              </Badge>{' '}
              <strong>{suggestion.category}</strong>: {suggestion.suggestion}
              <small>{suggestion.impact}</small>
            </li>
          ))}
        </StyledList>
      ),
    },
    {
      id: 'keywords' as const,
      label: t('Keywords'),
      content: (
        <Stack>
          <CardTitle as="h4">{t('Found')}</CardTitle>
          <StyledList>
            {analysis.keywordAnalysis.found.length ? analysis.keywordAnalysis.found.map((item) => <li key={item}>{item}</li>) : <li>{t('None found.')}</li>}
          </StyledList>
          <CardTitle as="h4">{t('Missing')}</CardTitle>
          {analysis.keywordAnalysis.missing.length === 0 ? (
            <p>{t('Great! No critical keywords are missing.')}</p>
          ) : (
            <StyledList>
              {analysis.keywordAnalysis.missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </StyledList>
          )}
        </Stack>
      ),
    },
    {
      id: 'formatting' as const,
      label: t('Formatting'),
      content: (
        <Stack>
          <p>
            <strong>{t('Formatting score: {{score}}/100', { score: analysis.formatting.score })}</strong>
          </p>
          <StyledList>
            {analysis.formatting.issues.length ? (
              analysis.formatting.issues.map((item) => <li key={item}>{item}</li>)
            ) : (
              <li>{t('No formatting issues found.')}</li>
            )}
          </StyledList>
        </Stack>
      ),
    },
    ...(report.match ? [{ id: 'match' as const, label: t('Job Match'), content: <MatchPanel match={report.match} /> }] : []),
  ];
  return (
    <Card aria-label={t('Analysis results')}>
      <Stack>
        <ScoreSummary report={report} title={t('Overall Score')} />
        <StyledSubScores>
          {(['keywords', 'formatting', 'content'] as const).map((name) => (
            <div key={name}>
              <strong>
                {t(subScoreLabels[name].name)}: {report.subScores[name]}/100
              </strong>
              <ProgressBar value={report.subScores[name]} label={t(subScoreLabels[name].score)} size="sm" tone={toneOfScore(report.subScores[name])} />
            </div>
          ))}
        </StyledSubScores>
        <Tabs label={t('Analysis details')} value={tab} onChange={setTab} tabs={tabs} />

        <Actions report={report} onReset={onReset} />
      </Stack>
    </Card>
  );
};
