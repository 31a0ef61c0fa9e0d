import { PageBanner, PageBody } from '../../features/career-advice';
import { CompanyResearch } from '../../features/company-research';

/** /research: look a company up before you apply or interview. */
export const ResearchPage = () => (
  <>
    <PageBanner title="Company Research Hub">Look up a company’s culture, benefits and interview process before you apply.</PageBanner>
    <PageBody>
      <CompanyResearch />
    </PageBody>
  </>
);
