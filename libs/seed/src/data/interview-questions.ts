import type { AnswerFramework, InterviewQuestionCategory, QuestionDifficulty } from '@jobboard/contracts';
import { moreInterviewQuestions } from './interview-questions-more';

/** A practice question of the interview tool (InterviewQuestionModel). */
export interface SeedInterviewQuestion {
  readonly question: string;
  readonly category: InterviewQuestionCategory;
  readonly difficulty: QuestionDifficulty;
  /** Absent: the question fits any industry. */
  readonly industry?: string;
  /** STAR (Situation, Task, Action, Result) for questions about past experience. */
  readonly framework: AnswerFramework;
  readonly tips: string[];
}

const behavioral: readonly SeedInterviewQuestion[] = [
  {
    question: 'Tell me about a time you had to meet a tight deadline.',
    category: 'behavioral',
    difficulty: 'easy',
    framework: 'STAR',
    tips: [
      'Pick a real deadline with real stakes, and say what they were.',
      'Spend most of your answer on what you did, not on what the team did.',
      'End with the result and what you would repeat next time.',
    ],
  },
  {
    question: 'Describe a time you disagreed with a supervisor. What did you do?',
    category: 'behavioral',
    difficulty: 'medium',
    framework: 'STAR',
    tips: [
      'Show that you raised the concern respectfully and privately.',
      'Explain how you supported the final decision, even if it was not yours.',
    ],
  },
  {
    question: 'Tell me about a mistake you made at work and how you handled it.',
    category: 'behavioral',
    difficulty: 'medium',
    framework: 'STAR',
    tips: [
      'Choose a real mistake that was not catastrophic, and own it plainly.',
      'Focus on how you fixed it and what you changed so it would not happen again.',
      'Keep the explanation of the mistake short and the lesson clear.',
    ],
  },
  {
    question: 'Give an example of a time you led a team through a difficult situation.',
    category: 'behavioral',
    difficulty: 'hard',
    framework: 'STAR',
    tips: [
      'Military, sports, volunteer or family examples count if they show leadership.',
      'Describe how you kept people informed and motivated, not just the plan.',
      'Give a measurable result if you can.',
    ],
  },
  {
    question: 'Tell me about a time you had to learn something new quickly.',
    category: 'behavioral',
    difficulty: 'easy',
    framework: 'STAR',
    tips: [
      'Name the specific skill or system and how fast you needed it.',
      'Explain how you learned: who you asked, what you practiced, what you read.',
    ],
  },
  {
    question: 'Describe a situation where you dealt with an upset customer or member of the public.',
    category: 'behavioral',
    difficulty: 'medium',
    framework: 'STAR',
    tips: [
      'Show that you listened before you tried to solve the problem.',
      'Explain what you did within the rules you had, and when you asked for help.',
      'Finish with how the person left the conversation.',
    ],
  },
  {
    question: 'Tell me about a time you noticed a safety problem. What did you do?',
    category: 'behavioral',
    difficulty: 'medium',
    framework: 'STAR',
    tips: [
      'Employers in trades, warehouses and healthcare ask this to see if you speak up.',
      'Describe reporting it through the right channel and following up.',
    ],
  },
  {
    question: 'Give an example of a goal you set and how you reached it.',
    category: 'behavioral',
    difficulty: 'easy',
    framework: 'STAR',
    tips: [
      'A personal goal, like earning a certification or your GED, is a strong answer.',
      'Break down the steps you took and the setbacks you worked through.',
    ],
  },
  {
    question: 'Tell me about a time you had to work with someone whose style was very different from yours.',
    category: 'behavioral',
    difficulty: 'medium',
    framework: 'STAR',
    tips: [
      'Do not criticize the other person; describe the difference neutrally.',
      'Explain what you adjusted and what you learned from them.',
    ],
  },
  {
    question: 'Describe a time you went beyond what was expected of you.',
    category: 'behavioral',
    difficulty: 'easy',
    framework: 'STAR',
    tips: [
      'Pick an example where the extra effort made a visible difference.',
      'Keep it humble: focus on the result for the customer or team.',
    ],
  },
  {
    question: 'Tell me about a time you had several urgent tasks at once. How did you prioritize?',
    category: 'behavioral',
    difficulty: 'hard',
    framework: 'STAR',
    tips: [
      'Explain how you decided what mattered most: safety, customers, deadlines.',
      'Mention how you communicated delays on the tasks that had to wait.',
      'Show the outcome of each task, not only the first one.',
    ],
  },
  {
    question: 'Describe a time you received tough feedback. How did you respond?',
    category: 'behavioral',
    difficulty: 'medium',
    framework: 'STAR',
    tips: [
      'Show that you listened without getting defensive.',
      'Give a concrete change you made because of the feedback.',
    ],
  },
];

const technical: readonly SeedInterviewQuestion[] = [
  {
    question: 'Walk me through how you would troubleshoot a computer that will not connect to the network.',
    category: 'technical',
    difficulty: 'easy',
    industry: 'technology',
    framework: 'none',
    tips: [
      'Work from the physical layer up: cable or Wi-Fi, IP address, DNS, then the application.',
      'Say what you would ask the user before touching anything.',
    ],
  },
  {
    question: 'What is the difference between SQL INNER JOIN and LEFT JOIN? When would you use each?',
    category: 'technical',
    difficulty: 'medium',
    industry: 'technology',
    framework: 'none',
    tips: [
      'Give a short example with two real tables, like orders and customers.',
      'Mention what happens to rows with no match in each case.',
    ],
  },
  {
    question: 'How would you respond to an alert that a user account is logging in from two countries at once?',
    category: 'technical',
    difficulty: 'hard',
    industry: 'technology',
    framework: 'none',
    tips: [
      'Describe containment first: disable or force a password reset, then investigate.',
      'Mention checking for VPN use before assuming compromise.',
      'Close with documenting and reporting the incident.',
    ],
  },
  {
    question: 'How do you safely operate a forklift in an area with pedestrian traffic?',
    category: 'technical',
    difficulty: 'easy',
    industry: 'logistics',
    framework: 'none',
    tips: [
      'Mention the pre-use inspection, speed limits, horn at intersections and eye contact.',
      'Explain what you do if a load blocks your forward view.',
    ],
  },
  {
    question: 'What do you check during a pre-trip inspection of a tractor-trailer?',
    category: 'technical',
    difficulty: 'medium',
    industry: 'logistics',
    framework: 'none',
    tips: [
      'Go in a consistent order: engine compartment, cab, coupling, trailer, lights, brakes.',
      'Say what would make you refuse to drive the truck.',
    ],
  },
  {
    question: 'How would you diagnose an air conditioner that runs but does not cool?',
    category: 'technical',
    difficulty: 'medium',
    industry: 'skilled trades',
    framework: 'none',
    tips: [
      'Start with the simple causes: thermostat, filter, condenser airflow.',
      'Then explain refrigerant pressures, superheat and subcooling.',
      'Mention explaining the findings and options to the customer.',
    ],
  },
  {
    question: 'What is the difference between a GFCI and an AFCI, and where does the code require each?',
    category: 'technical',
    difficulty: 'hard',
    industry: 'skilled trades',
    framework: 'none',
    tips: [
      'GFCI protects people from shock; AFCI protects against arc faults that start fires.',
      'Mention that local code adoption varies, and that you check it.',
    ],
  },
  {
    question: 'How do you verify a part meets the drawing before it ships?',
    category: 'technical',
    difficulty: 'medium',
    industry: 'manufacturing',
    framework: 'none',
    tips: [
      'Name the tools (calipers, micrometers, gauges, CMM) and when you would use each.',
      'Explain what you do with a part that is out of tolerance.',
    ],
  },
  {
    question: 'A patient tells you they feel dizzy while you are taking vitals. What do you do?',
    category: 'technical',
    difficulty: 'medium',
    industry: 'healthcare',
    framework: 'none',
    tips: [
      'Safety first: sit or lay the patient down and stay with them.',
      'Explain which vitals you would check and who you would alert, and how quickly.',
    ],
  },
  {
    question: 'How do you keep patient information private in a busy clinic?',
    category: 'technical',
    difficulty: 'easy',
    industry: 'healthcare',
    framework: 'none',
    tips: [
      'Give concrete habits: lowered voices, locked screens, checking identity before sharing.',
      'Mention what you would do if you saw a privacy breach.',
    ],
  },
  {
    question: 'Explain the difference between a cash flow statement and an income statement.',
    category: 'technical',
    difficulty: 'medium',
    industry: 'finance',
    framework: 'none',
    tips: [
      'Use a simple example, like a sale made on credit.',
      'Explain why a profitable company can still run out of cash.',
    ],
  },
  {
    question: 'How do you make sure food stays safe from delivery to the plate?',
    category: 'technical',
    difficulty: 'easy',
    industry: 'hospitality',
    framework: 'none',
    tips: [
      'Cover receiving temperatures, storage order, labeling and FIFO rotation.',
      'Mention the danger zone (41-135 °F) and cooling rules.',
    ],
  },
];

const mock: readonly SeedInterviewQuestion[] = [
  {
    question: 'Tell me about yourself.',
    category: 'mock',
    difficulty: 'easy',
    framework: 'none',
    tips: [
      'Use present, past, future: what you do now, what led here, why this job is next.',
      'Keep it under two minutes and connect it to the role.',
    ],
  },
  {
    question: 'Why do you want to work here?',
    category: 'mock',
    difficulty: 'easy',
    framework: 'none',
    tips: [
      'Research the company first and mention one specific thing you like.',
      'Connect what they need with what you are good at.',
    ],
  },
  {
    question: 'How has your military experience prepared you for this role?',
    category: 'mock',
    difficulty: 'medium',
    framework: 'STAR',
    tips: [
      'Translate military terms into civilian ones: "led a team of 12", not "squad leader".',
      'Give one concrete example with a result.',
      'Connect your training to the job description.',
    ],
  },
  {
    question: 'I see a gap in your work history. Can you tell me about it?',
    category: 'mock',
    difficulty: 'hard',
    framework: 'STAR',
    tips: [
      'Be honest and brief; you do not have to share every detail.',
      'Spend most of the answer on what you did to prepare and why you are ready now.',
      'Practice it out loud until it feels calm and natural.',
    ],
  },
  {
    question: 'You have a conviction on your record. How would you address it with an employer?',
    category: 'mock',
    difficulty: 'hard',
    framework: 'STAR',
    tips: [
      'Know what the employer can legally ask where you live, and answer truthfully.',
      'Take responsibility in one or two sentences, then move to what has changed.',
      'Mention programs, certifications, work or references that show your progress.',
    ],
  },
  {
    question: 'Tell me about your greatest professional accomplishment.',
    category: 'mock',
    difficulty: 'medium',
    framework: 'STAR',
    tips: [
      'Pick something relevant to this job, with a number if you can.',
      'Explain your part clearly, even if it was a team effort.',
    ],
  },
  {
    question: 'Describe a time you solved a problem nobody else could.',
    category: 'mock',
    difficulty: 'medium',
    framework: 'STAR',
    tips: [
      'Describe how you broke the problem down.',
      'Mention who you asked and what you tried that did not work.',
    ],
  },
  {
    question: 'Tell me about a time you handled a high-pressure situation.',
    category: 'mock',
    difficulty: 'medium',
    framework: 'STAR',
    tips: [
      'Show how you stayed calm: a checklist, a plan, clear communication.',
      'End with the outcome and how others responded to you.',
    ],
  },
  {
    question: 'Where do you see yourself in three years?',
    category: 'mock',
    difficulty: 'easy',
    framework: 'none',
    tips: [
      'Show ambition that fits this employer: a lead role, a license, a certification.',
      'Avoid answers that suggest you will leave soon.',
    ],
  },
  {
    question: 'Give an example of how you helped a coworker succeed.',
    category: 'mock',
    difficulty: 'easy',
    framework: 'STAR',
    tips: [
      'Training a new hire or covering a shift are good examples.',
      'Focus on their result, not on your sacrifice.',
    ],
  },
  {
    question: 'What are your salary expectations?',
    category: 'mock',
    difficulty: 'medium',
    framework: 'none',
    tips: [
      'Research the range for the role and your area first.',
      'Give a range, and say you are open to discussing the whole package.',
    ],
  },
  {
    question: 'Do you have any questions for us?',
    category: 'mock',
    difficulty: 'easy',
    framework: 'none',
    tips: [
      'Always have two or three ready: what success looks like, training, the team.',
      'Ask about next steps and the timeline before you leave.',
    ],
  },
];

export const seedInterviewQuestions: readonly SeedInterviewQuestion[] = [...behavioral, ...technical, ...mock, ...moreInterviewQuestions];
