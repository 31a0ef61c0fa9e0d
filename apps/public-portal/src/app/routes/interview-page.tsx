import { PageBanner, PageBody } from '@jobboard/ui';
import { InterviewPractice } from '../../features/interview-practice';

/** /interview: practise interview questions by category, with real progress figures. */
export const InterviewPage = () => (
  <>
    <PageBanner
      size="lg"
      title="Interview Preparation"
      lead="Practice common, industry-specific and mock interview questions, with tips for every answer."
    />
    <PageBody>
      <InterviewPractice />
    </PageBody>
  </>
);
