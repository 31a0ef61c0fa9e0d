import { CareerAdvice, PageBanner, PageBody } from '../../features/career-advice';

/** /advice: the latest career articles, topics and the newsletter. */
export const AdvicePage = () => (
  <>
    <PageBanner title="Career Advice">Practical guides for your search, your next move and the job you have.</PageBanner>
    <PageBody>
      <CareerAdvice />
    </PageBody>
  </>
);
