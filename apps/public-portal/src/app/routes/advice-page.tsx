import { PageBanner, PageBody } from '@jobboard/ui';
import { CareerAdvice } from '../../features/career-advice';

/** /advice: the latest career articles, topics and the newsletter. */
export const AdvicePage = () => (
  <>
    <PageBanner size="lg" title="Career Advice" lead="Practical guides for your search, your next move and the job you have." />
    <PageBody>
      <CareerAdvice />
    </PageBody>
  </>
);
