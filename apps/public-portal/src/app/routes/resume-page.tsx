import { useTexts } from '@jobboard/i18n';
import { useTabInAddress } from '@jobboard/portal-kit';
import { PageBanner, PageBody, Spinner, Tabs } from '@jobboard/ui';
import { lazy, Suspense } from 'react';
import { MyApplications } from '../../features/my-applications';
import { SavedJobs } from '../../features/saved-jobs';
import { publicTexts } from '../../texts';

const resumeTabs = ['traditional', 'ai-analyzer', 'applications', 'saved'] as const;
type ResumeTab = (typeof resumeTabs)[number];
const defaultTab: ResumeTab = 'traditional';

/** The analysis tools load with their tab, not with the page's first view. */
const AnalysisTool = lazy(() => import('../../features/resume-analysis').then((module) => ({ default: module.AnalysisTool })));

const AnalysisTab = ({ kind }: { kind: 'resume' | 'document' }) => {
  const t = useTexts(publicTexts);
  return (
    <Suspense fallback={<Spinner label={t('Loading the analysis tool')} />}>
      <AnalysisTool kind={kind} />
    </Suspense>
  );
};

/** Resume Analysis & Document Tools: three tabs; the selected one lives in the address (?tab=). */
export const ResumePage = () => {
  const t = useTexts(publicTexts);
  const [tab, handleTabChange] = useTabInAddress(resumeTabs, defaultTab);

  return (
    <>
      <PageBanner
        title={t('Resume Analysis & Document Tools')}
        lead={t('Strengthen your resume and documents, and keep track of every application you send.')}
      />
      <PageBody>
        <Tabs
          label={t('Resume and document tools')}
          value={tab}
          onChange={handleTabChange}
          tabs={[
            {
              id: 'traditional',
              label: t('Traditional Analysis'),
              content: <AnalysisTab kind="resume" />,
            },
            {
              id: 'ai-analyzer',
              label: t('AI Document Analyzer'),
              content: <AnalysisTab kind="document" />,
            },
            { id: 'applications', label: t('My Applications'), content: <MyApplications /> },
            { id: 'saved', label: t('Saved Jobs'), content: <SavedJobs /> },

          ]}
        />
      </PageBody>
    </>
  );
};
