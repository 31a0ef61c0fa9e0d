import { applicationFileUrl, useEmployerApplication } from '@jobboard/api-client';
import { contractsTexts, hiringMessages, type EmployerApplicationDetail, type StoredFile } from '@jobboard/contracts';
import { formatCalendarDate, formatFileSize } from '@jobboard/domain';
import { Badge, Button, Cluster, DetailList, Dialog, employerStatusTone, Icon, Spinner, Stack, StateNotice } from '@jobboard/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { statusLabel } from './application-labels';
import { ScoreBadge, VeteranBonusBadge } from './score-badges';
import { ScoreExplanation } from './score-explanation';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface ApplicationDetailDialogProps {
  employerId: string;
  applicationId: string;
  /** Opens Update Status for the application shown. */
  onUpdateStatus: (application: EmployerApplicationDetail) => void;
  onClose: () => void;
}

const StyledPart = styled.section`
  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.md}; color: ${({ theme }) => theme.color.brandStrong}; }
  p { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
`;

const StyledScreening = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  dt { font-weight: ${({ theme }) => theme.font.weight.medium}; }
  dd { margin: ${({ theme }) => theme.space.xxs} 0 0; color: ${({ theme }) => theme.color.textMuted}; white-space: pre-line; overflow-wrap: anywhere; }
`;

const StyledFiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  span { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const StyledLoading = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.xxl};
`;

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <StyledPart aria-label={title}>
    <h3>{title}</h3>
    {children}
  </StyledPart>
);

const FileLink = ({ applicationId, file, kind }: { applicationId: string; file: StoredFile; kind: 'resume' | 'document' }) => {
  const t = useTexts(employerTexts);
  return (
    <li>
      <a href={applicationFileUrl(applicationId, file.fileId)} download={file.name}>
        <Icon name="document" size={18} />
        {kind === 'resume' ? t('Download resume: {{name}}', { name: file.name }) : t('Download document: {{name}}', { name: file.name })}
      </a>{' '}
      <span>({formatFileSize(file.size)})</span>
    </li>
  );
};

const ApplicationDetail = ({ application, employerId }: { application: EmployerApplicationDetail; employerId: string }) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  return (
    <Stack $gap="xl">
      <DetailList $panel $size="sm">
        <dt>{t('Email')}</dt>
        <dd>
          <a href={`mailto:${application.applicantEmail}`}>{application.applicantEmail}</a>
        </dd>
        <dt>{t('Job')}</dt>
        <dd>{application.jobTitle}</dd>
        <dt>{t('Applied')}</dt>
        <dd>{formatCalendarDate(application.appliedAt)}</dd>
        <dt>{t('Status')}</dt>
        <dd>
          <Badge $tone={employerStatusTone(application.status)}>{statusLabel(application.status, tc)}</Badge>
        </dd>
        <dt>{t('Score')}</dt>
        <dd>
          <Cluster $gap="xs">
            <ScoreBadge application={application} employerId={employerId} />
            <VeteranBonusBadge application={application} />
          </Cluster>
        </dd>
      </DetailList>

      <Part title={t('Documents')}>
        {application.resume || application.supportingDocuments.length > 0 ? (
          <StyledFiles>
            {application.resume && <FileLink applicationId={application.id} file={application.resume} kind="resume" />}
            {application.supportingDocuments.map((file) => (
              <FileLink key={file.fileId} applicationId={application.id} file={file} kind="document" />
            ))}
          </StyledFiles>
        ) : (
          <p>{t('No files were attached.')}</p>
        )}
      </Part>

      <Part title={t('Cover letter')}>
        <p>{application.coverLetter || t('No cover letter.')}</p>
      </Part>

      {application.screening.length > 0 && (
        <Part title={t('Screening questions')}>
          <StyledScreening>
            {application.screening.map(({ question, answer }, index) => (
              <div key={index}>
                <dt>{question}</dt>
                <dd>{answer || t('No answer')}</dd>
              </div>
            ))}
          </StyledScreening>
        </Part>
      )}

      <Part title={t('Why this score')}>
        {application.explanation ? <ScoreExplanation explanation={application.explanation} /> : <p>{t('This application has not been scored.')}</p>}
      </Part>

      {application.notes && (
        <Part title={t('Notes to the candidate')}>
          <p>{application.notes}</p>
        </Part>
      )}
      {application.rejectionReason && (
        <Part title={t('Reason for rejection (shared with the candidate)')}>
          <p>{application.rejectionReason}</p>
        </Part>
      )}
      {application.followUpMessage && (
        <Part title={t('Follow-up from the applicant')}>
          <p>{application.followUpMessage}</p>
        </Part>
      )}
    </Stack>
  );
};

/** View: the whole application, its files to download, and why it scored what it did. */
export const ApplicationDetailDialog = ({ employerId, applicationId, onUpdateStatus, onClose }: ApplicationDetailDialogProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const { data: application, error, isLoading, mutate } = useEmployerApplication(applicationId);

  let content;
  if (error) {
    content = (
      <StateNotice
        tone="error"
        headingLevel={3}
        title={tc(hiringMessages.applicationNotFound)}
        description={t('The application could not be loaded. Please try again.')}
        action={
          <Button type="button" $variant="outline" onClick={() => void mutate()}>
            {t('Try Again')}
          </Button>
        }
      />
    );
  } else if (isLoading || !application) {
    content = (
      <StyledLoading>
        <Spinner label={t('Loading the application')} size="lg" />
      </StyledLoading>
    );
  } else {
    content = <ApplicationDetail application={application} employerId={employerId} />;
  }

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={application ? application.applicantName : t('Application')}
      description={application ? t('Applied for {{job}}', { job: application.jobTitle }) : undefined}
      footer={
        application && (
          <Button type="button" onClick={() => onUpdateStatus(application)}>
            {t('Update Status')}
          </Button>
        )
      }
    >
      {content}
    </Dialog>
  );
};
