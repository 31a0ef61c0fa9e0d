import type { AssistantTopic } from './assistant';

/**
 * Questions people ask the help assistant, each labelled with the topic that answers it: the
 * assistant spec routes every one and fails on any that lands elsewhere. Add a question here
 * whenever a misrouted one is reported.
 */
export const labelledAssistantQuestions: readonly (readonly [string, AssistantTopic])[] = [
  // Job seekers
  ['How do I find jobs near me?', 'job-search'],
  ['Any remote job openings?', 'job-search'],
  ['Where can I search for warehouse work', 'job-search'],
  ['How do I apply?', 'apply'],
  ['Do I need a cover letter to apply', 'apply'],
  ['Can you look at my resume', 'resume-analysis'],
  ['Is my CV any good', 'resume-analysis'],
  ['How long does the resume analysis take?', 'resume-analysis'],
  ['Can I upload a PDF?', 'file-formats'],
  ['What file size can my resume be', 'file-formats'],
  ['How do I improve my score?', 'resume-improvement'],
  ['Do I have to pay to use the site?', 'free-for-job-seekers'],
  ['Is it free?', 'free-for-job-seekers'],
  // Employers
  ['How much does it cost to post a job?', 'employer-plans'],
  ['How much does posting cost', 'employer-plans'],
  ['What is the price of the Professional plan?', 'employer-plans'],
  ['Do you have a free trial for employers?', 'employer-plans'],
  ['What does the Enterprise plan include', 'employer-plans'],
  ['How do I post a job?', 'posting-a-job'],
  ['I want to hire someone, where do I start', 'posting-a-job'],
  ['Can I pay with Amex?', 'payment-methods'],
  ['Which credit cards do you take', 'payment-methods'],
  ['How do I cancel?', 'cancel-subscription'],
  ['Can I get a refund if I downgrade', 'cancel-subscription'],
  ['How do I mark my jobs as second chance?', 'fair-chance-employer'],
  ['How does my company attest to fair-chance hiring', 'fair-chance-employer'],
  // Veterans
  ['I am a veteran, how do I set up my profile?', 'veteran-profile'],
  ['Where do I put my security clearance', 'veteran-profile'],
  ['How do I translate my military skills?', 'military-skills'],
  ['What civilian jobs match my MOS 88M?', 'military-skills'],
  ['Does my AFSC count', 'military-skills'],
  ['Why was this job recommended to me?', 'veteran-recommendations'],
  ['Where are my recommended jobs', 'veteran-recommendations'],
  ['Do veterans get a bonus?', 'veteran-priority'],
  ['Is there veteran preference in hiring', 'veteran-priority'],
  // Second chance
  ['Can I get a job with a criminal record?', 'second-chance'],
  ['Will a felony stop me from getting hired', 'second-chance'],
  ['I was just released from prison, where do I start', 'second-chance'],
  ['Do employers here run background checks?', 'second-chance'],
  ['I have a gap in my employment history', 'second-chance'],
  ['What are second-chance employers?', 'second-chance'],
  // Account and support
  ['I forgot my password', 'account'],
  ['How do I sign up?', 'account'],
  ['Can I talk to a person?', 'support'],
  ['How do I contact you', 'support'],
  ['What can you do?', 'help'],
];
