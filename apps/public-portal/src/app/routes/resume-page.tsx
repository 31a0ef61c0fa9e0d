import { useTabInAddress } from '@jobboard/portal-kit';
import { Container, Spinner, Tabs } from '@jobboard/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { MyApplications } from '../../features/my-applications';
import { SavedJobs } from '../../features/saved-jobs';

const resumeTabs = ['traditional', 'ai-analyzer', 'applications', 'saved'] as const;
type ResumeTab = (typeof resumeTabs)[number];
const defaultTab: ResumeTab = 'traditional';

const StyledBanner = styled.header`
  color: ${({ theme }) => theme.color.textInverse};
  background: linear-gradient(135deg, ${({ theme }) => theme.color.brandStrong} 0%, ${({ theme }) => theme.color.brand} 100%);
  border-bottom: 6px solid ${({ theme }) => theme.color.accent};
`;

const StyledBannerBody = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  h1 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: clamp(${({ theme }) => theme.font.size.xl}, 4vw, ${({ theme }) => theme.font.size.xxl}); }
  p { margin: 0; max-width: 44em; font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.color.brandSoft}; }
`;

const StyledBody = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

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
      <StyledBanner>
        <StyledBannerBody>
          <h1>Resume Analysis &amp; Document Tools</h1>
          <p>Strengthen your resume and documents, and keep track of every application you send.</p>
        </StyledBannerBody>
      </StyledBanner>
      <StyledBody>
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
      </StyledBody>
    </>
  );
};
