import { myApplicationsPath } from '@jobboard/contracts';
import { useTabInAddress } from '@jobboard/portal-kit';
import { Button, Container, StateNotice, Tabs } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MyApplications } from '../../features/my-applications';

const resumeTabs = ['traditional', 'ai-analyzer', 'applications'] as const;
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

/** An honest placeholder for an analysis tool whose issue has not landed: no fake results. */
const ComingSoon = ({ title, description }: { title: string; description: string }) => (
  <StateNotice
    tone="raised"
    title={title}
    description={[description, 'This tool is not available yet. We are building it now.']}
    action={
      <>
        <Button as={Link} to={myApplicationsPath} $variant="outline">
          View My Applications
        </Button>
        <Button as={Link} to="/jobs">
          Browse Jobs
        </Button>
      </>
    }
  />
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
              content: (
                <ComingSoon
                  title="Traditional Analysis"
                  description="Upload a PDF, DOC or DOCX resume to get an overall score out of 100, a verdict and feedback on what to improve."
                />
              ),
            },
            {
              id: 'ai-analyzer',
              label: 'AI Document Analyzer',
              content: (
                <ComingSoon
                  title="AI Document Analyzer"
                  description="Analyze a resume, cover letter or portfolio for keywords, formatting and content, with prioritized suggestions."
                />
              ),
            },
            { id: 'applications', label: 'My Applications', content: <MyApplications /> },
          ]}
        />
      </StyledBody>
    </>
  );
};
