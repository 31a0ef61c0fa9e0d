import type { AnalysisReport } from '@jobboard/contracts';
import { guestAnalysisRetentionDays, matchVerdict, scoreBand, scoreColour } from '@jobboard/domain';
import { Badge, Button, Card, CardTitle, Cluster, ProgressBar, Stack, Tabs, Text } from '@jobboard/ui';
import { useState } from 'react';
import styled from 'styled-components';

const tone = (colour: AnalysisReport['colour']): 'success' | 'warning' | 'destructive' =>
  colour === 'green' ? 'success' : colour === 'yellow' ? 'warning' : 'destructive';
const toneOfScore = (score: number) => tone(scoreColour(score));

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
  const band = scoreBand(report.score);
  return (
    <Stack>
      <CardTitle as="h3">{title}</CardTitle>
      <Text $size="xxl" $weight="bold" data-testid="analysis-score">
        {report.score}/100 <Badge $tone={tone(band.colour)}>{band.label}</Badge>
      </Text>
      <ProgressBar value={report.score} label={title} valueText={`${report.score} out of 100`} tone={tone(band.colour)} />
      {report.documentType === 'resume' && <p>{band.resumeMessage}</p>}
      <Text $tone="textMuted" $size="sm">
        {report.words} words read in {report.timings.extractMs + report.timings.analyseMs} ms (text extraction {report.timings.extractMs} ms, analysis{' '}
        {report.timings.analyseMs} ms). Overall = 40% Content + 30% Formatting + 30% Keywords.
      </Text>
    </Stack>
  );
};

// A guest's report link carries the key only their answer gave (see the contract's reportUrl).
const isGuestReport = (report: AnalysisReport) => new URL(report.reportUrl, 'https://any.example').searchParams.has('key');

const Actions = ({ report, onReset }: { report: AnalysisReport; onReset: () => void }) => (
  <Stack>
    <Cluster>
      <Button as="a" href={report.reportUrl} download>
        Download Detailed Report
      </Button>
      <Button type="button" $variant="outline" onClick={onReset}>
        Analyze Another
      </Button>
    </Cluster>
    {isGuestReport(report) && (
      <Text $tone="textMuted" $size="sm">
        As a guest, your result and its report are kept for {guestAnalysisRetentionDays} days. Sign in before you analyze to keep your analyses and
        see your score over time.
      </Text>
    )}
  </Stack>
);

const MatchPanel = ({ match }: { match: NonNullable<AnalysisReport['match']> }) => (
  <Stack>
    <p>
      <strong>
        Match with {match.jobTitle}: {match.score}/100
      </strong>{' '}
      <Badge $tone={toneOfScore(match.score)}>{matchVerdict(match.score)}</Badge> {match.requirementsMet.length} of{' '}
      {match.requirementsMet.length + match.requirementsMissing.length} requirements met
    </p>
    <StyledList aria-label="Requirements met">
      {match.requirementsMet.map((met) => (
        <li key={met.requirement}>
          Met: {met.requirement}
          {met.evidence && <small>“{met.evidence}”</small>}
        </li>
      ))}
      {(match.requirementsPartial ?? []).map((partial) => (
        <li key={partial.requirement}>
          Partly shown: {partial.requirement}
          <small>“{partial.evidence}”</small>
        </li>
      ))}
      {match.requirementsMissing
        .filter((missing) => !(match.requirementsPartial ?? []).some((partial) => partial.requirement === missing))
        .map((missing) => (
          <li key={missing}>Missing: {missing}</li>
        ))}
    </StyledList>
    <StyledList aria-label="How the match is scored">
      {match.factors.map((factor) => (
        <li key={factor.name}>
          {factor.label}: {factor.points}/{factor.maxPoints}
          <small>{factor.detail}</small>
        </li>
      ))}
    </StyledList>
    <Text $tone="textMuted" $size="sm">
      The same scoring the employer's pipeline uses, without the screening questions (they belong to an application).
    </Text>
  </Stack>
);

/** Traditional Analysis: the score, verdict and feedback items. */
export const TraditionalResults = ({ report, onReset }: { report: AnalysisReport; onReset: () => void }) => (
  <Card aria-label="Analysis results">
    <Stack>
      <ScoreSummary report={report} title="Overall Score" />
      {report.match && <MatchPanel match={report.match} />}
      <CardTitle as="h3">Feedback</CardTitle>
      <StyledList>
        {report.feedback.map((item) => (
          <li key={`${item.title}-${item.description}`}>
            <Badge $tone={item.type === 'positive' ? 'success' : item.type === 'warning' ? 'warning' : 'destructive'}>{item.type}</Badge>{' '}
            <strong>{item.title}</strong>
            <small>{item.description}</small>
          </li>
        ))}
      </StyledList>
      <Actions report={report} onReset={onReset} />
    </Stack>
  </Card>
);

type ResultTab = 'overview' | 'suggestions' | 'keywords' | 'formatting' | 'match';

/** AI Document Analyzer: overall and sub-scores, then Overview, Suggestions, Keywords, Formatting (and Match). */
export const AnalyzerResults = ({ report, onReset }: { report: AnalysisReport; onReset: () => void }) => {
  const [tab, setTab] = useState<ResultTab>('overview');
  const { analysis } = report;
  const tabs = [
    {
      id: 'overview' as const,
      label: 'Overview',
      content: (
        <Stack>
          <CardTitle as="h4">Strengths</CardTitle>
          <StyledList>
            {analysis.strengths.length ? analysis.strengths.map((item) => <li key={item}>{item}</li>) : <li>None found yet.</li>}
          </StyledList>
          <CardTitle as="h4">Areas for Improvement</CardTitle>
          <StyledList>
            {analysis.weaknesses.length ? analysis.weaknesses.map((item) => <li key={item}>{item}</li>) : <li>Nothing to improve was found.</li>}
          </StyledList>
        </Stack>
      ),
    },
    {
      id: 'suggestions' as const,
      label: 'Suggestions',
      content: (
        <StyledList>
          {report.suggestions.length === 0 && <li>Nothing to improve was found.</li>}
          {report.suggestions.map((suggestion) => (
            <li key={`${suggestion.category}-${suggestion.suggestion}`}>
              <Badge $tone={suggestion.priority === 'high' ? 'destructive' : suggestion.priority === 'medium' ? 'warning' : 'neutral'}>
                {suggestion.priority}
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
      label: 'Keywords',
      content: (
        <Stack>
          <CardTitle as="h4">Found</CardTitle>
          <StyledList>
            {analysis.keywordAnalysis.found.length ? analysis.keywordAnalysis.found.map((item) => <li key={item}>{item}</li>) : <li>None found.</li>}
          </StyledList>
          <CardTitle as="h4">Missing</CardTitle>
          {analysis.keywordAnalysis.missing.length === 0 ? (
            <p>Great! No critical keywords are missing.</p>
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
      label: 'Formatting',
      content: (
        <Stack>
          <p>
            <strong>Formatting score: {analysis.formatting.score}/100</strong>
          </p>
          <StyledList>
            {analysis.formatting.issues.length ? (
              analysis.formatting.issues.map((item) => <li key={item}>{item}</li>)
            ) : (
              <li>No formatting issues found.</li>
            )}
          </StyledList>
        </Stack>
      ),
    },
    ...(report.match ? [{ id: 'match' as const, label: 'Job Match', content: <MatchPanel match={report.match} /> }] : []),
  ];
  return (
    <Card aria-label="Analysis results">
      <Stack>
        <ScoreSummary report={report} title="Overall Score" />
        <StyledSubScores>
          {(['keywords', 'formatting', 'content'] as const).map((name) => (
            <div key={name}>
              <strong>
                {name[0].toUpperCase() + name.slice(1)}: {report.subScores[name]}/100
              </strong>
              <ProgressBar value={report.subScores[name]} label={`${name} score`} size="sm" tone={toneOfScore(report.subScores[name])} />
            </div>
          ))}
        </StyledSubScores>
        <Tabs label="Analysis details" value={tab} onChange={setTab} tabs={tabs} />
        <Actions report={report} onReset={onReset} />
      </Stack>
    </Card>
  );
};
