/**
 * `npm run bench:scoring [-- --applications 1000 --warmup 50]`: how long scoreQualification takes
 * for one application, as the server would run it on submit. Builds the applications from a few
 * realistic two-page resumes whose lines are shuffled deterministically (a seeded PRNG, so every
 * run scores the same texts), scores each against one of a few jobs of 8 requirements, times each
 * call with performance.now() after a short warm-up, and prints count, p50, p95, p99 and max in
 * ms with the words per resume. A script that prints figures, not a test.
 */
import { cpus, loadavg } from 'node:os';
import { scoreQualification, type ApplicationToScore, type JobToScore } from '@jobboard/domain';

const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
};

const applicationCount = Math.floor(option('applications', 1_000));
const warmupCount = Math.floor(option('warmup', 50));
/** A fixed "today", so "Present" means the same on every run. */
const now = new Date('2025-06-15T12:00:00.000Z');

// ---------------------------------------------------------------------------------------------
// Jobs and resumes
// ---------------------------------------------------------------------------------------------

const jobs: JobToScore[] = [
  {
    title: 'Delivery Driver',
    experience: 'mid',
    requirements: [
      'Valid Class A CDL',
      '3+ years of commercial driving experience',
      'Clean driving record',
      'Ability to lift 50 lbs',
      'Customer service skills',
      'Forklift certification preferred',
      'Bilingual in Spanish preferred',
      'High school diploma or GED',
    ],
  },
  {
    title: 'Line Cook',
    experience: 'entry',
    requirements: [
      '1+ years of line cook experience in a high-volume kitchen',
      'ServSafe Food Handler certification',
      'Knife skills and food prep',
      'Keep a clean and sanitary station',
      'Available nights, weekends and holidays',
      'Ability to stand for 8 hours and lift 40 lbs',
      'Team player who communicates well under pressure',
      'Bilingual English/Spanish a plus',
    ],
  },
  {
    title: 'Junior Software Developer',
    experience: 'mid',
    requirements: [
      'Experience with JavaScript or TypeScript',
      'Familiarity with React',
      'Git version control',
      'Writing unit tests',
      "Bachelor's degree in Computer Science or related field",
      'SQL database experience',
      'Experience with AWS or cloud hosting',
      'Strong written and verbal communication',
    ],
  },
];

/** Each resume as lines: a header kept first, the rest shuffled per application. */
const resumes: { name: string; header: string; lines: string[] }[] = [
  {
    name: 'CDL driver / warehouse lead',
    header: 'MARCUS JOHNSON San Antonio, TX • (210) 555-0147 • marcus.johnson@example.com • Army veteran',
    lines: [
      'SUMMARY Army veteran and Class A CDL holder with a clean driving record and no accidents in over 9 years behind the wheel of tractor-trailers, box trucks and tactical vehicles.',
      'Reliable, safety-minded and comfortable with early starts, long routes, tight delivery windows and changing dispatch plans on short notice.',
      'Known for calm communication with dispatchers, store managers and receiving clerks, and for leaving every dock cleaner than I found it.',
      'Warehouse Lead, H-E-B Distribution Center, San Antonio, TX — 2021 – Present',
      '• Supervise a crew of 12 on the night shift receiving and shipping about 40 trailers a week across three dock doors.',
      '• OSHA-certified forklift operator; trained 20 new hires on pallet jacks, reach trucks and order pickers in the first year.',
      '• Cut loading errors by 30% with a simple dock checklist that the day shift later adopted for the whole building.',
      '• Run cycle counts on high-value aisles and reconcile inventory discrepancies with the inventory control team every Friday.',
      '• Plan labor for peak season with the operations manager, balancing overtime with temporary staff from two agencies.',
      '• Lead the monthly safety walk, log near misses and follow up on every corrective action until it is closed.',
      '• Coach new leads on writing clear shift handoff notes so nothing is lost between the night and day crews.',
      'CDL-A Delivery Driver, Sysco, San Antonio, TX — 2015 – 2021',
      '• Drove delivery trucks on a 250-mile regional route with 10 to 14 restaurant stops a day, five days a week.',
      '• Loaded and unloaded up to 70 lb cases with a hand truck and lift gate, often up stairs and through narrow kitchens.',
      '• Built friendly relationships with restaurant customers, handled returns, credits and invoices, and collected payments.',
      '• Completed pre-trip and post-trip inspections and kept electronic logs in full compliance with DOT hours-of-service rules.',
      '• Delivered 99.6% of orders on time for three straight years and received the regional driver of the quarter award twice.',
      '• Trained four new drivers on the route, the customers and the quirks of each loading dock before they drove alone.',
      '• Reported vehicle defects promptly and worked with the shop to keep the truck out of service as little as possible.',
      'Motor Transport Operator (88M), U.S. Army — 2011 – 2015',
      '• Drove and maintained 5-ton tactical vehicles in convoy operations at home and overseas, day and night, in all weather.',
      '• Served as convoy team leader for a section of eight vehicles and sixteen soldiers during a nine-month deployment.',
      '• Performed preventive maintenance checks and services, recorded faults and coordinated repairs with the motor pool.',
      '• Secured mixed cargo loads including fuel, water, ammunition and equipment according to strict load plans.',
      '• Earned the Army Achievement Medal for accident-free driving over 40,000 miles in difficult terrain.',
      'SKILLS Class A CDL with tanker and doubles endorsements • HAZMAT endorsement • forklift, reach truck and pallet jack • route planning • DOT logs and ELD • load securement • basic vehicle maintenance • inventory counts • Microsoft Excel and WMS scanners',
      'EDUCATION & CERTIFICATIONS High school diploma, Roosevelt High School, San Antonio • Class A Commercial Driver’s License • DOT medical card • OSHA 10-hour general industry • First aid and CPR certified',
      'VOLUNTEER Drive a food bank truck one Saturday a month and help unload donations at the community pantry.',
      'Coach a youth flag football team in the spring and help organize the fall season for about sixty kids.',
      'REFERENCES Available on request from my current operations manager and my former Sysco route supervisor.',
    ],
  },
  {
    name: 'line cook',
    header: 'ROSA MARTINEZ Houston, TX • rosa.martinez@example.com • (713) 555-0199',
    lines: [
      'SUMMARY Line cook with four years in busy full-service kitchens, from a 300-cover Tex-Mex cantina to a cafeteria line.',
      'Bilingual in English and Spanish, ServSafe Food Handler certified, and happy on nights, weekends and holidays.',
      'I like a tight station, a clean ticket rail and a crew that talks to each other during the rush.',
      'Line Cook, Pappasito’s Cantina, Houston, TX — Mar 2022 – Present',
      '• Work the grill and sauté stations on 300-cover weekend nights, plating fajitas, enchiladas and seafood specials.',
      '• Prep proteins, sauces and salsas each morning from the chef’s recipes and label everything with dates and initials.',
      '• Keep my station clean and sanitized to health code standards; the kitchen passed every inspection while I was there.',
      '• Call back tickets with the expo and adjust fire times so tables of twelve get their food together and hot.',
      '• Train new line cooks on the grill station, portion sizes and the way our chef wants each plate to look.',
      '• Count walk-in inventory on Sundays and write the order list for the kitchen manager to approve.',
      '• Cover the fry and flat-top stations when we are short and help the dish crew when the line slows down.',
      'Prep Cook, Luby’s Cafeteria, Houston, TX — Jun 2020 – Feb 2022',
      '• Received and put away weekly food deliveries, lifting cases up to 50 pounds and rotating stock first in, first out.',
      '• Trained two new prep cooks on knife skills, food safety and the batch recipes for the steam table.',
      '• Greeted guests at the carving station and answered questions about allergens, portions and daily specials.',
      '• Prepared vegetables, salads and desserts for 600 guests a day and kept the cold table stocked through lunch.',
      '• Cleaned and sanitized the slicer, mixer and prep tables at close and logged cooler temperatures twice a shift.',
      '• Helped the manager cut food waste by a fifth by batching smaller pans during the slow afternoon hours.',
      'Crew Member, Whataburger, Houston, TX — 2018 – 2020',
      '• Worked the grill and fry stations on late-night shifts and took drive-thru orders when the front was busy.',
      '• Handled cash and card payments on the register and balanced the drawer at the end of each shift.',
      '• Kept the dining room, restrooms and lot clean and restocked condiments, cups and napkins throughout the night.',
      'SKILLS Knife skills • grill, sauté, fry and flat-top • food prep and batch cooking • ServSafe Food Handler • inventory and ordering • food safety and sanitation • Spanish and English • cash handling',
      'EDUCATION High school diploma, Houston ISD, 2018 • Culinary arts elective, two years',
      'I cook family meals for my church’s Sunday supper once a month and help plan the menu for holidays.',
      'REFERENCES Chef Daniel Ortiz, Pappasito’s Cantina, and kitchen manager Linda Brooks, Luby’s, on request.',
    ],
  },
  {
    name: 'junior developer',
    header: 'PRIYA PATEL Austin, TX • priya.patel@example.com • github.com/priyapatel • linkedin.com/in/priyapatel',
    lines: [
      'SUMMARY Junior software developer who enjoys turning messy spreadsheets into small, reliable web apps that people actually use.',
      'Comfortable with TypeScript, React, Node.js and Git, and with writing tests before shipping rather than after a bug report.',
      'I ask questions early, write things down and like pairing with people who know more than I do.',
      'Software Developer Intern, Tandem Health, Austin, TX — 06/2023 - 12/2023',
      '• Built a React dashboard that replaced a weekly Excel report for 40 clinic managers and saved each of them an hour.',
      '• Wrote REST endpoints in Node.js and TypeScript backed by PostgreSQL, with input validation and clear error messages.',
      '• Fixed 25 bugs from the support queue and added unit tests with Jest, raising coverage of the billing module to 80%.',
      '• Wrote SQL migrations and seed scripts and documented how to run them locally for the next intern.',
      '• Presented the dashboard at the company demo day and gathered feedback from nurses and front-desk staff.',
      'Junior Developer, Brightline Apps (contract), Remote — 01/2024 - Present',
      '• Maintain a Next.js storefront for a regional retailer and cut page load time by a third by lazy-loading images.',
      '• Review pull requests and pair with the senior engineer on accessibility fixes for keyboard and screen-reader users.',
      '• Set up GitHub Actions to run linting, type checks and tests on every pull request before merge.',
      '• Deployed preview environments on AWS with a small Terraform module and wrote the runbook for rolling back.',
      '• Talk with the client every week to turn their requests into small tickets with clear acceptance criteria.',
      'Volunteer Tutor, Code2College — 2022 - 2023',
      '• Taught Python basics to high school students every Saturday and helped them build their first web pages.',
      '• Wrote short exercises with automated checks so students could see right away whether their code worked.',
      'PROJECTS Budget buddy: a React and TypeScript app that imports bank CSV files and charts spending by category.',
      'Shelter finder: a Node.js API over a city open-data set, with a MongoDB cache and a tiny Vue front end.',
      'SKILLS TypeScript, JavaScript, React, Node.js, Express, Next.js, PostgreSQL, SQL, MongoDB, Jest, Git, GitHub Actions, AWS basics, HTML, CSS, accessibility',
      'EDUCATION B.S. Computer Science, Texas State University, 2023 • Coursework: data structures, databases, software engineering, operating systems',
      'Dean’s list four semesters; teaching assistant for the introductory programming course in my final year.',
    ],
  },
];

/** mulberry32: a small seeded PRNG, so the "random" shuffles are the same on every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const shuffled = <T>(items: readonly T[], random: () => number): T[] => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
};

/** Resume text as the server stores it after extraction: whitespace collapsed. */
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const wordCount = (text: string) => text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

const buildApplications = (count: number) => {
  const random = seeded(20250615);
  return Array.from({ length: count }, (_, index) => {
    const resume = resumes[index % resumes.length];
    const job = jobs[Math.floor(index / resumes.length) % jobs.length];
    // Two pages: the header, the lines in a new order, then a second page that restates a
    // random half to all of them in another order (as resumes that repeat duties per job do), so
    // the texts differ in order and length but stay realistic for what they contain.
    const body = shuffled(resume.lines, random);
    const pageTwo = shuffled(resume.lines, random).slice(0, Math.ceil(resume.lines.length * (0.5 + random() / 2)));
    const resumeText = collapse([resume.header, ...body, ...pageTwo].join('\n'));
    const application: ApplicationToScore = {
      resumeText,
      coverLetter: random() < 0.5 ? `I am applying for the ${job.title} position. ${body[0]}` : undefined,
      screening: [
        { question: 'How many years of experience do you have?', answer: random() < 0.9 ? 'About five years' : '' },
        { question: 'Have you ever worked with this company before?', answer: random() < 0.5 ? 'No' : 'Yes' },
        { question: 'Do you have reliable transportation?', answer: 'Yes' },
        { question: 'You understand if you are not able to uphold the answers...', answer: 'I understand' },
      ],
    };
    return { resume: resume.name, job, application, words: wordCount(resumeText) };
  });
};

// ---------------------------------------------------------------------------------------------

const percentile = (sorted: readonly number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
const ms = (value: number) => value.toFixed(3);
const pad = (text: string, width: number) => text.padEnd(width);

const main = () => {
  const applications = buildApplications(applicationCount);
  const loadBefore = loadavg();
  // Warm-up: let the JIT compile the scoring paths before anything is timed.
  for (let round = 0; round < warmupCount; round += 1) {
    const { job, application } = applications[round % applications.length];
    scoreQualification(job, application, { now });
  }
  const timings: { job: string; resume: string; ms: number; score?: number }[] = [];
  const started = performance.now();
  for (const { job, resume, application } of applications) {
    const before = performance.now();
    const result = scoreQualification(job, application, { now });
    timings.push({ job: job.title, resume, ms: performance.now() - before, score: result.qualificationScore });
  }
  const totalMs = performance.now() - started;
  const loadAfter = loadavg();

  const summarise = (name: string, rows: typeof timings) => {
    const sorted = rows.map((row) => row.ms).sort((a, b) => a - b);
    return [
      name,
      String(rows.length),
      ms(percentile(sorted, 0.5)),
      ms(percentile(sorted, 0.95)),
      ms(percentile(sorted, 0.99)),
      ms(sorted[sorted.length - 1] ?? 0),
    ];
  };
  const rows = [
    summarise('all', timings),
    ...jobs.map((job) => summarise(`job: ${job.title}`, timings.filter((row) => row.job === job.title))),
    ...resumes.map((resume) => summarise(`resume: ${resume.name}`, timings.filter((row) => row.resume === resume.name))),
  ];
  const headers = ['applications', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? pad(cell, widths[column]) : cell.padStart(widths[column]))).join('  ');

  const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  const words = applications.map((each) => each.words);
  const scores = timings.map((row) => row.score ?? 0);
  console.log('');
  console.log(`Machine: ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), Node ${process.version}`);
  console.log(
    `${applicationCount.toLocaleString('en-US')} applications against ${jobs.length} jobs of 8 requirements, ` +
      `after ${warmupCount} warm-up calls | all calls took ${totalMs.toFixed(0)} ms; ` +
      `load average (1/5/15 min) before ${loads(loadBefore)}, after ${loads(loadAfter)}`,
  );
  console.log(
    `Words per resume: min ${Math.min(...words)}, mean ${(words.reduce((sum, each) => sum + each, 0) / words.length).toFixed(0)}, ` +
      `max ${Math.max(...words)} | scores from ${Math.min(...scores)} to ${Math.max(...scores)}`,
  );
  console.log('');
  console.log(line(headers));
  for (const row of rows) console.log(line(row));
  console.log('');
};

main();
