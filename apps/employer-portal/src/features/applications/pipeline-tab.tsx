import { useRankedApplications } from '@jobboard/api-client';
import { contractsTexts, hiringMessages, type EmployerApplication } from '@jobboard/contracts';
import { CardList, Icon, LoadFailedNotice, Pagination, Section, SkeletonList, StateNotice, Text } from '@jobboard/ui';
import { useState } from 'react';
import { ManagePipelineDialog } from './manage-pipeline-dialog';
import { PipelineCard } from './pipeline-card';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface PipelineTabProps {
  employerId: string;
}

/** The Pipeline tab: every candidate ranked by displayed score (qualification plus veteran bonus). */
export const PipelineTab = ({ employerId }: PipelineTabProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useRankedApplications(employerId, { page });
  const [managing, setManaging] = useState<EmployerApplication>();

  let content;
  if (error) {
    content = <LoadFailedNotice title={t('Could not load the pipeline')} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <SkeletonList count={3} label={t('Loading the pipeline')} />;
  } else if (data.items.length === 0) {
    content = (
      <StateNotice
        headingLevel={3}
        icon={<Icon name="chart-line" size={28} />}
        title={tc(hiringMessages.pipelineEmpty.title)}
        description={tc(hiringMessages.pipelineEmpty.message)}
      />
    );
  } else {
    const firstRank = (data.page - 1) * data.pageSize + 1;
    content = (
      <>
        <CardList aria-label={t('Ranked candidates')}>
          {data.items.map((application, index) => (
            <li key={application.id}>
              <PipelineCard rank={firstRank + index} application={application} employerId={employerId} onManage={setManaging} />
            </li>
          ))}
        </CardList>
        {data.total > data.pageSize && (
          <Pagination
            label={t('Pipeline pages')}
            page={data.page}
            totalPages={Math.max(1, Math.ceil(data.total / data.pageSize))}
            onPageChange={setPage}
          />
        )}
      </>
    );
  }

  return (
    <Section aria-labelledby="pipeline-title">
      <h2 id="pipeline-title">
        {t('Hiring Pipeline')}
        {data && !error ? ` (${data.total})` : ''}
      </h2>
      <Text $tone="textMuted">{t("Ranked by match score plus veteran bonus. Open a candidate's reasons to see the evidence behind the score.")}</Text>
      {content}
      {managing && <ManagePipelineDialog employerId={employerId} application={managing} onClose={() => setManaging(undefined)} />}
    </Section>
  );
};
