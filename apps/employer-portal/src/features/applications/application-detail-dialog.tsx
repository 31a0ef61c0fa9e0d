import { applicationFileUrl, useEmployerApplication } from '@jobboard/api-client';
import { hiringMessages, type EmployerApplicationDetail, type StoredFile } from '@jobboard/contracts';
import { formatCalendarDate, formatFileSize } from '@jobboard/domain';
import { Badge, Button, Cluster, DetailList, Dialog, employerStatusTone, Icon, Spinner, Stack, StateNotice } from '@jobboard/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { statusLabel } from './application-labels';
import { ScoreBadge, VeteranBonusBadge } from './score-badges';
import { ScoreExplanation } from './score-explanation';

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

const FileLink = ({ applicationId, file, kind }: { applicationId: string; file: StoredFile; kind: string }) => (
  <li>
    <a href={applicationFileUrl(applicationId, file.fileId)} download={file.name}>
      <Icon name="document" size={18} />
      Download {kind}: {file.name}
    </a>{' '}
    <span>({formatFileSize(file.size)})</span>
  </li>
);

const ApplicationDetail = ({ application, employerId }: { application: EmployerApplicationDetail; employerId: string }) => (
  <Stack $gap="xl">
    <DetailList $panel $size="sm">
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${application.applicantEmail}`}>{application.applicantEmail}</a>
      </dd>
      <dt>Job</dt>
      <dd>{application.jobTitle}</dd>
      <dt>Applied</dt>
      <dd>{formatCalendarDate(application.appliedAt)}</dd>
      <dt>Status</dt>
      <dd>
        <Badge $tone={employerStatusTone(application.status)}>{statusLabel(application.status)}</Badge>
      </dd>
      <dt>Score</dt>
      <dd>
        <Cluster $gap="xs">
          <ScoreBadge application={application} employerId={employerId} />
          <VeteranBonusBadge application={application} />
        </Cluster>
      </dd>
    </DetailList>

    <Part title="Documents">
      {application.resume || application.supportingDocuments.length > 0 ? (
        <StyledFiles>
          {application.resume && <FileLink applicationId={application.id} file={application.resume} kind="resume" />}
          {application.supportingDocuments.map((file) => (
            <FileLink key={file.fileId} applicationId={application.id} file={file} kind="document" />
          ))}
        </StyledFiles>
      ) : (
        <p>No files were attached.</p>
      )}
    </Part>

    <Part title="Cover letter">
      <p>{application.coverLetter || 'No cover letter.'}</p>
    </Part>

    {application.screening.length > 0 && (
      <Part title="Screening questions">
        <StyledScreening>
          {application.screening.map(({ question, answer }, index) => (
            <div key={index}>
              <dt>{question}</dt>
              <dd>{answer || 'No answer'}</dd>
            </div>
          ))}
        </StyledScreening>
      </Part>
    )}

    <Part title="Why this score">
      {application.explanation ? <ScoreExplanation explanation={application.explanation} /> : <p>This application has not been scored.</p>}
    </Part>

    {application.notes && (
      <Part title="Notes to the candidate">
        <p>{application.notes}</p>
      </Part>
    )}
    {application.rejectionReason && (
      <Part title="Reason for rejection (shared with the candidate)">
        <p>{application.rejectionReason}</p>
      </Part>
    )}
    {application.followUpMessage && (
      <Part title="Follow-up from the applicant">
        <p>{application.followUpMessage}</p>
      </Part>
    )}
  </Stack>
);

/** View: the whole application, its files to download, and why it scored what it did. */
export const ApplicationDetailDialog = ({ employerId, applicationId, onUpdateStatus, onClose }: ApplicationDetailDialogProps) => {
  const { data: application, error, isLoading, mutate } = useEmployerApplication(applicationId);

  let content;
  if (error) {
    content = (
      <StateNotice
        tone="error"
        headingLevel={3}
        title={hiringMessages.applicationNotFound}
        description="The application could not be loaded. Please try again."
        action={
          <Button type="button" $variant="outline" onClick={() => void mutate()}>
            Try Again
          </Button>
        }
      />
    );
  } else if (isLoading || !application) {
    content = (
      <StyledLoading>
        <Spinner label="Loading the application" size="lg" />
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
      title={application ? application.applicantName : 'Application'}
      description={application ? `Applied for ${application.jobTitle}` : undefined}
      footer={
        application && (
          <Button type="button" onClick={() => onUpdateStatus(application)}>
            Update Status
          </Button>
        )
      }
    >
      {content}
    </Dialog>
  );
};
