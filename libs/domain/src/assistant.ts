/**
 * The help assistant: a scripted helper that answers locally,
 * without any network call. Everything it says lives here so the widget only renders it.
 */
import { payPerPostPriceCents, subscriptionPlanCatalog } from '@jobboard/contracts';

/** The bot answers 800 ms after a user message, so a reply reads as a reply. */
export const assistantReplyDelayMs = 800;

export const assistantName = 'Real Opportunities Assistant';

/** Added as the first bot message when the panel opens with no conversation yet. */
export const assistantGreeting =
  "Hi there! I'm the Real Opportunities Assistant. I can help you search for jobs, improve your resume, understand billing and plans, and use our veteran services. Pick a topic below or type your question.";

/** When nothing matches: asks for a more specific question and points to "help". */
export const assistantDefaultReply =
  'I\'m not sure I understood that. Could you be more specific? I can help with job searching, resume analysis, billing and plans, or veteran services. Type "help" to see everything I can do.';

const jobSearchAnswer =
  'You can search jobs on the Find Jobs page by keyword and location, then narrow the results with filters: location, job type (full-time, part-time or contract), experience level (entry, mid or senior), salary range, industry and company size. The Second Chance page lists employers who welcome candidates with a record, employment gaps or no prior experience.';

const resumeAnswer =
  'Our resume analysis gives your resume a score from 0 to 100 with feedback on what works and what to improve. Upload a PDF, DOC or DOCX file on the Resume page (the AI Document Analyzer also reads TXT files) and the analysis takes about 30 to 60 seconds.';

const dollars = (cents: number) => `$${cents / 100}`;
const planSentence = subscriptionPlanCatalog
  .map((plan) => `${plan.name} at ${dollars(plan.price)}/month with ${plan.jobPostLimit ?? 'unlimited'} job posts`)
  .join(', ')
  .replace(/, ([^,]*)$/, ', or $1');

const billingAnswer = `Employers choose a monthly plan: ${planSentence}. You can also pay per post at ${dollars(payPerPostPriceCents)} per job. We accept Visa, MasterCard, American Express and Discover cards, with no cancellation fees.`;

const veteranAnswer =
  'Veterans get a dedicated portal and bonus points when employers rank applications. Create your veteran profile on the Veterans page with your military occupation, rank, deployments, security clearance level and status, specialized training, leadership experience and technical skills.';

const helpAnswer =
  'I can help with job searching, resume analysis, billing and plans, veteran services and your account. Choose a quick-help topic or ask me a question. If you need a person, our support team replies within 24 hours on business days.';

export interface QuickHelpCategory {
  readonly label: string;
  readonly questions: readonly string[];
}

/** Common questions grouped by topic; choosing one sends it as the user's message. */
export const quickHelpCategories: readonly QuickHelpCategory[] = [
  {
    label: 'Job Search',
    questions: ['How do I search for jobs?', 'What are second chance jobs?', 'How do I apply for a job?'],
  },
  {
    label: 'Resume Help',
    questions: [
      'How does the resume analysis work?',
      'What file formats can I upload?',
      'How can I improve my resume score?',
    ],
  },
  {
    label: 'Billing & Plans',
    questions: [
      'What plans do you offer employers?',
      'What payment methods do you accept?',
      'How do I cancel my subscription?',
    ],
  },
  {
    label: 'Veteran Services',
    questions: [
      'How do I create a veteran profile?',
      'What military experience should I include?',
      'Do veterans get priority?',
    ],
  },
  {
    label: 'Account Help',
    questions: ['How do I create an account?', 'Is Real Opportunities free for job seekers?', 'How do I contact support?'],
  },
];

/** The canned answer table, keyed by lower-cased question without closing punctuation. */
export const cannedAssistantAnswers: Readonly<Record<string, string>> = {
  'how do i search for jobs': jobSearchAnswer,
  'what are second chance jobs':
    'Second chance jobs come from employers who welcome candidates with criminal records, employment gaps or no prior experience. Open the Second Chance page to search them by title, location and job type.',
  'how do i apply for a job':
    'Choose Apply on any job to open the application. You only need your name, your email and your resume (PDF, DOC or DOCX, up to 5 MB); you can add supporting documents and a cover letter, and you answer the screening questions. No account is required.',
  'how does the resume analysis work': resumeAnswer,
  'what file formats can i upload':
    'Resumes can be uploaded as PDF, DOC or DOCX files up to 5 MB. The AI Document Analyzer also accepts TXT files up to 10 MB, and supporting documents for an application can also be JPG or PNG images.',
  'how can i improve my resume score':
    'Quantify your achievements with numbers, use a clean layout that applicant tracking systems can read, and tailor your resume to each job with the keywords from its description. Then analyze it again to see your new score out of 100.',
  'what plans do you offer employers': billingAnswer,
  'what payment methods do you accept':
    'We accept card payments with Visa, MasterCard, American Express and Discover, processed securely by our card payment provider.',
  'how do i cancel my subscription':
    'There are no cancellation fees. When you cancel a plan, you keep access until the end of your current billing period.',
  'how do i create a veteran profile': veteranAnswer,
  'what military experience should i include':
    'Include your military occupation, rank, deployments, security clearance level and status, specialized training, leadership experience and technical skills. Employers use these to match your experience to civilian roles.',
  'do veterans get priority':
    'Yes. Veterans receive bonus points in the qualification score employers see when they rank applications, on top of the score for skills and experience.',
  'how do i create an account':
    'Choose Sign Up at the top of the page to create a job seeker account. Employers start with For Employers and veterans with Veterans.',
  'is real opportunities free for job seekers':
    'Yes. Searching jobs, applying, resume analysis, interview prep and career tools are free for job seekers. Only employers pay, for their job posts.',
  'how do i contact support':
    'Our support team replies within 24 hours on business days. You can also ask me here at any time.',
};

/** Lower-cased and trimmed, with closing punctuation dropped, so "How do I search for jobs" still matches. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?!.\s]+$/, '');

const keywordFallbacks: readonly { keywords: readonly string[]; answer: string }[] = [
  { keywords: ['job', 'search'], answer: jobSearchAnswer },
  { keywords: ['resume', 'cv'], answer: resumeAnswer },
  { keywords: ['price', 'cost', 'billing'], answer: billingAnswer },
  { keywords: ['veteran', 'military'], answer: veteranAnswer },
  { keywords: ['help', 'support'], answer: helpAnswer },
];

/**
 * An exact canned match first, then a canned question found inside the message, then the
 * first keyword group the message mentions (in `keywordFallbacks` order), else the default reply.
 */
export const answerAssistantQuestion = (text: string): string => {
  const question = normalise(text);
  if (!question) return assistantDefaultReply;

  const exact = cannedAssistantAnswers[question];
  if (exact) return exact;

  const contained = Object.keys(cannedAssistantAnswers).find((key) => question.includes(key));
  if (contained) return cannedAssistantAnswers[contained];

  const fallback = keywordFallbacks.find(({ keywords }) => keywords.some((keyword) => question.includes(keyword)));
  return fallback?.answer ?? assistantDefaultReply;
};
