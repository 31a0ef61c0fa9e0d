import { useTexts } from '@jobboard/i18n';
import { PageBanner, PageBody } from '@jobboard/ui';
import { InterviewPractice } from '../../features/interview-practice';
import { publicTexts } from '../../texts';

/** /interview: practise interview questions by category, with real progress figures. */
export const InterviewPage = () => {
  const t = useTexts(publicTexts);
  return (
    <>
      <PageBanner
        size="lg"
        title={t('Interview Preparation')}
        lead={t('Practice common, industry-specific and mock interview questions, with tips for every answer.')}
      />
      <PageBody>
        <InterviewPractice />
      </PageBody>
    </>
  );
};
