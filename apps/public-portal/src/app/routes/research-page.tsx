import { useTexts } from '@jobboard/i18n';
import { PageBanner, PageBody } from '@jobboard/ui';
import { CompanyResearch } from '../../features/company-research';
import { publicTexts } from '../../texts';

/** /research: look a company up before you apply or interview. */
export const ResearchPage = () => {
  const t = useTexts(publicTexts);
  return (
    <>
      <PageBanner
        size="lg"
        title={t('Company Research Hub')}
        lead={t('Look up a company’s culture, benefits and interview process before you apply.')}
      />
      <PageBody>
        <CompanyResearch />
      </PageBody>
    </>
  );
};
