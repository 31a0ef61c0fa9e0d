/**
 * The demo accounts of the development seed. These credentials are public (README) and
 * exist only where the demo seed has been run: never seed a production database.
 */
export const demoEmployer = {
  email: 'demo.employer@example.com',
  password: 'DemoEmployer!2026',
  companyName: 'Liberty Bridge Staffing',
  contactName: 'Avery Brooks',
  phone: '(415) 555-0142',
  address: '250 Mission Street',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94105',
  website: 'https://libertybridge.example.com',
  industry: 'consulting',
  companySize: '11-50',
  description: 'Veteran-owned staffing partner placing people in skilled trades, logistics and office roles.',
  verificationStatus: 'verified',
  jobPostCredits: 3,
} as const;

export const demoVeteran = {
  email: 'demo.veteran@example.com',
  password: 'DemoVeteran!2026',
  firstName: 'Marcus',
  lastName: 'Hale',
  phone: '(619) 555-0175',
  location: 'San Diego, CA',
  militaryBranch: 'Marines',
  rank: 'Staff Sergeant',
  serviceYears: '2010-2020',
  deployments: ['Afghanistan 2012', 'Okinawa 2016'],
  securityClearance: 'Secret',
  mos: '3531 Motor Vehicle Operator',
  skills: ['Logistics', 'Fleet maintenance', 'Team leadership', 'Inventory control'],
  certifications: ['CDL Class A', 'OSHA 30'],
  education: 'Associate',
  preferredJobTypes: ['full-time'],
  salaryExpectation: '60k-80k',
  relocateWilling: true,
  resumeUrl: 'marcus-hale-resume.pdf',
  profileSummary: 'Ten years leading motor transport teams; ready to run a warehouse or fleet operation.',
  availability: '2_weeks',
} as const;

export const demoJobSeeker = {
  email: 'demo.seeker@example.com',
  password: 'DemoSeeker!2026',
  firstName: 'Jordan',
  lastName: 'Ellis',
  phone: '(510) 555-0110',
  location: 'Oakland, CA',
  preferredLanguage: 'en',
  experienceLevel: 'entry',
  currentJobTitle: 'Line Cook',
  industry: 'retail',
  skills: ['Customer service', 'Food safety', 'Inventory'],
  education: 'high_school',
  preferredJobTypes: ['full-time', 'part-time'],
  salaryExpectation: '30k-40k',
  availability: 'immediately',
} as const;

export const demoCredentials = [
  { role: 'employer', login: demoEmployer.email, password: demoEmployer.password },
  { role: 'veteran', login: demoVeteran.email, password: demoVeteran.password },
  { role: 'job seeker', login: demoJobSeeker.email, password: demoJobSeeker.password },
] as const;
