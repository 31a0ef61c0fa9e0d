import {
  scoreQualification,
  veteranBonus,
  veteranBonusPoints,
  type ApplicationToScore,
  type JobToScore,
  type QualificationResult,
} from './qualification-score';

/** A fixed "today", so "Present" and "Current" always mean June 2025. */
const now = new Date('2025-06-15T12:00:00.000Z');

/** Resume text as the server stores it: extracted from the file, lines kept, spaces collapsed within a line. */
const extracted = (text: string) =>
  text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\n ]*\n/g, '\n\n')
    .trim();

/** The three always-asked questions, after the job's own. */
const alwaysAsked = [
  'Have you ever worked with this company before?',
  'Do you have reliable transportation?',
  'You understand if you are not able to uphold the answers to the questions asked you could be released from your position',
];
const answered = (jobAnswers: string[], always: [string, string, string] = ['No', 'Yes', 'I understand']) => [
  ...jobAnswers.map((answer, index) => ({ question: `Job question ${index + 1}?`, answer })),
  ...alwaysAsked.map((question, index) => ({ question, answer: always[index] })),
];

const deliveryDriver: JobToScore = {
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
  ],
  description: 'Deliver food-service orders to restaurants on a regional route, Monday to Friday.',
};

const juniorDeveloper: JobToScore = {
  title: 'Junior Software Developer',
  experience: 'entry',
  requirements: [
    'Experience with JavaScript or TypeScript',
    'Familiarity with React',
    'Git version control',
    'Writing unit tests',
    "Bachelor's degree in Computer Science or related field",
    'SQL database experience',
    'Experience with AWS or cloud hosting',
  ],
};

const truckDriverVeteran = extracted(`
MARCUS JOHNSON
San Antonio, TX • (210) 555-0147 • marcus.johnson@example.com

SUMMARY
Army veteran and Class A CDL holder with a clean driving record and no accidents in over 9 years behind the wheel.
Reliable, safety-minded and used to early starts.

EXPERIENCE
Warehouse Lead, H-E-B Distribution Center, San Antonio, TX — 2021 – Present
• Supervise a crew of 12 on the night shift receiving and shipping 40 trailers a week
• OSHA-certified forklift operator; trained new hires on pallet jacks and reach trucks
• Cut loading errors by 30% with a simple dock checklist

Sysco, San Antonio, TX — 2015 – 2021
• Drove delivery trucks on a 250-mile regional route, 10 to 14 stops a day
• Loaded and unloaded up to 70 lb cases with a hand truck and lift gate
• Built friendly relationships with restaurant customers and handled returns and invoices

Motor Transport Operator (88M), U.S. Army — 2011 – 2015
• Drove and maintained 5-ton tactical vehicles in convoy operations at home and overseas

EDUCATION & CERTIFICATIONS
High school diploma, Roosevelt High School • Class A Commercial Driver's License • DOT medical card
`);

const lineCook = extracted(`
ROSA MARTINEZ
Houston, TX • rosa.martinez@example.com • (713) 555-0199

Line cook with four years in busy full-service kitchens. Bilingual in English and Spanish. ServSafe Food Handler certified.

EXPERIENCE
Line Cook, Pappasito's Cantina, Houston, TX — Mar 2022 – Present
• Work the grill and sauté stations on 300-cover weekend nights
• Prep proteins, sauces and salsas each morning from the chef's recipes
• Keep my station clean and sanitized to health code standards

Prep Cook, Luby's Cafeteria, Houston, TX — Jun 2020 – Feb 2022
• Received and put away weekly food deliveries, lifting cases up to 50 pounds
• Trained two new prep cooks on knife skills and food safety
• Greeted guests at the carving station and answered questions about allergens

EDUCATION
High school diploma, Houston ISD, 2019
`);

const juniorDeveloperResume = extracted(`
PRIYA PATEL
Austin, TX • priya.patel@example.com • github.com/priyapatel

Junior software developer who enjoys turning messy spreadsheets into small, reliable web apps.
Comfortable with TypeScript, React, Node.js and Git, and with writing tests before shipping.

EXPERIENCE
Software Developer Intern, Tandem Health, Austin, TX — 06/2023 - 12/2023
• Built a React dashboard that replaced a weekly Excel report for 40 clinic managers
• Wrote REST endpoints in Node.js and TypeScript backed by PostgreSQL
• Fixed 25 bugs from the support queue and added unit tests with Jest

Junior Developer, Brightline Apps (contract), Remote — 01/2024 - Present
• Maintain a Next.js storefront for a regional retailer and cut page load time by a third
• Review pull requests and pair with the senior engineer on accessibility fixes

Volunteer Tutor, Code2College — 2022 - 2023
• Taught Python basics to high school students every Saturday

EDUCATION
B.S. Computer Science, Texas State University, 2023
`);

/** What text extraction gives for a scanned image: a few stray marks, no words to read. */
const scannedResume = '%PDF-1.4 ÿØÿà JFIF 1 0 obj 612 792 Page 1 of 1';

const score = (job: JobToScore, application: ApplicationToScore): QualificationResult => scoreQualification(job, application, { now });

const factor = (result: QualificationResult, name: 'requirements' | 'title' | 'experience' | 'screening') =>
  result.explanation.factors.find((candidate) => candidate.name === name)!;

const evidenceOf = (result: QualificationResult, requirement: string) =>
  result.explanation.requirementsMet.find((met) => met.requirement === requirement)?.evidence;

/** A plain paragraph with no dates and no job words, to make a short test text readable. */
const padding =
  'I am a hard worker who shows up on time, listens carefully, and learns new routines quickly. ' +
  'Friends describe me as calm, patient and honest, and I take pride in doing a job properly the first time.';

const withText = (resumeText: string): ApplicationToScore => ({ resumeText: `${resumeText} ${padding}`, screening: [] });

describe('the qualification score against a Delivery Driver job', () => {
  const driver = score(deliveryDriver, { resumeText: truckDriverVeteran, screening: answered(['Yes', 'Yes']) });
  const cook = score(deliveryDriver, { resumeText: lineCook, screening: answered(['Yes', ''], ['No', 'No', 'I understand']) });
  const developer = score(deliveryDriver, { resumeText: juniorDeveloperResume, screening: answered(['No', 'No']) });

  it('ranks the CDL truck driver clearly above the line cook, and the line cook above the developer', () => {
    // Requirements dominate the score (one met is worth more than everything else together): the
    // driver meets 5 of 7, the cook 2 (lifting, Spanish), the developer none.
    expect(driver.qualificationScore).toBeGreaterThan(cook.qualificationScore! + 25);
    expect(cook.qualificationScore).toBeGreaterThan(developer.qualificationScore!);
    expect(developer.qualificationScore).toBeLessThan(10);
  });

  it("lists the truck driver's met requirements with evidence, and Spanish as missing", () => {
    expect(driver.explanation.readable).toBe(true);
    // Only a line that shows it meets a requirement: "restaurant customers" is no "customer service"
    // (the phrase is one thing, "customer" alone is not it).
    expect(driver.explanation.requirementsMet.map((met) => met.requirement)).toEqual([
      'Valid Class A CDL',
      '3+ years of commercial driving experience',
      'Clean driving record',
      'Ability to lift 50 lbs',
      'Forklift certification preferred',
    ]);
    expect(evidenceOf(driver, '3+ years of commercial driving experience')).toBe(
      'Army veteran and Class A CDL holder with a clean driving record and no accidents in over 9 years behind the wheel.',
    );
    expect(driver.explanation.requirementsMissing).toEqual(['Customer service skills', 'Bilingual in Spanish preferred']);
    expect(evidenceOf(driver, 'Valid Class A CDL')).toBe(
      'Army veteran and Class A CDL holder with a clean driving record and no accidents in over 9 years behind the wheel.',
    );
    expect(evidenceOf(driver, 'Clean driving record')).toContain('clean driving record');
    expect(evidenceOf(driver, 'Ability to lift 50 lbs')).toContain('Loaded and unloaded');
    expect(evidenceOf(driver, 'Forklift certification preferred')).toBe(
      'OSHA-certified forklift operator; trained new hires on pallet jacks and reach trucks',
    );
  });

  it("credits the line cook's guests, lifting and Spanish, and misses everything about driving", () => {
    expect(cook.explanation.requirementsMet).toEqual([
      {
        requirement: 'Ability to lift 50 lbs',
        evidence: 'Received and put away weekly food deliveries, lifting cases up to 50 pounds',
      },
      // Greeting guests is not shown as customer service: the phrase (or a call center, guest
      // services, customer support) must be written.
      { requirement: 'Bilingual in Spanish preferred', evidence: 'Bilingual in English and Spanish.' },
    ]);
    expect(cook.explanation.requirementsMissing).toEqual([
      'Valid Class A CDL',
      '3+ years of commercial driving experience',
      'Clean driving record',
      'Customer service skills',
      'Forklift certification preferred',
    ]);
  });

  it('explains every point in four factors that add up to the score', () => {
    expect(driver.explanation.factors).toEqual([
      // With 7 requirements one met is worth 100 / 7.75 points; partial requirements share a quarter of
      // one, title and experience a fifth each, screening a tenth: together less than one requirement.
      { name: 'requirements', label: 'Requirements met', points: 64, maxPoints: 93, detail: '5 of 7 requirements met' },
      { name: 'title', label: 'Job title', points: 3, maxPoints: 3, detail: '2 of 2 title words found: Delivery, Driver' },
      {
        name: 'experience',
        label: 'Experience level',
        points: 3,
        maxPoints: 3,
        detail: 'About 15 years found; Mid level asks for 2+',
      },
      { name: 'screening', label: 'Screening questions', points: 1, maxPoints: 1, detail: '5 of 5 questions answered' },
    ]);
    for (const result of [driver, cook, developer]) {
      const sum = result.explanation.factors.reduce((total, each) => total + each.points, 0);
      expect(result.qualificationScore).toBe(sum);
    }
    expect(factor(cook, 'title').detail).toBe('1 of 2 title words found: Delivery');
    expect(factor(developer, 'title').detail).toBe("None of the title's words (Delivery, Driver) found");
    expect(driver.explanation.requirementsPartial).toBeUndefined();
  });

  it('gives the developer nothing for requirements they do not show', () => {
    expect(developer.explanation.requirementsMet).toEqual([]);
    expect(developer.explanation.requirementsMissing).toEqual(deliveryDriver.requirements);
    expect(factor(developer, 'requirements').points).toBe(0);
  });
});

describe('requirements met through stems and synonyms', () => {
  const job: JobToScore = {
    title: 'Delivery Driver',
    experience: 'entry',
    requirements: ['Commercial driving experience', 'Valid Class A CDL'],
  };

  it("a resume that drove commercially meets 'commercial driving experience', but driving is no CDL", () => {
    const line = 'Warehouse associate at a lumber yard, where I also did commercial truck driving for 6 years around the county.';
    const result = score(job, withText(line));
    expect(result.explanation.requirementsMet).toEqual([{ requirement: 'Commercial driving experience', evidence: line }]);
    // Before, the CDL shared a "driving" synonym group and was met by any driving: a licence needs the licence.
    expect(result.explanation.requirementsMissing).toEqual(['Valid Class A CDL']);
  });

  it("'commercial' alone is no driving: a commercial kitchen does not meet it", () => {
    const result = score(job, withText('Six years on the line in a busy commercial kitchen, mostly on the grill.'));
    expect(result.explanation.requirementsMissing).toEqual(['Commercial driving experience', 'Valid Class A CDL']);
  });

  it('fast-food words are not the job words they look like: a drive-thru is no driving, a health code no code', () => {
    const result = score(
      { title: 'Software Developer', experience: 'entry', requirements: ['Commercial driving experience', 'Writing code'] },
      withText('Took drive-thru orders and kept the grill up to health code on late-night shifts.'),
    );
    expect(result.explanation.requirementsMet).toEqual([]);
    expect(factor(result, 'title').detail).toBe("None of the title's words (Software, Developer) found");
  });

  it('a requirement of one or two key terms needs all of them', () => {
    const forklift = { ...job, requirements: ['Forklift certification preferred'] };
    expect(score(forklift, withText('I ran a forklift every day.')).explanation.requirementsMissing).toEqual(['Forklift certification preferred']);
    expect(score(forklift, withText('I am a certified forklift operator.')).explanation.requirementsMet).toHaveLength(1);
  });

  it('a longer requirement is met by 60% of its key terms', () => {
    // Key terms: degree (bachelor's), computer, science: two of three are enough.
    const result = score(juniorDeveloper, { resumeText: juniorDeveloperResume, screening: [] });
    expect(evidenceOf(result, "Bachelor's degree in Computer Science or related field")).toBe('B.S. Computer Science, Texas State University, 2023');
  });

  it('reads irregular verbs: led a crew meets supervising a team', () => {
    const lead = { ...job, requirements: ['Experience supervising a team'] };
    expect(evidenceOf(score(lead, withText('Led a crew of nine on the overnight shift.')), 'Experience supervising a team')).toBe(
      'Led a crew of nine on the overnight shift.',
    );
  });

  it('a requirement that is only a number of years is met by the years found, with the dates as evidence', () => {
    const years = { ...job, requirements: ['3+ years of experience', '10+ years of experience'] };
    const result = score(years, withText('Stocker, Target, 2019 - 2024.'));
    expect(result.explanation.requirementsMet).toEqual([{ requirement: '3+ years of experience', evidence: 'Stocker, Target, 2019 - 2024.' }]);
    expect(result.explanation.requirementsMissing).toEqual(['10+ years of experience']);
  });

  it('a job with no requirements gives full points for them', () => {
    const result = score({ ...job, requirements: [] }, withText('Drove for a moving company.'));
    expect(factor(result, 'requirements')).toMatchObject({ points: 60, detail: 'The job lists no requirements' });
  });

  it('keeps evidence short: a long run of text without punctuation gives a window around the words', () => {
    const run = Array.from({ length: 12 }, (_, index) => `shift ${index} stocked shelves and counted pallets`).join(' ');
    const result = score(
      { ...job, requirements: ['Answering phone calls'] },
      { resumeText: `${run} then helped customers find products and answered phone calls ${run}`, screening: [] },
    );
    const evidence = evidenceOf(result, 'Answering phone calls')!;
    expect(evidence.length).toBeLessThanOrEqual(160);
    expect(evidence).toMatch(/^….*answered phone calls.*…$/);
  });
});

describe('the experience factor', () => {
  const at = (level: JobToScore['experience'], text: string) =>
    factor(score({ title: 'Stocker', experience: level, requirements: [] }, withText(text)), 'experience');

  it('reads year ranges: 2015 - 2020 is 5 years', () => {
    expect(at('senior', 'Stocker, Walmart, 2015 - 2020.')).toMatchObject({
      points: 15,
      detail: 'About 5 years found; Senior level asks for 5+',
    });
  });

  it('reads month/year ranges: 03/2016 - 07/2021 is about 5 years', () => {
    expect(at('mid', 'Cashier, 03/2016 - 07/2021.').detail).toBe('About 5 years found; Mid level asks for 2+');
  });

  it('counts "Present" and "Current" up to now, and overlapping jobs once', () => {
    // 2018 to June 2025 is 7.5 years; the second job runs alongside the first.
    expect(at('executive', 'Cashier, Kroger, 2018–Present. Stocker, Walgreens, Jan 2019 – Current.')).toMatchObject({
      points: 11,
      detail: 'About 8 years found; Executive level asks for 10+',
    });
  });

  it('reads stated years when there are no dates', () => {
    expect(at('senior', 'I have twelve years of warehouse work behind me.').detail).toBe('About 12 years found; Senior level asks for 5+');
  });

  it('gives partial points below the level, none with no experience found', () => {
    expect(at('senior', 'Stocker, 2022 - 2024.')).toMatchObject({ points: 6, detail: 'About 2 years found; Senior level asks for 5+' });
    expect(at('mid', 'Looking for my first job.')).toMatchObject({
      points: 0,
      detail: 'No dates or years of experience found; Mid level asks for 2+',
    });
  });

  it('gives entry level full points always', () => {
    expect(at('entry', 'Looking for my first job.')).toMatchObject({
      points: 15,
      detail: 'No dates or years of experience found; Entry level asks for no minimum',
    });
  });
});

describe('the screening factor', () => {
  // A job without requirement lines: screening is worth its own 10 points (beside requirements it is a tenth of one).
  const screening = (answers: ApplicationToScore['screening']) =>
    factor(score({ ...deliveryDriver, requirements: [] }, { resumeText: lineCook, screening: answers }), 'screening');

  it('counts every answered question, a "No" as much as a "Yes"', () => {
    expect(screening(answered(['No', 'Yes, 4 years']))).toMatchObject({ points: 10, detail: '5 of 5 questions answered' });
  });

  it('does not count blank or one-letter answers', () => {
    expect(screening(answered(['', 'y']))).toMatchObject({ points: 6, detail: '3 of 5 questions answered' });
  });

  it("needs 'I understand' for the final acknowledgement", () => {
    expect(screening(answered(['Yes', 'Yes'], ['No', 'Yes', 'OK']))).toMatchObject({
      points: 8,
      detail: '4 of 5 questions answered; the final acknowledgement was not given',
    });
  });

  it('gives full points when no questions were asked', () => {
    expect(screening([])).toMatchObject({ points: 10, detail: 'No screening questions were asked' });
  });
});

describe('an unreadable resume', () => {
  it.each([
    ['a scanned image', scannedResume],
    ['an empty text', ''],
    ['no text at all', undefined],
  ])('%s has no score, meets nothing and says why', (_, resumeText) => {
    const result = score(deliveryDriver, { resumeText, screening: answered(['Yes', 'Yes']) });
    expect(result.qualificationScore).toBeUndefined();
    expect(result.explanation.readable).toBe(false);
    expect(result.explanation.requirementsMet).toEqual([]);
    expect(result.explanation.requirementsMissing).toEqual(deliveryDriver.requirements);
    expect(result.explanation.factors.map((each) => each.points)).toEqual([0, 0, 0, 0]);
    expect(result.explanation.factors[0].detail).toMatch(/could not be read.*text-based PDF or DOCX/);
  });

  it('a cover letter of real sentences is enough to score on', () => {
    const coverLetter =
      'I drove delivery trucks for a beverage distributor for five years and kept a clean driving record the whole time. ' +
      'I am comfortable lifting heavy cases all day, I enjoy talking with customers, and I would be glad to bring that to your team.';
    const result = score(deliveryDriver, { resumeText: scannedResume, coverLetter, screening: [] });
    expect(result.explanation.readable).toBe(true);
    expect(result.explanation.requirementsMet.map((met) => met.requirement)).toContain('Clean driving record');
    expect(result.qualificationScore).toBeGreaterThan(10);
  });
});

describe('the score as a number', () => {
  const cases: Array<[JobToScore, string]> = [
    [deliveryDriver, truckDriverVeteran],
    [deliveryDriver, lineCook],
    [deliveryDriver, juniorDeveloperResume],
    [juniorDeveloper, truckDriverVeteran],
    [juniorDeveloper, lineCook],
    [juniorDeveloper, juniorDeveloperResume],
  ];

  it('is always an integer from 0 to 100', () => {
    for (const [job, resumeText] of cases) {
      const { qualificationScore } = score(job, { resumeText, screening: answered(['Yes']) });
      expect(Number.isInteger(qualificationScore)).toBe(true);
      expect(qualificationScore).toBeGreaterThanOrEqual(0);
      expect(qualificationScore).toBeLessThanOrEqual(100);
    }
  });

  it('ranks the developer first for the developer job', () => {
    const [driverScore, cookScore, developerScore] = [truckDriverVeteran, lineCook, juniorDeveloperResume].map(
      (resumeText) => score(juniorDeveloper, { resumeText, screening: [] }).qualificationScore!,
    );
    expect(developerScore).toBeGreaterThan(Math.max(driverScore, cookScore) + 30);
  });

  it('reads any word, even the names of built-in properties', () => {
    const result = score(juniorDeveloper, withText('Wrote a constructor, a toString and a hasOwnProperty check in TypeScript.'));
    expect(evidenceOf(result, 'Experience with JavaScript or TypeScript')).toBe(
      'Wrote a constructor, a toString and a hasOwnProperty check in TypeScript.',
    );
  });

  it('is the same for the same input', () => {
    const application = { resumeText: truckDriverVeteran, coverLetter: 'I would love to drive for you.', screening: answered(['Yes']) };
    expect(score(deliveryDriver, application)).toEqual(score(deliveryDriver, application));
  });

  it('scores a two-page resume against 8 requirements well under 100 ms', () => {
    const twoPages = Array.from({ length: 6 }, () => truckDriverVeteran).join(' ');
    expect(twoPages.split(' ').length).toBeGreaterThan(1000);
    const job = { ...deliveryDriver, requirements: [...deliveryDriver.requirements, 'High school diploma or GED'] };
    score(job, { resumeText: twoPages, screening: [] });
    const started = performance.now();
    for (let round = 0; round < 10; round += 1) score(job, { resumeText: twoPages, screening: [] });
    expect((performance.now() - started) / 10).toBeLessThan(100);
  });
});

describe('the veteran bonus', () => {
  it('is 10 points for a registered veteran and nothing otherwise', () => {
    expect(veteranBonusPoints).toBe(10);
    expect(veteranBonus({ isVeteran: true })).toBe(10);
    expect(veteranBonus({ isVeteran: false })).toBe(0);
  });
});

describe('a short but real resume', () => {
  const icuNurse =
    'Jane Doe, RN\nICU staff nurse, Mercy Hospital, 2019 - 2024\nBLS and ACLS, American Heart Association\nCharted in Epic\nBSN, University of Iowa, 2018';
  const nurseJob: JobToScore = {
    title: 'ICU Registered Nurse',
    experience: 'mid',
    requirements: [
      'Active RN license',
      'Current BLS certification',
      'Experience with Epic or Cerner EHR',
      'CCRN certification',
      'Bilingual English/Spanish',
    ],
  };

  it('is scored (low when requirements are missing), not refused as unreadable', () => {
    expect(icuNurse.split(/\s+/).length).toBeLessThan(30);
    const result = score(nurseJob, { resumeText: icuNurse, screening: [] });
    expect(result.explanation.readable).toBe(true);
    expect(result.explanation.requirementsMet.map((met) => met.requirement)).toEqual([
      'Active RN license',
      'Current BLS certification',
      'Experience with Epic or Cerner EHR',
    ]);
    expect(result.explanation.requirementsMissing).toEqual(['CCRN certification', 'Bilingual English/Spanish']);
    const thin = score(nurseJob, { resumeText: 'Nursery school assistant, 2021 - present', screening: [] });
    expect(thin.explanation.readable).toBe(true);
    expect(thin.qualificationScore).toBeLessThan(10);
  });
});

describe('the order of candidates', () => {
  const job: JobToScore = {
    title: 'Warehouse Lead',
    experience: 'senior',
    requirements: ['Forklift certification', 'OSHA 10', 'Experience with a WMS', 'Clean driving record'],
  };

  it('puts one who meets strictly more requirements higher, whatever the title, years and screening', () => {
    // Two requirements, but no title words, no years and no screening answers.
    const more = score(job, { resumeText: 'Certified forklift operator\nOSHA 10 card', screening: answered(['', '']) });
    // One requirement, the full title, 12 years and every answer.
    const fewer = score(job, {
      resumeText: 'Warehouse lead, Acme Distribution, 2012 - 2024\nCertified forklift operator\nRan the Manhattan receiving dock',
      screening: answered(['Yes', 'Yes']),
    });
    expect(more.explanation.requirementsMet).toHaveLength(2);
    expect(fewer.explanation.requirementsMet).toHaveLength(1);
    expect(more.qualificationScore!).toBeGreaterThan(fewer.qualificationScore!);
  });

  it('gives partly shown requirements some points, less than met ones', () => {
    const partJob: JobToScore = { title: 'Dispatcher', experience: 'entry', requirements: ['Routing software and Excel'] };
    const none = score(partJob, { resumeText: 'Dispatcher at a bakery, 2020 - 2024', screening: [] });
    const partial = score(partJob, { resumeText: 'Dispatcher at a bakery, 2020 - 2024\nExcel (pivot tables, VLOOKUP)', screening: [] });
    const met = score(partJob, {
      resumeText: 'Dispatcher at a bakery, 2020 - 2024\nPlanned routes in Descartes and tracked stops in Excel',
      screening: [],
    });
    expect(partial.explanation.requirementsPartial).toEqual([
      { requirement: 'Routing software and Excel', evidence: 'Excel (pivot tables, VLOOKUP)' },
    ]);
    expect(partial.explanation.requirementsMissing).toEqual(['Routing software and Excel']);
    expect(factor(partial, 'requirements').points).toBeGreaterThan(factor(none, 'requirements').points);
    expect(factor(met, 'requirements').points).toBeGreaterThan(factor(partial, 'requirements').points);
  });
});
