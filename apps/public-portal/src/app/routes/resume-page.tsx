import { useTabInAddress } from '@jobboard/portal-kit';
import { PageBanner, PageBody, Spinner, Tabs } from '@jobboard/ui';
import { lazy, Suspense } from 'react';
import { MyApplications } from '../../features/my-applications';
import { SavedJobs } from '../../features/saved-jobs';

const resumeTabs = ['traditional', 'ai-analyzer', 'applications', 'saved'] as const;
type ResumeTab = (typeof resumeTabs)[number];
const defaultTab: ResumeTab = 'traditional';

/** The analysis tools load with their tab, not with the page's first view. */
const AnalysisTool = lazy(() => import('../../features/resume-analysis').then((module) => ({ default: module.AnalysisTool })));

const AnalysisTab = ({ kind }: { kind: 'resume' | 'document' }) => (
  <Suspense fallback={<Spinner label="Loading the analysis tool" />}>
    <AnalysisTool kind={kind} />
  </Suspense>
);

/** Resume Analysis & Document Tools: three tabs; the selected one lives in the address (?tab=). */
export const ResumePage = () => {
  const [tab, handleTabChange] = useTabInAddress(resumeTabs, defaultTab);

  return (
    <>
      <PageBanner
        title="Resume Analysis & Document Tools"
        lead="Strengthen your resume and documents, and keep track of every application you send."
      />
      <PageBody>
        <Tabs
          label="Resume and document tools"
          value={tab}
          onChange={handleTabChange}
          tabs={[
            {
              id: 'traditional',
              label: 'Traditional Analysis',
              content: <AnalysisTab kind="resume" />,
            },
            {
              id: 'ai-analyzer',
              label: 'AI Document Analyzer',
              content: <AnalysisTab kind="document" />,
            },
            { id: 'applications', label: 'My Applications', content: <MyApplications /> },
            { id: 'saved', label: 'Saved Jobs', content: <SavedJobs /> },
          ]}
        />
      </PageBody>
    </>
  );
};
