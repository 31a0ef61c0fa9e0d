import { analysisMessages, analysisUploadLimits, contractsTexts, documentTypes, type AnalysisKind, type DocumentType } from '@jobboard/contracts';
import { analysisReportUrl, useAnalysisHistory, useJobSeekerSession, useVeteranSession } from '@jobboard/api-client';
import { Button, Card, CardTitle, FileDropZone, ProgressBar, SelectField, Stack, StateNotice, Text, useToast, type SelectedFile } from '@jobboard/ui';
import { text, useTexts } from '@jobboard/i18n';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import { AnalyzerResults, TraditionalResults } from './analysis-results';
import { JobMatchPicker } from './job-match-picker';
import { useAnalysis } from './use-analysis';

const documentTypeLabels: Record<DocumentType, string> = {
  resume: text('Resume'),
  cover_letter: text('Cover Letter'),
  portfolio: text('Portfolio'),
  other: text('Other'),
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
};

/** The same rules the server applies, checked first so a wrong file never leaves the browser. */
const checkFile = (kind: AnalysisKind, file: File) => {
  const limits = analysisUploadLimits[kind];
  const messages = analysisMessages[kind];
  if (file.size > limits.maxFileBytes) return messages.tooLarge;
  if (!(limits.extensions as readonly string[]).includes(extensionOf(file.name))) return messages.invalidType;
  return undefined;
};

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
  }
`;

const StyledSteps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  li[aria-current='step'] { font-weight: 700; }
`;

const StyledHistory = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; flex-wrap: wrap; }
`;

/** The signed-in job seeker's or veteran's analyses and how the score moved; a guest sees nothing here. */
const AnalysisHistoryCard = ({ refreshKey }: { refreshKey: number }) => {
  const t = useTexts(publicTexts);
  const jobSeeker = useJobSeekerSession();
  const veteran = useVeteranSession();
  const signedIn = Boolean(jobSeeker.data || veteran.data);
  const history = useAnalysisHistory(signedIn, refreshKey);
  if (!signedIn) return null;
  return (
    <Card aria-label={t('Your analyses')}>
      <Stack>
        <CardTitle as="h3">{t('Your Analyses')}</CardTitle>
        {history.error && <p role="alert">{t('Your analyses could not be loaded. Please try again later.')}</p>}
        {!history.data && !history.error && <p>{t('Loading your analyses…')}</p>}
        {history.data && history.data.items.length === 0 && <p>{t('No analyses yet: your results will be kept here.')}</p>}
        {history.data && history.data.items.length > 0 && (
          <>
            <Text $tone="textMuted" data-testid="score-trend">
              {t('Score trend: {{scores}}', { scores: history.data.trend.scores.join(' → ') })}
              {history.data.trend.scores.length > 1 && ` (${history.data.trend.change >= 0 ? '+' : ''}${history.data.trend.change})`}
            </Text>
            <StyledHistory>
              {history.data.items.map((item) => (
                <li key={item.id}>
                  <a href={analysisReportUrl(item.id)} download>
                    {item.fileName}
                  </a>
                  <span>
                    {t(documentTypeLabels[item.documentType])} · {item.score}/100{item.jobTitle ? ` · ${item.jobTitle} ${item.matchScore}/100` : ''} ·{' '}
                    {new Date(item.createdAt).toLocaleDateString()}
                  </span>
                </li>
              ))}
            </StyledHistory>
          </>
        )}
      </Stack>
    </Card>
  );
};

const tips = [
  { title: text('Quantify achievements'), text: text('Numbers show impact: how many people, how much money, by what percentage.') },
  { title: text('Optimize for applicant tracking systems'), text: text('One column, plain headings, no tables, pictures or text in headers and footers.') },
  {
    title: text('Tailor for each job'),
    text: text('Use "Check my match" with the job you want, and show the requirements you meet in its own words.'),
  },
];

export interface AnalysisToolProps {
  kind: AnalysisKind;
}

/** One analysis tab: choose (type and job), upload, follow the real progress, read the results. */
export const AnalysisTool = ({ kind }: AnalysisToolProps) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const { toast } = useToast();
  const { state, analyze, reset } = useAnalysis(kind);
  const [file, setFile] = useState<File>();
  const [documentType, setDocumentType] = useState<DocumentType>('resume');
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job') ?? '';
  const [finished, setFinished] = useState(0);
  useEffect(() => {
    if (state.status === 'idle') setFile(undefined);
  }, [state.status]);

  const limits = analysisUploadLimits[kind];
  // The spec shows the size in MB; a small file is "0.01 MB" rather than a misleading "0.00 MB".
  const selected: SelectedFile[] = file
    ? [{ key: file.name, name: file.name, sizeLabel: `${Math.max(0.01, file.size / (1024 * 1024)).toFixed(2)} MB` }]
    : [];
  const messages = analysisMessages[kind];

  const handleSelect = (files: File[]) => {
    const [first] = files;
    if (!first) return;
    if (files.length > 1) return toast({ title: t('Too Many Files'), description: t('Only one file is allowed for this upload.'), variant: 'destructive' });
    const problem = checkFile(kind, first);
    if (problem) return toast({ title: tc(problem.title), description: tc(problem.message), variant: 'destructive' });
    setFile(first);
  };

  const handleJobChange = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('job', value);
    else next.delete('job');
    setParams(next, { replace: true });
  };

  const handleAnalyze = async () => {
    if (!file) return;
    try {
      await analyze(file, { ...(kind === 'document' ? { documentType } : {}), jobId });
      toast({ title: tc(messages.complete.title), description: tc(messages.complete.message), variant: 'success' });
      setFinished((count) => count + 1);
    } catch (error) {
      const message = error instanceof Error ? error.message : tc(messages.failed.message);
      toast({ title: tc(messages.failed.title), description: kind === 'resume' && !message ? tc(messages.failed.message) : message, variant: 'destructive' });
    }
  };

  const analyzing = state.status === 'analyzing';
  const progress = state.status === 'analyzing' ? state.progress : undefined;
  // Sending the file is the first 70%; the server's extract-and-analyse step the rest, shown as a step.
  const progressValue = progress ? (progress.phase === 'uploading' ? Math.round(progress.uploaded * 0.7) : 85) : 0;

  return (
    <StyledGrid>
      <Stack $gap="lg">
        <Card aria-label={kind === 'resume' ? t('Upload your resume') : t('Upload a document')}>
          <Stack>
            <CardTitle as="h3">{kind === 'resume' ? t('Upload Your Resume') : t('Upload a Document')}</CardTitle>
            {kind === 'document' && (
              <SelectField
                label={t('Document type')}
                value={documentType}
                disabled={analyzing}
                onChange={(event) => setDocumentType(event.target.value as DocumentType)}
                options={documentTypes.map((type) => ({ value: type, label: t(documentTypeLabels[type]) }))}
              />
            )}
            <JobMatchPicker jobId={jobId} disabled={analyzing} onChange={handleJobChange} />
            <FileDropZone
              label={kind === 'resume' ? t('Resume file') : t('Document file')}
              hint={t('{{formats}} up to {{size}} MB', {
                formats: limits.extensions.map((extension) => extension.slice(1).toUpperCase()).join(', '),
                size: limits.maxFileBytes / (1024 * 1024),
              })}
              accept={limits.extensions.join(',')}
              files={selected}
              onSelect={handleSelect}
              onRemove={() => setFile(undefined)}
              disabled={analyzing}
            />
            <Button type="button" onClick={handleAnalyze} disabled={!file || analyzing}>
              {analyzing ? t('Analyzing...') : kind === 'resume' ? t('Analyze Resume') : t('Analyze Document')}
            </Button>
          </Stack>
        </Card>
        {kind === 'resume' && (
          <Card aria-label={t('Resume tips')}>
            <Stack>
              <CardTitle as="h3">{t('Resume Tips')}</CardTitle>
              {tips.map((tip) => (
                <p key={tip.title}>
                  <strong>{t(tip.title)}</strong>: {t(tip.text)}
                </p>
              ))}
            </Stack>
          </Card>
        )}
        <AnalysisHistoryCard refreshKey={finished} />
      </Stack>
      <div aria-live="polite">
        {state.status === 'idle' && (
          <StateNotice
            tone="raised"
            title={t('No Analysis Yet')}
            description={
              kind === 'resume'
                ? t('Upload your resume to see its score and feedback.')
                : t('Choose a document type and upload a file to see its analysis.')
            }
          />
        )}
        {progress && (
          <Card aria-label={t('Analyzing')}>
            <Stack>
              <CardTitle as="h3">{t('Analyzing {{name}}', { name: file?.name ?? '' })}</CardTitle>
              <ProgressBar
                value={progressValue}
                label={t('Analysis progress')}
                valueText={progress.phase === 'uploading' ? t('Uploading, {{percent}}%', { percent: progress.uploaded }) : t('Reading and analyzing')}
              />
              <StyledSteps>
                <li aria-current={progress.phase === 'uploading' ? 'step' : undefined}>{t('Upload: {{percent}}%', { percent: progress.uploaded })}</li>
                <li aria-current={progress.phase === 'analysing' ? 'step' : undefined}>
                  {t('Extract the text')}
                  {progress.phase === 'analysing' ? '…' : ''}
                </li>
                <li>{t('Analyze sections, wording, formatting and keywords')}</li>
              </StyledSteps>
            </Stack>
          </Card>
        )}
        {state.status === 'failed' && (
          <StateNotice
            tone="error"
            title={t('Analysis Failed')}
            description={state.message}
            action={
              <Button type="button" onClick={reset}>
                {t('Try Another File')}

              </Button>
            }
          />
        )}
        {state.status === 'complete' &&
          (kind === 'resume' ? (
            <TraditionalResults report={state.report} onReset={reset} />
          ) : (
            <AnalyzerResults report={state.report} onReset={reset} />
          ))}
      </div>
    </StyledGrid>
  );
};
