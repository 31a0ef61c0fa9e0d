import { useEmployerApplications, useEmployerJobs, type ApplicationFilter } from '@jobboard/api-client';
import { contractsTexts, hiringMessages, type EmployerApplication, type EmployerApplicationStatus } from '@jobboard/contracts';
import { Button, CardList, Icon, LoadFailedNotice, Pagination, Section, SelectField, SkeletonList, StateNotice } from '@jobboard/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ApplicationDetailDialog } from './application-detail-dialog';
import { employerStatusOptions } from './application-labels';
import { EmployerApplicationCard } from './employer-application-card';
import { StatusUpdateDialog, type StatusUpdateDialogProps } from './status-update-dialog';
import { ScheduleInterviewDialog, type ScheduleInterviewDialogProps } from '../interviews';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface ApplicationsTabProps {
  employerId: string;
}

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 240px));
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The Applications tab: filtered by job and status, newest first, 20 a page, with View, Update Status and Schedule Interview. */
export const ApplicationsTab = ({ employerId }: ApplicationsTabProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const [filter, setFilter] = useState<ApplicationFilter>({ page: 1 });
  const { data, error, isLoading, mutate } = useEmployerApplications(employerId, filter);
  const { data: jobs } = useEmployerJobs(employerId);
  const [viewing, setViewing] = useState<string>();
  const [updating, setUpdating] = useState<StatusUpdateDialogProps['application']>();
  const [scheduling, setScheduling] = useState<ScheduleInterviewDialogProps['application']>();

  const jobOptions = (jobs ?? []).map((job) => ({ value: job.id, label: job.title }));
  const filtered = Boolean(filter.jobId || filter.status);

  let content;
  if (error) {
    content = (
      <LoadFailedNotice title={t('Could not load applications')} onRetry={() => void mutate()} />
    );
  } else if (isLoading || !data) {
    content = <SkeletonList count={3} label={t('Loading applications')} />;
  } else if (data.items.length === 0) {
    content = filtered ? (
      <StateNotice
        headingLevel={3}
        title={t('No applications match these filters')}
        description={t('Choose another job or status.')}
        action={
          <Button type="button" $variant="outline" onClick={() => setFilter({ page: 1 })}>
            {t('Clear filters')}
          </Button>
        }
      />
    ) : (
      <StateNotice
        headingLevel={3}
        icon={<Icon name="document" size={28} />}
        title={tc(hiringMessages.noApplications.title)}
        description={tc(hiringMessages.noApplications.message)}
      />
    );
  } else {
    content = (
      <>
        <CardList aria-label={t('Applications')}>
          {data.items.map((application: EmployerApplication) => (
            <li key={application.id}>
              <EmployerApplicationCard
                application={application}
                employerId={employerId}
                onView={(viewed) => setViewing(viewed.id)}
                onUpdateStatus={setUpdating}
                onScheduleInterview={setScheduling}
              />
            </li>
          ))}
        </CardList>
        {data.total > data.pageSize && (
          <Pagination
            label={t('Application pages')}
            page={data.page}
            totalPages={pageCount(data.total, data.pageSize)}
            onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
          />
        )}
      </>
    );
  }

  return (
    <Section aria-labelledby="applications-title">
      <h2 id="applications-title">
        {t('Applications')}
        {data && !error ? ` (${data.total})` : ''}
      </h2>
      <StyledFilters role="group" aria-label={t('Filter applications')}>
        <SelectField
          label={t('Job')}
          options={jobOptions}
          placeholder={t('All jobs')}
          value={filter.jobId ?? ''}
          onChange={(event) => setFilter((current) => ({ ...current, jobId: event.target.value || undefined, page: 1 }))}
        />
        <SelectField
          label={t('Status')}
          options={employerStatusOptions(tc)}
          placeholder={t('All statuses')}
          value={filter.status ?? ''}
          onChange={(event) =>
            setFilter((current) => ({
              ...current,
              status: (event.target.value || undefined) as EmployerApplicationStatus | undefined,
              page: 1,
            }))
          }
        />
      </StyledFilters>
      {content}
      {viewing && <ApplicationDetailDialog employerId={employerId} applicationId={viewing} onUpdateStatus={setUpdating} onClose={() => setViewing(undefined)} />}
      {updating && <StatusUpdateDialog employerId={employerId} application={updating} onClose={() => setUpdating(undefined)} />}
      {scheduling && <ScheduleInterviewDialog employerId={employerId} application={scheduling} onClose={() => setScheduling(undefined)} />}
    </Section>
  );
};
