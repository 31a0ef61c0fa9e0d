import { ApiError, useAppliedJobs, useJobPage, useSavedJobsOwner } from '@jobboard/api-client';
import { contractsTexts, jobDocumentTitle, jobPageApplyParam, jobPageMessages } from '@jobboard/contracts';
import { Button, Columns, LoadFailedNotice, NoticeCard, PageBody, SkeletonList, useDocumentTitle } from '@jobboard/ui';
import { useTexts } from '@jobboard/i18n';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useApplyDialog } from '../../features/apply';
import { CompanyCard, JobDetails, JobSummaryCard, SimilarJobs } from '../../features/job-page';
import { publicTexts } from '../../texts';

/** The same words as the shell's 404 page: an id that is no job is a page that does not exist. */
const JobNotFound = () => {
  const t = useTexts(publicTexts);
  return (
    <NoticeCard>
      <h1>{t('404 - Page Not Found')}</h1>
      <p>{t('The page you are looking for does not exist or has moved.')}</p>
      <Button as={Link} to="/jobs">
        {t('Browse Jobs')}
      </Button>
    </NoticeCard>
  );
};

/** A job an admin took down (410): nothing of it, only that it was removed. */
const JobRemoved = () => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  return (
    <NoticeCard>
      <h1>{tc(jobPageMessages.removedTitle)}</h1>
      <p>{tc(jobPageMessages.removed)}</p>
      <Button as={Link} to="/jobs">
        {t('Browse Jobs')}
      </Button>
    </NoticeCard>
  );
};

/** A job's own page (`/jobs/:id`): everything about it, Apply, Save, Share, and similar jobs. */
export const JobPage = () => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const { data, error, isLoading, mutate } = useJobPage(id, params.get('location') ?? undefined);
  const apply = useApplyDialog();
  const openApply = apply.open;
  const wantsApply = params.get(jobPageApplyParam) === '1';
  const owner = useSavedJobsOwner();
  const appliedJobs = useAppliedJobs();
  const appliedKnown = !owner.loading && !appliedJobs.isLoading;
  const applied = Boolean(id && appliedJobs.data?.has(id));

  // `?apply=1` (a recommendation's Apply Now) opens the dialog once the job is known to be open
  // and not applied to already (a person who applied gets no form to fill again).
  useEffect(() => {
    if (!wantsApply || !data || !appliedKnown) return;
    if (data.acceptingApplications && !applied) openApply(data.job);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(jobPageApplyParam);
        return next;
      },
      { replace: true },
    );
  }, [wantsApply, data, appliedKnown, applied, openApply, setParams]);

  useDocumentTitle(data ? jobDocumentTitle(data.job, tc) : undefined);

  let content;
  if (error instanceof ApiError && error.status === 404) content = <JobNotFound />;
  else if (error instanceof ApiError && error.status === 410) content = <JobRemoved />;
  else if (error) {
    content = <LoadFailedNotice title={t('Could not load this job')} description={t('Please try again.')} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) content = <SkeletonList count={2} label={t('Loading the job')} />;
  else {
    content = (
      <>
        <JobSummaryCard page={data} onApply={() => openApply(data.job)} />
        <Columns $columns="minmax(0, 1fr) 340px" $gap="xl" $align="start">
          <JobDetails job={data.job} />
          <CompanyCard page={data} />
        </Columns>
        <SimilarJobs jobs={data.similarJobs} />
      </>
    );
  }

  return (
    <PageBody $gap="xl">
      <Link to="/jobs">{t('← Back to jobs')}</Link>

      {content}
      {apply.dialog}
    </PageBody>
  );
};
