/**
 * Research-hub profiles of companies that are not seeded employers: the demo employer's own
 * company, and one whose name has accents (the search ignores them either way).
 */
export interface SeedExtraCompanyProfile {
  readonly name: string;
  readonly industry: string;
  readonly location: string;
  readonly employees: string;
  readonly revenue: string;
  readonly rating: number;
  readonly founded: string;
  readonly overview: string;
  readonly values: string[];
  readonly benefits: string[];
  readonly interviewProcess: string[];
  readonly commonQuestions: string[];
  readonly culture: string;
}

export const seedExtraCompanyProfiles: readonly SeedExtraCompanyProfile[] = [
  {
    name: 'Liberty Bridge Staffing',
    industry: 'consulting',
    location: 'San Francisco, CA',
    employees: '38',
    revenue: '$9M',
    rating: 4.6,
    founded: '2016',
    overview:
      'Liberty Bridge Staffing is a veteran-owned staffing partner that places people in skilled trades, logistics and office roles across the Bay Area. Recruiters work with transitioning service members and people reentering the workforce, and stay in touch through the first 90 days of every placement.',
    values: ['Mission first, people always', 'Tell candidates the truth', 'Every placement is a promise', 'Second chances are earned chances'],
    benefits: ['Medical, dental and vision from day one', 'Paid time off that grows each year', 'SkillBridge partner for service members', 'Commission plus base for recruiters'],
    interviewProcess: ['20-minute phone screen with a recruiter', 'Skills conversation with the hiring lead', 'Meet the team (video or in person)', 'Reference checks and offer within a week'],
    commonQuestions: [
      'Tell us about a time you matched the right person to the right role.',
      'How do you keep candidates informed when a client goes quiet?',
      'What would you do if a placement was not working out after two weeks?',
    ],
    culture:
      'A small, close team where half the staff have served. Mornings start with a ten-minute stand-up, wins are shared on a whiteboard, and everyone spends one afternoon a month volunteering at a local transition program.',
  },
  {
    name: 'Café Montaña Roasters',
    industry: 'retail',
    location: 'Austin, TX',
    employees: '120',
    revenue: '$14M',
    rating: 4.2,
    founded: '2009',
    overview:
      'Café Montaña Roasters sources coffee directly from cooperatives in Colombia and Guatemala, roasts it in Austin and sells it through eleven cafés and a wholesale business. It is a fair-chance employer and trains baristas and roasters from scratch.',
    values: ['Know the farmer', 'Hospitality without shortcuts', 'Grow people from within'],
    benefits: ['Health coverage at 25 hours a week', 'Free coffee and a meal each shift', 'Paid barista and roaster training', 'Tuition help after one year'],
    interviewProcess: ['Short application and phone call', 'Paid working interview in a café', 'Conversation with the café manager'],
    commonQuestions: ['How do you handle a long line and an unhappy regular at the same time?', 'What does good hospitality mean to you?'],
    culture: 'Busy, friendly cafés where shift leads coach on the floor. People move between cafés, the roastery and wholesale as they learn.',
  },
];
