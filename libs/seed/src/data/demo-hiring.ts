/**
 * The demo employer's working day: a few open jobs and the people who applied to them, with
 * resumes real enough that the ranked pipeline shows different scores and explanations.
 */
import type { ExperienceLevel, JobType } from '@jobboard/contracts';

export interface DemoHiringJob {
  readonly key: string;
  readonly title: string;
  readonly department: string;
  readonly cityIndex: number;
  readonly type: JobType;
  readonly experience: ExperienceLevel;
  readonly salaryMin: number;
  readonly salaryMax: number;
  readonly salaryPeriod: 'hourly' | 'yearly';
  readonly description: string;
  readonly schedule: string;
  readonly requirements: string[];
  readonly responsibilities: string[];
  readonly benefits: string[];
  readonly screeningQuestions: string[];
  readonly secondChanceEmployer: boolean;
  readonly postedDaysAgo: number;
  readonly viewCount: number;
}

export const demoHiringJobs: readonly DemoHiringJob[] = [
  {
    key: 'driver',
    title: 'Delivery Driver (Class A CDL)',
    department: 'Fleet',
    cityIndex: 0,
    type: 'full-time',
    experience: 'mid',
    salaryMin: 27,
    salaryMax: 34,
    salaryPeriod: 'hourly',
    description:
      'Run regional delivery routes for our logistics clients across the Bay Area in a late-model tractor-trailer. You plan the day with dispatch, keep customers informed and bring every load in safely.',
    schedule: 'Monday to Friday, 5am to 1:30pm',
    requirements: ['Valid Class A CDL', '3+ years of commercial driving experience', 'Clean driving record', 'Ability to lift 50 lbs'],
    responsibilities: ['Deliver and unload freight on schedule', 'Inspect the vehicle before and after each route', 'Keep delivery logs accurate'],
    benefits: ['Medical, dental and vision', 'Paid time off', 'Fuel and safety bonuses'],
    screeningQuestions: ['Do you hold a current Class A CDL?', 'Can you start a route at 5am?'],
    secondChanceEmployer: true,
    postedDaysAgo: 6,
    viewCount: 184,
  },
  {
    key: 'warehouse',
    title: 'Warehouse Supervisor',
    department: 'Operations',
    cityIndex: 5,
    type: 'full-time',
    experience: 'senior',
    salaryMin: 68000,
    salaryMax: 82000,
    salaryPeriod: 'yearly',
    description:
      'Lead a team of twelve on the receiving and shipping docks of our Oakland distribution center. You own safety, inventory accuracy and the daily plan.',
    schedule: 'Monday to Friday, 7am to 3:30pm',
    requirements: ['5+ years of warehouse or distribution experience', 'Experience supervising a team', 'Forklift certification', 'Inventory control and cycle counts', 'Bilingual English/Spanish a plus'],
    responsibilities: ['Plan shifts and assign work', 'Train and coach associates on safety', 'Keep inventory accurate'],
    benefits: ['Medical, dental and vision', '401(k) with match', 'Paid time off'],
    screeningQuestions: ['How many people have you supervised?'],
    secondChanceEmployer: false,
    postedDaysAgo: 12,
    viewCount: 97,
  },
  {
    key: 'dispatcher',
    title: 'Logistics Dispatcher',
    department: 'Dispatch',
    cityIndex: 0,
    type: 'full-time',
    experience: 'entry',
    salaryMin: 22,
    salaryMax: 26,
    salaryPeriod: 'hourly',
    description:
      'Keep our drivers and customers connected: assign routes, answer calls and solve problems as the day changes. We train you on our dispatch software.',
    schedule: 'Tuesday to Saturday, 8am to 4:30pm',
    requirements: ['Customer service experience', 'Comfortable with computers and phones', 'Clear written and spoken communication'],
    responsibilities: ['Assign and track routes', 'Answer driver and customer calls', 'Record delivery exceptions'],
    benefits: ['Medical and dental', 'Paid training', 'Paid time off'],
    screeningQuestions: [],
    secondChanceEmployer: true,
    postedDaysAgo: 3,
    viewCount: 61,
  },
];

export interface DemoApplicant {
  readonly name: string;
  readonly email: string;
  /** Links the application to the demo job seeker's or veteran's account. */
  readonly account?: 'jobSeeker' | 'veteran';
  readonly jobKey: DemoHiringJob['key'];
  readonly appliedHoursAgo: number;
  readonly coverLetter: string;
  readonly resume: string;
  /** Answers to the job's own questions (the always-asked ones are answered alike for everyone). */
  readonly answers: string[];
  readonly status?: 'pending' | 'reviewed' | 'shortlisted' | 'rejected' | 'hired';
  readonly pipelineStage?: 'applied' | 'screening' | 'interview' | 'offer';
  readonly employerRating?: number;
  readonly employerNotes?: string;
  readonly followUp?: string;
}

export const demoApplicants: readonly DemoApplicant[] = [
  {
    name: 'Marcus Hale',
    email: 'demo.veteran@example.com',
    account: 'veteran',
    jobKey: 'driver',
    appliedHoursAgo: 20,
    coverLetter:
      'I spent ten years in the Marine Corps running motor transport convoys and have driven commercially since I got out. I would be proud to run your Bay Area routes safely and on time.',
    resume:
      'Marcus Hale, San Diego, CA. marcus.hale@example.com. Summary: Marine Corps veteran and commercial driver. Experience: 2020 - Present, Pacific Freight Lines, Class A driver: drove tractor-trailers on regional delivery routes, 40,000 miles a year with a clean driving record, loaded and unloaded freight up to 80 lbs. 2010 - 2020, US Marine Corps, Motor Vehicle Operator (MOS 3531), Staff Sergeant: led a team of twelve drivers, inspected and maintained vehicles before every convoy, planned routes in Afghanistan and Okinawa. Licenses: Class A CDL with tanker endorsement, OSHA 30. Skills: route planning, fleet maintenance, team leadership, customer service.',
    answers: ['Yes, Class A with tanker endorsement', 'Yes'],
    status: 'shortlisted',
    pipelineStage: 'interview',
    employerRating: 5,
    employerNotes: 'Excellent safety record. Schedule a ride-along.',
  },
  {
    // The demo veteran's second application, still with the employer (My Applications shows both).
    name: 'Marcus Hale',
    email: 'demo.veteran@example.com',
    account: 'veteran',
    jobKey: 'dispatcher',
    appliedHoursAgo: 3,
    coverLetter: 'Ten years of planning convoy routes taught me to keep drivers moving and informed. I would bring that calm to your dispatch desk.',
    resume:
      'Marcus Hale, San Diego, CA. Marine Corps veteran (MOS 3531 Motor Vehicle Operator), Staff Sergeant: planned daily routes for twelve drivers, kept radio contact with every vehicle, rerouted around closures. Skills: route planning, radio communication, logistics, team leadership.',
    answers: [],
  },
  {
    name: 'Dana Whitfield',
    email: 'dana.whitfield@example.com',
    jobKey: 'driver',
    appliedHoursAgo: 30,
    coverLetter: 'I have driven box trucks for a moving company for two years and am working toward my Class A licence.',
    resume:
      'Dana Whitfield, Hayward, CA. Experience: 2022 - 2024, Bay Movers, Box Truck Driver: drove 26-foot trucks for local moves, lifted furniture and boxes all day, kept customers updated on arrival times. 2019 - 2022, Grocery Outlet, stocker and cashier: customer service, inventory, closing shifts. Licenses: Class B CDL, Class A permit in progress. Skills: customer service, safe lifting, time management.',
    answers: ['Not yet, I hold a Class B and a Class A permit', 'Yes'],
    status: 'reviewed',
    pipelineStage: 'screening',
    employerRating: 3,
  },
  {
    name: 'Jordan Ellis',
    email: 'demo.seeker@example.com',
    account: 'jobSeeker',
    jobKey: 'dispatcher',
    appliedHoursAgo: 8,
    coverLetter:
      'I have worked the line in a busy kitchen where every order is a deadline. I am calm on the phone, good with people and ready to learn dispatch.',
    resume:
      'Jordan Ellis, Oakland, CA. Experience: 2021 - 2024, Bayview Diner, Line Cook: handled 200 orders a shift, called tickets to the team, solved problems with guests and servers when orders changed. 2019 - 2021, Taqueria Sol, cashier: customer service at the counter and on the phone, took catering orders on the computer. Skills: customer service, clear communication, teamwork, point-of-sale systems, food safety certificate. Education: high school diploma.',
    answers: [],
    followUp: 'I wanted to let you know I am available to start right away and can come in for a shift trial.',
  },
  {
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    jobKey: 'warehouse',
    appliedHoursAgo: 50,
    coverLetter:
      'I have led receiving and shipping teams for seven years and cut our inventory variance in half. I would love to bring that to your Oakland center.',
    resume:
      'Priya Raman, Fremont, CA. Experience: 2017 - Present, Western Distribution, Warehouse Lead then Shift Supervisor: supervised a team of 15 on receiving and shipping docks, reduced inventory variance by 50%, trained new associates on forklift and dock safety. 2014 - 2017, Target Distribution Center, associate: picking, packing, forklift. Certifications: forklift operator, OSHA 10. Skills: WMS software, scheduling, coaching.',
    answers: ['Fifteen on my current shift'],
    status: 'reviewed',
    pipelineStage: 'screening',
    employerRating: 4,
  },
  {
    name: 'Luis Ortega',
    email: 'luis.ortega@example.com',
    jobKey: 'warehouse',
    appliedHoursAgo: 4,
    coverLetter: 'Hard worker looking for a steady job.',
    resume:
      'Luis Ortega, San Leandro, CA. Experience: 2023 - 2024, QuickMart, night stocker: unloaded trucks, faced shelves, helped with price changes. 2022, landscaping crew member. Skills: reliable, punctual, physical work. Education: GED. I am looking for full-time work where I can learn and grow with a good team.',
    answers: ['None yet, but I have trained new stockers'],
  },
];

/** The demo employer's interviews: upcoming ones (a bookable weekday from now) and a past one. */
export interface DemoInterview {
  readonly applicantName: DemoApplicant['name'];
  readonly jobKey: DemoApplicant['jobKey'];
  /** An upcoming interview's day: the n-th bookable weekday from today. */
  readonly bookableDay?: number;
  /** A past interview's day: this many days ago. */
  readonly daysAgo?: number;
  readonly time: string;
  readonly duration: 15 | 30 | 45 | 60 | 90;
  readonly interviewType: 'video' | 'phone' | 'in_person';
  readonly status: 'scheduled' | 'completed';
  readonly notes?: string;
  readonly feedback?: string;
  readonly rating?: number;
}

export const demoInterviews: readonly DemoInterview[] = [
  {
    applicantName: 'Marcus Hale',
    jobKey: 'driver',
    bookableDay: 0,
    time: '10:00',
    duration: 45,
    interviewType: 'video',
    status: 'scheduled',
    notes: 'We will talk through your convoy experience and plan a ride-along.',
  },
  { applicantName: 'Jordan Ellis', jobKey: 'dispatcher', bookableDay: 2, time: '14:00', duration: 30, interviewType: 'phone', status: 'scheduled' },
  {
    applicantName: 'Dana Whitfield',
    jobKey: 'driver',
    daysAgo: 3,
    time: '11:00',
    duration: 30,
    interviewType: 'in_person',
    status: 'completed',
    feedback: 'Friendly and careful; needs the Class A before we can offer the route.',
    rating: 3,
  },
];
