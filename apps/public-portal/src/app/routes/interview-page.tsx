import { PageBanner, PageBody } from '../../features/career-advice';
import { InterviewPractice } from '../../features/interview-practice';

/** /interview: practise interview questions by category, with real progress figures. */
export const InterviewPage = () => (
  <>
    <PageBanner title="Interview Preparation">Practice common, industry-specific and mock interview questions, with tips for every answer.</PageBanner>
    <PageBody>
      <InterviewPractice />
    </PageBody>
  </>
);
