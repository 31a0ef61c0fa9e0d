import type { SeedCareerArticle } from './career-articles';

const paragraphs = (...texts: string[]) => texts.join('\n\n');

/** More career articles, so each of the four topics has more than one. */
export const moreCareerArticles: readonly SeedCareerArticle[] = [
  {
    title: 'Changing Industries Without Starting Over',
    category: 'career-transition',
    readTime: '6 min read',
    excerpt: 'Most of what you know travels with you. Here is how to find the overlap, fill the gaps quickly and explain the move in one sentence.',
    content: paragraphs(
      'A career change feels like a leap, but most people carry more into a new field than they expect. Scheduling, safety, customer service, inventory, budgeting and leading a team show up in almost every industry under different names.',
      'Start by listing the tasks you did every week, not your job titles. Then read five postings in the field you want and mark every task that appears on both lists. That overlap is your bridge; put it at the top of your resume, in the new field\'s words.',
      'Next, find the one or two gaps that appear in every posting. Often it is a certificate (a forklift card, CompTIA A+, a phlebotomy course) or a tool (a specific software package). Short programs at community colleges and workforce centers close these gaps in weeks, and many are free for veterans or people reentering the workforce.',
      'Prepare a one-sentence answer to "Why the change?" that looks forward: "I spent six years keeping a restaurant running on time, and I want to bring that to a distribution center where I can grow into operations." Say it out loud until it sounds natural.',
      'Finally, talk to people already doing the work. A fifteen-minute call with someone in the role tells you what the job is really like and often leads to a referral, which is still the fastest way into a new industry.',
    ),
    publishedDaysAgo: 18,
  },
  {
    title: 'Giving Feedback Your Team Can Use',
    category: 'leadership',
    readTime: '5 min read',
    excerpt: 'Good feedback is specific, timely and about the work. A simple three-part pattern makes it easier to give and easier to hear.',
    content: paragraphs(
      'New supervisors often wait too long to give feedback, then give too much at once. People improve fastest when they hear about one thing, soon, in a way they can act on.',
      'Use three parts: what you saw, what it caused, and what you would like next time. "This morning the loading dock door was left open for an hour; the cold room warmed up and we had to check the temperature logs. Next time, close it as soon as the truck leaves." No labels, no guesses about motives.',
      'Give praise the same way. "Thanks for recounting the aisle before the audit; it caught two mislabeled pallets" teaches more than "great job" and tells the rest of the team what good looks like.',
      'Keep corrections private and short, and ask a question before you finish: "Is anything making that hard?" Sometimes the problem is a broken process, not a careless person, and you only learn that by asking.',
      'Write down what you agreed and check back in a week. Feedback that is followed up becomes a habit; feedback that is forgotten becomes a grudge.',
    ),
    publishedDaysAgo: 21,
  },
  {
    title: 'Shift Work and Sleep: Staying Healthy on Nights and Rotations',
    category: 'work-life-balance',
    readTime: '6 min read',
    excerpt: 'Nights, weekends and rotating shifts keep hospitals, warehouses and plants running. These habits protect your sleep, health and family time.',
    content: paragraphs(
      'Millions of people work while everyone else sleeps. Shift work pays well in many fields, but it is hard on the body unless you plan for it.',
      'Protect a sleep block. Treat the hours after a night shift like a night: dark curtains or a sleep mask, a cool room, phone on do-not-disturb, and the same start time every workday. Tell the people you live with when your "night" is.',
      'Use light on purpose. Bright light early in your shift helps you stay alert; sunglasses on the drive home help your body get ready to sleep. Avoid caffeine in the last four hours before you plan to sleep.',
      'Eat on a schedule. A real meal before your shift and a light snack in the middle beat a vending-machine dinner at 3 a.m. Keep water at your station.',
      'Plan family time like an appointment. A shared calendar with your shifts, and one protected meal or outing each week, keeps relationships strong. If your rotation changes often, ask whether your employer offers forward-rotating schedules (days, then evenings, then nights), which are easier on the body.',
    ),
    publishedDaysAgo: 26,
  },
];
