import { ApiError, useJob, useJobSeekerSession, useSavedResumes, useSubmitApplication, useVeteranSession, useWrite } from '@jobboard/api-client';
import { applicationMessages, applicationUploadLimits, checkMyMatchPath, contractsTexts, type Job, type LanguageCode, type SavedResume } from '@jobboard/contracts';
import {
  allowedExtensions,
  alwaysAskedQuestions,
  applicationScreeningQuestions,
  checkUploadSelection,
  domainTexts,
  formatFileSize,
  isMandatoryQuestion,
  screeningAnswerPlaceholder,
  type ApplicationProblem,
  type ApplicationProblemTarget,
  type UploadKind,
} from '@jobboard/domain';
import { useTexts, withParts, type Translator } from '@jobboard/i18n';
import { languageOptions } from '@jobboard/portal-kit';
import {
  Badge,
  Button,
  Callout,
  Columns,
  Dialog,
  FieldGroup,
  FileDropZone,
  RadioGroup,
  SelectField,
  Stack,
  Text,
  TextAreaField,
  TextField,
  useToast,
  VisuallyHidden,
} from '@jobboard/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { applicationFormData, chosenSavedResumeId, emptyDraft, findDraftProblem, type ApplicationDraft, type DraftFile } from './application-draft';
import { prefilledDraft } from './application-draft-state';
import { JobSummary } from './job-summary';
import { publicTexts } from '../../texts';
import { BusyRetryCancelled, useBusyRetry } from './use-busy-retry';

export interface ApplyDialogProps {
  /** The job as the list showed it; its current data is fetched while the modal is open. */
  job: Job;
  draft: ApplicationDraft;
  onDraftChange: (update: (draft: ApplicationDraft) => ApplicationDraft) => void;
  onClose: () => void;
}

// Answers are a line or two; the default cover-letter height would make seven questions a long scroll.
const StyledQuestions = styled(FieldGroup)`
  textarea { min-height: 72px; }
`;

const StyledQuestionLabel = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

// Beside the buttons while empty; on a line of its own above them once it says something.
const StyledBusyStatus = styled.div`
  flex: 1 1 auto;
  align-self: center;
`;

const StyledMissing = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const acceptOf = (kind: UploadKind) => allowedExtensions(kind).join(',');

const formatsOf = (kind: UploadKind) =>
  allowedExtensions(kind)
    .map((extension) => extension.slice(1).toUpperCase())
    .join(', ');

let fileSerial = 0;
const toDraftFiles = (files: File[]): DraftFile[] =>
  files.map((file) => {
    fileSerial += 1;
    return { key: `${fileSerial}-${file.name}`, file };
  });

const listed = (files: readonly DraftFile[]) => files.map(({ key, file }) => ({ key, name: file.name, sizeLabel: formatFileSize(file.size) }));

/** "Upload a new resume" among the saved ones. */
const uploadNew = 'upload';

const savedResumeOption = (t: Translator['t'], resume: SavedResume) => ({
  value: resume.id,
  label: resume.name,
  description: t('{{size}} · saved {{date}}', {
    size: formatFileSize(resume.size),
    date: new Date(resume.uploadedAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
  }),
});

const sameTarget = (a: ApplicationProblemTarget | undefined, b: ApplicationProblemTarget) => JSON.stringify(a) === JSON.stringify(b);

/** The "Apply for Position" modal: rules in `checkApplication` (domain), texts in `applicationMessages` (contracts). */
export const ApplyDialog = ({ job: listedJob, draft, onDraftChange, onClose }: ApplyDialogProps) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  const { toast } = useToast();
  // A crowd's "busy" answer is waited out and the same form sent again (up to five tries).
  const retrying = useBusyRetry(useSubmitApplication());
  const submitting = useWrite(retrying.run);
  const busyWait = retrying.waiting;
  const { data: currentJob, error: jobError } = useJob(listedJob.id);
  // A signed-in applicant does not type who they are again (what they typed stays). The header
  // asked for the sessions already: these read its answers, here in the modal's own chunk so the
  // job list does not download the session hooks' schemas.
  const { data: jobSeeker } = useJobSeekerSession();
  const { data: veteran } = useVeteranSession();
  const account = jobSeeker ?? veteran ?? undefined;
  // A signed-in applicant picks a saved resume (the last application's first) or uploads a new one.
  const { data: savedResumes, mutate: refreshSavedResumes } = useSavedResumes(account !== undefined);
  const offersSavedResumes = (savedResumes?.resumes.length ?? 0) > 0;
  const savedResumeId = chosenSavedResumeId(draft, savedResumes);
  useEffect(() => {
    if (account) onDraftChange((current) => prefilledDraft(current, account));
  }, [account, onDraftChange]);
  const [problem, setProblem] = useState<ApplicationProblem>();
  const idPrefix = useId();
  const formId = `${idPrefix}-form`;
  const fieldId = (target: ApplicationProblemTarget) =>
    typeof target === 'string' ? `${idPrefix}-${target}` : `${idPrefix}-answer-${target.answer}`;

  const jobMissing = jobError instanceof ApiError && jobError.status === 404;
  const job = currentJob ?? listedJob;
  const questions = applicationScreeningQuestions(job.screeningQuestions);
  const answers = draft.answersByJob[job.id] ?? [];
  const errorFor = (target: ApplicationProblemTarget) => (problem && sameTarget(problem.target, target) ? tc(problem.message) : undefined);

  const update = (change: Partial<ApplicationDraft>, target?: ApplicationProblemTarget) => {
    onDraftChange((current) => ({ ...current, ...change }));
    if (target && problem && sameTarget(problem.target, target)) setProblem(undefined);
  };

  const handleAnswer = (index: number, value: string) => {
    onDraftChange((current) => {
      const next = [...(current.answersByJob[job.id] ?? [])];
      next[index] = value;
      return { ...current, answersByJob: { ...current.answersByJob, [job.id]: next } };
    });
    if (problem && sameTarget(problem.target, { answer: index })) setProblem(undefined);
  };

  const handleFiles = (kind: UploadKind, files: File[]) => {
    const check = checkUploadSelection(
      files.map(({ name, size }) => ({ name, size })),
      kind,
      kind === 'supporting' ? draft.supportingDocuments.length : 0,
      td,
    );
    if (!check.ok) {
      // The titles (and the resume's "Too Many Files" message) are the contracts' texts; the rest the domain's, said already.
      toast({ title: tc(check.title), description: tc(check.message), variant: 'destructive' });
      return;
    }
    const chosen = toDraftFiles(files);
    if (kind === 'resume') update({ resume: chosen[0] }, 'resume');
    else onDraftChange((current) => ({ ...current, supportingDocuments: [...current.supportingDocuments, ...chosen] }));
    toast({ title: tc(applicationMessages.fileUploadSuccess), description: applicationMessages.filesUploaded(files.length, tc), variant: 'success' });
  };

  const handleClose = () => {
    // Closing while a busy answer is waited out stops the next try (nothing is in flight then).
    if (busyWait) {
      retrying.cancel();
      onClose();
      return;
    }
    // Closing mid-submit would hide the outcome; the draft itself survives closing.
    if (!submitting.pending) onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.pending) return;
    const found = findDraftProblem(draft, job.id, questions, savedResumeId);
    if (found) {
      setProblem(found);
      toast({ title: tc(found.title), description: tc(found.message), variant: 'destructive' });
      document.getElementById(found.target === 'resume' ? `${fieldId('resume')}-browse` : fieldId(found.target))?.focus();
      return;
    }
    setProblem(undefined);
    try {
      const submitted = await submitting.run(job.id, applicationFormData(draft, job.id, questions, savedResumeId));
      // Sent without an account: it reaches the employer once the emailed link is confirmed.
      const outcome = 'confirmationSent' in submitted ? applicationMessages.checkEmail : applicationMessages.submitted;
      toast({ title: tc(outcome.title), description: tc(outcome.message), variant: 'success' });
      // The same person applies next: their language stays chosen.
      onDraftChange(() => ({ ...emptyDraft, preferredLanguage: draft.preferredLanguage }));
      // The resume just used is the one preselected next time.
      if (offersSavedResumes) void refreshSavedResumes();
      onClose();
    } catch (error) {
      if (error instanceof BusyRetryCancelled) return;
      const description = (error instanceof ApiError && error.serverMessage) || tc(applicationMessages.failedFallback);
      toast({ title: tc(applicationMessages.failedTitle), description, variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onClose={handleClose}
      size="lg"
      title={t('Apply for Position')}
      description={jobMissing ? undefined : t('{{title}} at {{company}}', { title: job.title, company: job.companyName })}
      footer={
        <>
          {/* Always there, so assistive technology is watching it before it has something to say. */}
          <StyledBusyStatus role="status">
            {busyWait && (
              <Callout $tone="info" $padding="sm">
                <strong>{tc(applicationMessages.busyRetrying.title)}</strong>{' '}
                {applicationMessages.busyRetrying.message(busyWait.seconds, busyWait.nextTry, busyWait.maxTries, tc)}
              </Callout>
            )}
          </StyledBusyStatus>
          <Button type="button" $variant="outline" onClick={handleClose} disabled={submitting.pending && !busyWait}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={submitting.pending || jobMissing}>
            {busyWait ? tc(applicationMessages.busyRetrying.title) : submitting.pending ? t('Submitting...') : t('Submit Application')}
          </Button>
        </>
      }
    >
      {jobMissing ? (
        <StyledMissing role="alert">{t('Job not found.')}</StyledMissing>
      ) : (
        <Stack as="form" $gap="xl" id={formId} onSubmit={handleSubmit} noValidate aria-busy={submitting.pending}>
          <JobSummary job={job} />

          <FieldGroup>
            <legend>{t('Personal Information')}</legend>
            <Columns>
              <TextField
                id={fieldId('applicantName')}
                label={t('Full Name')}
                required
                autoComplete="name"
                value={draft.applicantName}
                error={errorFor('applicantName')}
                onChange={(event) => update({ applicantName: event.target.value }, 'applicantName')}
              />
              <TextField
                id={fieldId('applicantEmail')}
                label={t('Email Address')}
                type="email"
                required
                autoComplete="email"
                value={draft.applicantEmail}
                error={errorFor('applicantEmail')}
                onChange={(event) => update({ applicantEmail: event.target.value }, 'applicantEmail')}
              />
            </Columns>
            <SelectField
              label={t('Preferred Language')}
              options={languageOptions}
              value={draft.preferredLanguage}
              onChange={(event) => update({ preferredLanguage: event.target.value as LanguageCode })}
            />
          </FieldGroup>

          <FieldGroup>
            <legend>{offersSavedResumes ? t('Resume') : t('Resume Upload')}</legend>
            {offersSavedResumes && savedResumes ? (
              <RadioGroup
                label={t('Choose one of your saved resumes')}
                name={`${idPrefix}-saved-resume`}
                options={[...savedResumes.resumes.map((resume) => savedResumeOption(t, resume)), { value: uploadNew, label: t('Upload a new resume') }]}
                value={savedResumeId ?? uploadNew}
                onChange={(value) => update({ savedResumeId: value === uploadNew ? null : value }, 'resume')}
                disabled={submitting.pending}
              />
            ) : null}
            {savedResumeId ? null : (
              <FileDropZone
                id={fieldId('resume')}
                label={t('Resume')}
                required
                browseLabel={t('Choose resume')}
                hint={t('{{formats}}; one file, up to 5MB.', { formats: formatsOf('resume') })}
                accept={acceptOf('resume')}
                files={draft.resume ? listed([draft.resume]) : []}
                onSelect={(files) => handleFiles('resume', files)}
                onRemove={() => update({ resume: undefined })}
                error={errorFor('resume')}
                disabled={submitting.pending}
              />
            )}
            <Text $tone="textMuted" $size="sm">
              {withParts(t('Not sure your resume fits? {{link}}'), {
                link: (
                  <a href={checkMyMatchPath(job.id)} target="_blank" rel="noopener">
                    {t('Check my match')}
                    <VisuallyHidden> {t('(opens in a new tab; this form stays as it is)')}</VisuallyHidden>
                  </a>
                ),
              })}
            </Text>
          </FieldGroup>

          <FieldGroup>
            <legend>{t('Supporting Documents')}</legend>
            <FileDropZone
              label={t('Supporting documents (optional)')}
              multiple
              browseLabel={t('Choose documents')}
              hint={t('Certificates, references or a portfolio: {{formats}}; up to {{max}} files, 5MB each.', {
                formats: formatsOf('supporting'),
                max: applicationUploadLimits.maxSupportingDocuments,
              })}
              accept={acceptOf('supporting')}
              files={listed(draft.supportingDocuments)}
              onSelect={(files) => handleFiles('supporting', files)}
              onRemove={(key) =>
                onDraftChange((current) => ({
                  ...current,
                  supportingDocuments: current.supportingDocuments.filter((file) => file.key !== key),
                }))
              }
              disabled={submitting.pending}
            />
          </FieldGroup>

          <FieldGroup>
            <legend>{t('Cover Letter')}</legend>
            <TextAreaField
              label={t('Cover letter (optional)')}
              placeholder={t('Tell the employer why you are a great fit for this role...')}
              value={draft.coverLetter}
              onChange={(event) => update({ coverLetter: event.target.value })}
            />
          </FieldGroup>

          <StyledQuestions>
            <legend>{t('Screening Questions')}</legend>
            <Text $tone="textMuted" $size="sm">
              {t('All responses are required.')}
            </Text>
            {questions.map((question, index) => (
              <TextAreaField
                key={`${index}-${question}`}
                id={fieldId({ answer: index })}
                label={
                  <StyledQuestionLabel>
                    {/* The job's own questions are the employer's words; the ones asked on every application are the rules'. */}
                    {index >= questions.length - alwaysAskedQuestions.length ? td(question) : question}
                    {isMandatoryQuestion(index, questions.length) && <Badge $tone="destructive">{t('Mandatory')}</Badge>}

                  </StyledQuestionLabel>
                }
                required
                placeholder={screeningAnswerPlaceholder(index, questions.length, td)}
                value={answers[index] ?? ''}
                error={errorFor({ answer: index })}
                onChange={(event) => handleAnswer(index, event.target.value)}
              />
            ))}
          </StyledQuestions>
        </Stack>
      )}
    </Dialog>
  );
};
