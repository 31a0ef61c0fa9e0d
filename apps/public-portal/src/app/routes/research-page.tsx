import { PageBanner, PageBody } from '@jobboard/ui';
import { CompanyResearch } from '../../features/company-research';

/** /research: look a company up before you apply or interview. */
export const ResearchPage = () => (
  <>
    <PageBanner size="lg" title="Company Research Hub" lead="Look up a company’s culture, benefits and interview process before you apply." />
    <PageBody>
      <CompanyResearch />
    </PageBody>
  </>
);
