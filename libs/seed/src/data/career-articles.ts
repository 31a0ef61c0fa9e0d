import type { CareerTopic } from '@jobboard/contracts';

/** The career topics, plus the two audiences this job board was built for. */
export type CareerArticleCategory = CareerTopic | 'veterans' | 'second-chance';

/** A career article (CareerArticleModel); seed-demo-data.ts turns publishedDaysAgo into createdAt. */
export interface SeedCareerArticle {
  readonly title: string;
  readonly category: CareerArticleCategory;
  readonly readTime: string;
  readonly excerpt: string;
  /** Paragraphs separated by a blank line. */
  readonly content: string;
  readonly imageUrl?: string;
  readonly publishedDaysAgo: number;
}

const paragraphs = (...texts: string[]) => texts.join('\n\n');

export const seedCareerArticles: readonly SeedCareerArticle[] = [
  {
    title: 'Translating Your Military Experience Into a Civilian Resume',
    category: 'veterans',
    readTime: '7 min read',
    excerpt:
      'Hiring managers want what you learned in uniform, but they need it in their language. Here is how to turn ranks, MOS codes and evaluations into a resume that gets calls.',
    content: paragraphs(
      'Most veterans leave the service with more leadership, responsibility and technical training than civilians of the same age. The problem is rarely the experience; it is the vocabulary. A recruiter who reads "NCOIC, 92Y, managed PBO property book" will often move on, while the same recruiter would call someone who "managed $4.2M of equipment with zero losses across three inspections."',
      'Start with the job you want, not the job you had. Pull two or three postings for your target role and highlight the skills and words they repeat. Those words are your outline. For each one, find a time in your service when you did that work, and write it as a result: what you did, for how many people or how much money, and what changed because of it.',
      'Replace military titles with their closest civilian equivalent and add scale. "Squad leader" becomes "Supervised and trained a team of 9." "Motor sergeant" becomes "Ran maintenance for a 40-vehicle fleet, raising readiness from 78% to 94%." Your evaluations (NCOERs, FITREPs, EPRs) are gold here: they already contain numbers and achievements, so mine them.',
      'Keep it to one or two pages, list civilian-recognized certifications (CDL, CompTIA, OSHA, PMP) near the top, and mention your clearance if you have one, including its level and whether it is active. Skip acronyms the reader will not know, and remove deployment details that do not support the job.',
      'Finally, ask a civilian friend in your target field to read it for five minutes. If they cannot tell what you are good at, keep translating. Many employers on this board have pledged to hire veterans, and a resume in their language gets you in the door.',
    ),
    imageUrl: 'https://images.example.com/career/military-resume.jpg',
    publishedDaysAgo: 3,
  },
  {
    title: 'Job Hunting With a Record: Your Rights and a Plan That Works',
    category: 'second-chance',
    readTime: '8 min read',
    excerpt:
      'A conviction makes the search harder, not hopeless. Learn what employers can ask, how to talk about your past and where fair-chance employers are hiring.',
    content: paragraphs(
      'Millions of Americans have a criminal record, and thousands of employers now hire people with records on purpose. Warehouses, kitchens, construction firms, manufacturers and trucking companies are among the most open, and many post as second-chance employers on this board.',
      'Know the rules where you live. Many states and cities have "ban the box" laws that stop employers from asking about convictions on the application and delay background checks until after a conditional offer. Federal law also requires employers to give you a copy of a background report and a chance to respond before they reject you because of it. Check whether your record can be sealed or expunged; legal aid organizations often help for free.',
      'Prepare a short, honest statement about your past. Two or three sentences are enough: what happened, that you take responsibility, and what you have done since. Then move straight to the present: the certificate you earned, the job you have held, the program you finished, the people who will vouch for you. Practice it out loud until it feels calm.',
      'Build proof that you are ready. Letters from employers, case managers, instructors or mentors carry weight. Short training programs, such as forklift certification, OSHA 10, food handler cards or a CDL, give employers a concrete reason to say yes. Staffing agencies that work with fair-chance employers can also be a good first step.',
      'Use the second-chance filter when you search, apply to several jobs a day and follow up by phone. Every job you hold and keep becomes the best reference you have for the next one.',
    ),
    publishedDaysAgo: 9,
  },
  {
    title: 'Five Certifications That Pay Off in Under Three Months',
    category: 'skill-development',
    readTime: '6 min read',
    excerpt:
      'Short, affordable certifications can raise your pay and open doors quickly. These five are in demand across the country.',
    content: paragraphs(
      'You do not always need a degree to move into better-paying work. Employers in logistics, healthcare, IT and the trades hire for specific, checkable skills, and a certification proves you have them.',
      'Forklift certification takes a day or two and is often free through employers or workforce centers; it can add one to three dollars an hour in a warehouse. OSHA 10 and OSHA 30 cards show construction and manufacturing employers that you know the basics of job-site safety, and some sites will not let you on without one.',
      'A Class A CDL takes four to eight weeks through a school or an employer-paid program and opens driving jobs that start well above $60,000 a year. Veterans with military driving experience may qualify for a skills-test waiver.',
      'CompTIA A+ is the standard entry ticket to IT support and can be earned with a few weeks of focused study. Certified Nursing Assistant programs run four to twelve weeks and lead to steady work and a path toward LPN and RN roles, often with tuition help from the employer.',
      'Before you pay, ask whether an employer or your local workforce board will cover the cost; many do. If you are a veteran, check whether your GI Bill benefits apply. Then add the certification to the top of your resume and your profile here.',
    ),
    imageUrl: 'https://images.example.com/career/certifications.jpg',
    publishedDaysAgo: 16,
  },
  {
    title: 'Changing Careers at 35, 45 or 55: A Practical Roadmap',
    category: 'career-transition',
    readTime: '7 min read',
    excerpt:
      'Switching fields mid-career is common and doable. Here is how to choose a direction, test it cheaply and make the move without starting over.',
    content: paragraphs(
      'Most people change careers several times. The ones who do it well treat the change as a series of small experiments rather than a leap.',
      'Start with what you want more and less of: working with your hands or with people, regular hours or variety, indoors or outdoors. Then list the skills you already have that travel well, such as supervising, scheduling, customer service, budgeting or safety. Those transferable skills are what keep you from starting at the bottom.',
      'Test a direction before you commit. Talk to three people who do the job now and ask what a normal week looks like. Take a short course, volunteer or pick up a part-time or contract role in the field. A month of real exposure is worth more than a year of wondering.',
      'When you apply, lead with a short summary that connects your past to the new role: "Ten years running restaurant shifts, now bringing that scheduling and team leadership to warehouse operations." Use the language of the new field, and be ready to explain why you are switching in one positive sentence.',
      'Expect a dip in title or pay in some cases, but look at the path, not just the first step. Many employers here promote quickly once you prove yourself.',
    ),
    publishedDaysAgo: 22,
  },
  {
    title: 'From Team Member to Team Lead: Your First 90 Days',
    category: 'leadership',
    readTime: '6 min read',
    excerpt:
      'Your first promotion changes your job more than your title. These habits help new supervisors earn trust fast.',
    content: paragraphs(
      'Being good at the work is what got you promoted; helping others be good at it is the new job. That shift surprises almost every new lead.',
      'Spend your first two weeks listening. Meet each person one-on-one and ask three questions: what is working, what gets in your way and what you want to learn. Write down the answers and act on one or two quick fixes. Nothing builds trust faster than removing a daily annoyance.',
      'Be clear about expectations. Explain what good looks like in terms people can measure: accuracy, safety, on-time starts. When someone falls short, talk to them privately and early, with specific examples. When someone does well, say so in public and be specific about what they did.',
      'Your former peers may test you. Stay friendly, but be consistent; fairness matters more than popularity. Ask your own manager for a short weekly check-in, and bring both problems and the solutions you propose.',
      'Finally, keep learning. Many employers offer free leadership training, and veterans already have a head start: the habits of briefing, delegating and after-action reviews translate directly to civilian supervision.',
    ),
    imageUrl: 'https://images.example.com/career/team-lead.jpg',
    publishedDaysAgo: 30,
  },
  {
    title: 'Shift Work Without Burnout: Sleep, Family and Health',
    category: 'work-life-balance',
    readTime: '5 min read',
    excerpt:
      'Nights, rotating shifts and long hours are part of many good jobs. These routines help you stay healthy and present for the people you love.',
    content: paragraphs(
      'Many well-paying jobs in healthcare, logistics, security and manufacturing run around the clock. Shift work pays differentials and often comes with more hours, but it takes a toll if you do not protect your sleep and your time.',
      'Treat sleep like a shift you cannot miss. Keep the same sleep window even on days off if you can, make your bedroom dark and cool, and put your phone away. Blackout curtains, earplugs and a fan are cheap and effective. Avoid caffeine in the last four to six hours before you plan to sleep.',
      'Plan meals before the shift, not during it. Pack food that keeps your energy steady, drink water and keep heavy meals away from the end of a night shift. A short walk during breaks helps more than another energy drink.',
      'Put family time on the calendar. Share your schedule with the people at home, protect one meal or activity together each week, and be clear about when you are sleeping. Children understand routines better than surprises.',
      'If you feel constantly exhausted, short-tempered or unsafe behind the wheel, talk to your supervisor and your doctor. Many employers can adjust a rotation, and your health is what keeps the paycheck coming.',
    ),
    publishedDaysAgo: 38,
  },
  {
    title: 'Using Your GI Bill and SkillBridge to Land a Civilian Job',
    category: 'veterans',
    readTime: '6 min read',
    excerpt:
      'Two of the most valuable transition benefits are also the most underused. Here is how to make them work for your next job.',
    content: paragraphs(
      'The Post-9/11 GI Bill is not only for four-year degrees. It can pay for apprenticeships, on-the-job training, certification tests and many technical programs, and in some cases a monthly housing allowance while you train. Check the VA comparison tool for approved programs near you before you enroll.',
      'DoD SkillBridge lets eligible service members spend up to their last 180 days of service training or interning with a civilian employer while still receiving military pay. Employers across technology, logistics, trades and healthcare host SkillBridge participants, and many hire them at the end.',
      'Start early. Talk to your command and your transition office at least a year out, since SkillBridge needs command approval. Search for employers who list SkillBridge and veteran-friendly hiring, and contact them directly with a short note and your translated resume.',
      'Combine the two. A SkillBridge internship can show you which certification or program is worth your GI Bill months, so you spend them on training that employers actually want.',
      'Finally, keep records of everything: approvals, transcripts, certifications and supervisor contacts. They will help you in interviews and when you apply for future benefits.',
    ),
    imageUrl: 'https://images.example.com/career/gi-bill.jpg',
    publishedDaysAgo: 47,
  },
  {
    title: 'How to Prepare for a Job Interview in One Evening',
    category: 'skill-development',
    readTime: '5 min read',
    excerpt:
      'Got a call for an interview tomorrow? This step-by-step plan covers research, stories, questions and logistics in a few focused hours.',
    content: paragraphs(
      'You do not need a week to prepare well. One focused evening is enough if you spend it on the things that matter most.',
      'First hour: research. Read the job posting twice and underline the skills they repeat. Look at the company website and its profile on this board, including the interview process and common questions if listed. Note one thing you genuinely like about the company.',
      'Second hour: stories. Prepare four short stories using the STAR method (Situation, Task, Action, Result): a time you solved a problem, worked with a difficult person, made a mistake and fixed it, and went beyond what was asked. Practice each out loud in under two minutes.',
      'Third hour: questions and logistics. Write down three questions for them, such as what success looks like in the first 90 days or how training works. Plan your route or test your video setup, lay out your clothes and print or save copies of your resume.',
      'Before you sleep, run through "Tell me about yourself" one more time. Then rest. A calm, prepared candidate beats a tired, over-prepared one every time.',
    ),
    publishedDaysAgo: 55,
  },
];
