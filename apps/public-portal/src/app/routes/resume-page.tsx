import { myApplicationsPath } from '@jobboard/contracts';
import { Button, Container, StateNotice, Tabs } from '@jobboard/ui';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { MyApplications } from '../../features/my-applications';

const resumeTabs = ['traditional', 'ai-analyzer', 'applications'] as const;
type ResumeTab = (typeof resumeTabs)[number];
const defaultTab: ResumeTab = 'traditional';

const isResumeTab = (value: string | null): value is ResumeTab => resumeTabs.some((tab) => tab === value);

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
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = isResumeTab(requested) ? requested : defaultTab;
  const tabsRef = useRef<HTMLDivElement>(null);

  // On a phone the tab list scrolls sideways: keep the selected tab (say, a linked
  // ?tab=applications) in sight, without moving the page itself.
  useEffect(() => {
    const list = tabsRef.current?.querySelector<HTMLElement>('[role="tablist"]');
    const selected = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !selected) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = selected.getBoundingClientRect();
    if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right;
    else if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left;
  }, [tab]);

  const handleTabChange = (next: ResumeTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === defaultTab) params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <StyledBanner>
        <StyledBannerBody>
          <h1>Resume Analysis &amp; Document Tools</h1>
          <p>Strengthen your resume and documents, and keep track of every application you send.</p>
        </StyledBannerBody>
      </StyledBanner>
      <StyledBody ref={tabsRef}>
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
