import { useTexts } from '@jobboard/i18n';
import { PageBanner, PageBody } from '@jobboard/ui';
import { CareerAdvice } from '../../features/career-advice';
import { publicTexts } from '../../texts';

/** /advice: the latest career articles, topics and the newsletter. */
export const AdvicePage = () => {
  const t = useTexts(publicTexts);
  return (
    <>
      <PageBanner size="lg" title={t('Career Advice')} lead={t('Practical guides for your search, your next move and the job you have.')} />
      <PageBody>
        <CareerAdvice />
      </PageBody>
    </>
  );
};
