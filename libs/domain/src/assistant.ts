/**
 * The help assistant: a scripted helper that answers locally,
 * without any network call. Everything it says lives here so the widget only renders it.
 *
 * A question is routed to one topic: a canned question (asked exactly, or inside a longer
 * message) names its topic; otherwise every topic scores the words it knows and the highest
 * wins, so "How much does it cost to post a job?" is about plans, not job search.
 */
import { fairChancePracticeLabels, payPerPostPriceCents, subscriptionPlanCatalog, trialDays, trialPlanIds } from '@jobboard/contracts';
import { fairChanceRules } from './fair-chance';

/** The bot answers 800 ms after a user message, so a reply reads as a reply. */
export const assistantReplyDelayMs = 800;

export const assistantName = 'Real Opportunities Assistant';

/** Added as the first bot message when the panel opens with no conversation yet. */
export const assistantGreeting =
  "Hi there! I'm the Real Opportunities Assistant. I can help you search for jobs, improve your resume, understand billing and plans, and use our veteran services. Pick a topic below or type your question.";

/** When nothing matches: asks for a more specific question and points to "help". */
export const assistantDefaultReply =
  'I\'m not sure I understood that. Could you be more specific? I can help with job searching, resume analysis, billing and plans, or veteran services. Type "help" to see everything I can do.';

export const assistantTopics = [
  'job-search',
  'apply',
  'second-chance',
  'fair-chance-employer',
  'resume-analysis',
  'file-formats',
  'resume-improvement',
  'employer-plans',
  'posting-a-job',
  'payment-methods',
  'cancel-subscription',
  'veteran-profile',
  'military-skills',
  'veteran-recommendations',
  'veteran-priority',
  'account',
  'free-for-job-seekers',
  'support',
  'help',
] as const;
export type AssistantTopic = (typeof assistantTopics)[number];

// ---------------------------------------------------------------------------------------------
// Answers, with prices and plans read from the plan data
// ---------------------------------------------------------------------------------------------

const dollars = (cents: number) => `$${cents / 100}`;
const listOf = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);
const activePlans = subscriptionPlanCatalog.filter((plan) => plan.isActive);
const planSentence = listOf(
  activePlans.map((plan) => `${plan.name} at ${dollars(plan.price)}/month with ${plan.jobPostLimit ?? 'unlimited'} job posts`),
);
const trialPlanNames = activePlans.filter((plan) => trialPlanIds.includes(plan.id)).map((plan) => plan.name);
const trialSentence = trialPlanNames.length
  ? ` ${trialPlanNames.join(' and ')} ${trialPlanNames.length === 1 ? 'starts' : 'start'} with the first ${trialDays} days free, once per company.`
  : '';

const answers: Record<AssistantTopic, string> = {
  'job-search':
    'You can search jobs on the Find Jobs page by keyword and location, then narrow the results with filters: location, job type (full-time, part-time or contract), experience level (entry, mid or senior), salary range, industry and company size. The Second Chance page lists employers who welcome candidates with a record, employment gaps or no prior experience.',
  apply:
    'Choose Apply on any job to open the application. You only need your name, your email and your resume (PDF, DOC or DOCX, up to 5 MB); you can add supporting documents and a cover letter, and you answer the screening questions. No account is required.',
  'second-chance': `Second chance jobs come from employers who welcome candidates with criminal records, employment gaps or no prior experience. Open the Second Chance page to search them by title, location and job type. Each of these employers attests which fair-chance practices it follows, for example "${fairChancePracticeLabels['records-after-conditional-offer']}"; the job page lists exactly what it attested and when.`,
  'fair-chance-employer': `Your jobs carry the second-chance marker, and appear on the Second Chance page, while your company's fair-chance attestation is current. Attest in Company Settings under Fair-chance hiring by ticking the practices your company follows; it counts for ${fairChanceRules.validForDays} days, and we ask you to confirm it again ${fairChanceRules.renewalNoticeDays} days before it lapses.`,
  'resume-analysis':
    'Our resume analysis gives your resume a score from 0 to 100 with feedback on what works and what to improve. Upload a PDF, DOC or DOCX file on the Resume page (the AI Document Analyzer also reads TXT files); the result shows how long the reading and the analysis took.',
  'file-formats':
    'Resumes can be uploaded as PDF, DOC or DOCX files up to 5 MB. The AI Document Analyzer also accepts TXT files up to 10 MB, and supporting documents for an application can also be JPG or PNG images.',
  'resume-improvement':
    'Quantify your achievements with numbers, use a clean layout that applicant tracking systems can read, and tailor your resume to each job with the keywords from its description. Then analyze it again to see your new score out of 100.',
  'employer-plans': `Posting a job costs ${dollars(payPerPostPriceCents)} for a single post, or choose a monthly plan: ${planSentence}.${trialSentence} Compare the plans on the Subscription Plans page. We accept Visa, MasterCard, American Express and Discover cards, with no cancellation fees.`,
  'posting-a-job': `Create an employer account with For Employers, then choose a plan or buy a single post at ${dollars(payPerPostPriceCents)}. Open Post New Job on your dashboard and describe the role; it goes live as soon as you post it, and each post uses one post from your plan or one purchased job credit.`,
  'payment-methods': 'We accept card payments with Visa, MasterCard, American Express and Discover, processed securely by our card payment provider.',
  'cancel-subscription': 'There are no cancellation fees. When you cancel a plan, you keep access until the end of your current billing period.',
  'veteran-profile':
    'Veterans get a dedicated portal and bonus points when employers rank applications. Create your veteran profile on the Veterans page with your military occupation, rank, deployments, security clearance level and status, specialized training, leadership experience and technical skills.',
  'military-skills':
    'Enter your MOS, rating or AFSC in your veteran profile (for example 88M or IT2). We look it up in our military-to-civilian crosswalk and search jobs by its civilian titles and terms, together with your skills and certifications; each recommended job says which title, term or skill it matched. Also include your rank, deployments, security clearance, specialized training, leadership experience and technical skills.',
  'veteran-recommendations':
    'Your veteran dashboard lists recommended jobs, best first: jobs matching your military occupation (its civilian titles), your skills or your certifications, ranked by distance, clearance, preferred job type and pay. Each card says why it was picked. Jobs needing a higher clearance than yours are left out, and so are far-away jobs unless you are willing to relocate or the job is remote.',
  'veteran-priority':
    'Yes. Veterans receive bonus points in the qualification score employers see when they rank applications, on top of the score for skills and experience.',
  account: 'Choose Sign Up at the top of the page to create a job seeker account. Employers start with For Employers and veterans with Veterans.',
  'free-for-job-seekers':
    'Yes. Searching jobs, applying, resume analysis, interview prep and career tools are free for job seekers. Only employers pay, for their job posts.',
  support: 'Our support team replies within 24 hours on business days. You can also ask me here at any time.',
  help: 'I can help with job searching, resume analysis, billing and plans, veteran services, second-chance hiring and your account. Choose a quick-help topic or ask me a question. If you need a person, our support team replies within 24 hours on business days.',
};

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
    questions: ['How does the resume analysis work?', 'What file formats can I upload?', 'How can I improve my resume score?'],
  },
  {
    label: 'Billing & Plans',
    questions: ['How much does it cost to post a job?', 'What payment methods do you accept?', 'How do I cancel my subscription?'],
  },
  {
    label: 'Veteran Services',
    questions: ['How do I create a veteran profile?', 'How are my military skills translated?', 'How are jobs recommended to me?'],
  },
  {
    label: 'Account Help',
    questions: ['How do I create an account?', 'Is Real Opportunities free for job seekers?', 'How do I contact support?'],
  },
];

/** The canned questions, lower-cased without closing punctuation, and the topic each belongs to. */
export const cannedAssistantTopics: Readonly<Record<string, AssistantTopic>> = {
  'how do i search for jobs': 'job-search',
  'what are second chance jobs': 'second-chance',
  'how do i apply for a job': 'apply',
  'how does the resume analysis work': 'resume-analysis',
  'what file formats can i upload': 'file-formats',
  'how can i improve my resume score': 'resume-improvement',
  'how much does it cost to post a job': 'employer-plans',
  'what plans do you offer employers': 'employer-plans',
  'what payment methods do you accept': 'payment-methods',
  'how do i cancel my subscription': 'cancel-subscription',
  'how do i create a veteran profile': 'veteran-profile',
  'how are my military skills translated': 'military-skills',
  'what military experience should i include': 'military-skills',
  'how are jobs recommended to me': 'veteran-recommendations',
  'do veterans get priority': 'veteran-priority',
  'how do i create an account': 'account',
  'is real opportunities free for job seekers': 'free-for-job-seekers',
  'how do i contact support': 'support',
};

/** The canned answer table, keyed like `cannedAssistantTopics`. */
export const cannedAssistantAnswers: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(cannedAssistantTopics).map(([question, topic]) => [question, answers[topic]]),
);

/** A topic's answer. */
export const assistantAnswerOf = (topic: AssistantTopic): string => answers[topic];

// ---------------------------------------------------------------------------------------------
// Routing
// ---------------------------------------------------------------------------------------------

/**
 * The words each topic knows and what each weighs. A word matches whole (a trailing "s" allowed);
 * one ending in "*" matches as a prefix ("analy*": analysis, analyze). Specific words weigh more
 * than general ones, so "job" alone never outweighs "cost" or "record".
 */
const topicWords: Readonly<Record<AssistantTopic, Readonly<Record<string, number>>>> = {
  'job-search': { job: 1, search: 2, find: 1, filter: 2, remote: 2, 'near me': 2, opening: 2, vacanc: 1, 'work near': 2 },
  apply: { 'apply*': 3, application: 2, 'cover letter': 3, 'screening question': 3 },
  'second-chance': {
    'second chance': 4,
    record: 3,
    'criminal*': 4,
    'conviction*': 4,
    'felon*': 4,
    'background check': 4,
    'incarcerat*': 4,
    prison: 4,
    jail: 4,
    reentry: 3,
    're entry': 3,
    'ban the box': 4,
    'fair chance': 3,
    'employment gap': 3,
    'gap*': 2,
  },
  'fair-chance-employer': { 'attest*': 6, 'mark*': 4, 'my jobs': 2, 'my job': 2, 'our jobs': 2, 'my company': 2, 'our company': 2 },
  'resume-analysis': { resume: 2, cv: 2, 'analy*': 2, score: 2, 'how long': 2, ats: 2 },
  'file-formats': { 'format*': 3, pdf: 3, docx: 3, doc: 3, txt: 3, 'file type': 3, 'file size': 3, upload: 1 },
  'resume-improvement': { 'improv*': 3, better: 2, tip: 2, stronger: 2 },
  'employer-plans': {
    'cost*': 4,
    'price*': 4,
    pricing: 4,
    'how much': 4,
    plan: 3,
    fee: 3,
    subscription: 2,
    starter: 4,
    professional: 3,
    enterprise: 4,
    'free trial': 4,
    trial: 3,
    expensive: 4,
    cheap: 4,
    billing: 2,
  },
  'posting-a-job': { 'post*': 2, hire: 2, hiring: 2, 'job ad': 3, 'list a job': 4, advertise: 3, recruit: 2, candidate: 2, applicants: 2 },
  'payment-methods': { pay: 2, payment: 3, card: 3, visa: 4, mastercard: 4, 'american express': 4, amex: 4, discover: 3, invoice: 3, paypal: 4 },
  'cancel-subscription': { 'cancel*': 5, refund: 4, downgrade: 4, 'stop my': 3 },
  'veteran-profile': { veteran: 2, profile: 2, served: 2, 'service member': 3, rank: 2, dd214: 3, 'dd 214': 3, deployment: 2, clearance: 2 },
  'military-skills': {
    mos: 5,
    afsc: 5,
    rating: 2,
    'military skill': 5,
    'military experience': 4,
    'military job': 4,
    military: 2,
    'translat*': 4,
    crosswalk: 5,
    civilian: 4,
    'skill*': 1,
  },
  'veteran-recommendations': { 'recommend*': 5, suggested: 4, 'match*': 3, 'for me': 2, 'why this job': 5, picked: 3 },
  'veteran-priority': { priority: 4, bonus: 4, preference: 3, advantage: 3, 'extra point': 4 },
  account: { account: 2, 'sign up': 3, signup: 3, register: 3, 'log in': 3, login: 3, 'sign in': 3, password: 4, 'email address': 2, 'delete my': 3 },
  'free-for-job-seekers': { free: 3, 'charge*': 2, 'do i pay': 4, 'have to pay': 4, 'cost me': 4 },
  support: { contact: 4, support: 3, 'talk to': 3, person: 2, human: 3, phone: 2, 'email you': 3, complaint: 3 },
  help: { help: 1, 'what can you do': 4, 'what can you': 3, hello: 1, hi: 1 },
};

/** Lower-cased words separated by single spaces, punctuation and hyphens as spaces: "second-chance" reads "second chance". */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Lower-cased and trimmed, with closing punctuation dropped, so "How do I search for jobs" still matches. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?!.\s]+$/, '');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patternOf = (word: string) =>
  word.endsWith('*') ? new RegExp(`(?:^| )${escape(word.slice(0, -1))}`) : new RegExp(`(?:^| )${escape(word)}s?(?= |$)`);
const topicPatterns = assistantTopics.map((topic) => ({
  topic,
  words: Object.entries(topicWords[topic]).map(([word, weight]) => ({ pattern: patternOf(word), weight })),
}));

export interface AssistantRoute {
  /** Undefined when nothing matched: the default reply. */
  topic?: AssistantTopic;
  answer: string;
  /** How the topic was found. */
  by: 'canned' | 'words' | 'none';
}

/**
 * The topic of a message: an exact canned question, then a canned question inside it, then the
 * topic whose words weigh most in it (ties go to the topic listed first in `assistantTopics`).
 */
export const routeAssistantQuestion = (text: string): AssistantRoute => {
  const question = normalise(text);
  const none: AssistantRoute = { answer: assistantDefaultReply, by: 'none' };
  if (!question) return none;

  const canned = cannedAssistantTopics[question] ?? Object.entries(cannedAssistantTopics).find(([key]) => question.includes(key))?.[1];
  if (canned) return { topic: canned, answer: answers[canned], by: 'canned' };

  const words = wordsOf(question);
  let best: { topic: AssistantTopic; score: number } | undefined;
  for (const { topic, words: known } of topicPatterns) {
    const score = known.reduce((sum, { pattern, weight }) => (pattern.test(words) ? sum + weight : sum), 0);
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best ? { topic: best.topic, answer: answers[best.topic], by: 'words' } : none;
};

/** The assistant's reply to a message. */
export const answerAssistantQuestion = (text: string): string => routeAssistantQuestion(text).answer;
