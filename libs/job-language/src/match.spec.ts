import { matchRequirement, resumeLines, type Verdict } from './match';
import { parseRequirement } from './requirement';

const now = new Date('2025-06-15T12:00:00.000Z');
const verdict = (requirement: string, resume: string): Verdict => matchRequirement(requirement, resumeLines(resume, { now })).verdict;

describe('a requirement is met only with a line that shows it', () => {
  it.each<[string, string, Verdict]>([
    // RN is not LPN; Class A is not Class B, but any class is a CDL
    ['Active RN license', 'Registered Nurse, Texas Board of Nursing, license #845210', 'met'],
    ['Active RN license', 'Licensed Practical Nurse (LPN), Texas, 2019', 'missing'],
    ['Class A CDL', 'Class B CDL with passenger endorsement', 'missing'],
    ['Class A CDL', 'CDL-A with hazmat', 'met'],
    ['Class A CDL', "Commercial Driver's License, Class A, no restrictions", 'met'],
    ['CDL (any class)', 'Class B CDL', 'met'],
    // Java is not JavaScript; nursery is not nursing
    ['Java', 'JavaScript (React, Node.js)', 'missing'],
    ['JavaScript', 'Java 17, Spring Boot microservices', 'missing'],
    ['JavaScript', 'Built REST APIs in Node.js and Express', 'met'],
    ['Nursing experience', 'Nursery school assistant, Little Sprouts Preschool, 2019-2022', 'missing'],
    ['Nursing experience', 'Staff RN, long-term care, 2020-2023', 'met'],
    // "customer service" is a phrase
    ['Customer service experience', 'Built a customer database in Access for the sales team', 'missing'],
    ['Customer service experience', 'Call center agent handling 80 calls a day', 'met'],
    ['Customer service experience', 'Guest services at a hotel front desk', 'met'],
    ['Customer service experience', 'Customer support specialist for a SaaS company', 'met'],
    // OSHA levels
    ['OSHA 30', 'OSHA 10 card, 2021', 'missing'],
    ['OSHA 10', 'OSHA 30-Hour Construction, 2020', 'met'],
    // a lapsed, expected or studied-for credential is not held
    ['BLS certification', 'BLS, expired 2021', 'missing'],
    ['Active RN license', 'Nursing student, ADN program, expected graduation May 2025', 'missing'],
    ['Forklift certification', 'I ran a forklift every day', 'missing'],
    ['Forklift certification', 'Reach truck certified, Crown RR5700', 'met'],
    // someone else's role, a company's name
    ['Active RN license', 'Reported changes in vital signs to the RN supervisor', 'missing'],
    ['Experience with Epic or Cerner EHR', 'Event planner, Epic Events LLC, 2019-2021', 'missing'],
  ])('%s with "%s": %s', (requirement, line, expected) => {
    expect(verdict(requirement, line)).toBe(expected);
  });

  it('reads a line the file wrapped as one line, and keeps lines that start anew apart', () => {
    const wrapped = 'Skills: inventory control, forklift\ncertification, OSHA 30, team leadership';
    expect(verdict('Forklift certification', wrapped)).toBe('met');
    expect(verdict('Forklift certification', 'Forklift operator, 2019-2023\nCertification: CPR')).toBe('missing');
  });
});

describe('either/or and brackets', () => {
  it('is met by either alternative', () => {
    expect(verdict('Experience with Epic or Cerner EHR', 'Cerner PowerChart documentation, ICU')).toBe('met');
    expect(verdict('Experience with Epic or Cerner EHR', 'Charted in Epic for 3 years')).toBe('met');
    expect(verdict('Salesforce or Zendesk', 'Resolved 60+ Zendesk tickets daily')).toBe('met');
    expect(verdict('Salesforce or Zendesk', 'Freshdesk and HubSpot')).toBe('missing');
    expect(verdict('High school diploma or GED', 'GED, 2012')).toBe('met');
    expect(verdict('Familiarity with AWS, Azure or Google Cloud', 'Deployed services on Azure App Service')).toBe('met');
  });

  it('is met by a bracketed acronym or the words it stands for', () => {
    expect(verdict('Experience with electronic logging devices (ELD)', 'Kept hours on ELD (Samsara) for 3 years')).toBe('met');
    expect(verdict('Experience with electronic logging devices (ELD)', 'Logged hours of service with electronic logging devices')).toBe('met');
    // The generic case: letters that are the initials of the words before them.
    expect(verdict('Experience with quarterly business reviews (QBR)', 'Ran QBRs with 12 enterprise accounts')).toBe('missing');
    expect(verdict('Experience with quarterly business reviews (QBR)', 'Ran QBR meetings with 12 enterprise accounts')).toBe('met');
    expect(verdict('Experience with quarterly business reviews (QBR)', 'Led quarterly business reviews with clients')).toBe('met');
  });

  it('reads named examples in brackets and after "such as" as alternatives', () => {
    expect(verdict('SQL and a BI tool (Tableau, Power BI or Looker)', 'Built Power BI dashboards on SQL Server views')).toBe('met');
    expect(verdict('Experience with a CRM or help desk tool such as Salesforce or Zendesk', 'Salesforce Service Cloud case management')).toBe('met');
  });

  it('drops a lower-case note in brackets and the qualifiers', () => {
    const parsed = parseRequirement('Active RN license (state or multistate compact)');
    expect(parsed.parts.map((part) => part.alternatives.map((alternative) => alternative.needs.map((need) => need.key)))).toEqual([[['@rn']]]);
    expect(
      parseRequirement('Strong, proven, verifiable forklift experience preferred').parts[0].alternatives[0].needs.map((need) => need.key),
    ).toEqual(['@forklift']);
  });

  it('does not take a claim for evidence', () => {
    expect(verdict('Strong communication skills', 'Excellent communication skills')).toBe('missing');
  });
});

describe('degrees', () => {
  it('orders the levels: a higher one meets a lower one, not the other way', () => {
    expect(verdict("Bachelor's degree", "Master's degree in Finance")).toBe('met');
    expect(verdict("Bachelor's degree", 'Associate degree in Business')).toBe('missing');
    expect(verdict('High school diploma or GED', 'A.A.S. Welding Technology, 2018')).toBe('met');
    expect(verdict('High school diploma or GED', 'Lamar High School, class of 2026 (current junior)')).toBe('missing');
  });

  it('needs the level and the field; the level alone is partial', () => {
    expect(verdict("Bachelor's in Computer Science", 'B.S. Computer Science, 2018')).toBe('met');
    expect(verdict("Bachelor's in Computer Science", 'M.S. in Computer Science, Georgia Tech')).toBe('met');
    expect(verdict("Bachelor's in Computer Science", 'B.A. in History, 2015')).toBe('partial');
    expect(verdict("Bachelor's in Computer Science", 'Associate degree in Computer Science')).toBe('missing');
    expect(verdict("Bachelor's degree in accounting or finance", 'B.S. Finance, 2020')).toBe('met');
  });
});

describe('parts, years and numbers', () => {
  it('shows one part of an "and" requirement as partial', () => {
    expect(verdict('Routing software and Excel', 'Excel (pivot tables, VLOOKUP)')).toBe('partial');
    expect(verdict('Routing software and Excel', 'Planned daily routes in Descartes and tracked stops in Excel')).toBe('met');
    expect(verdict('BLS and ACLS certification', 'BLS (AHA)\nACLS, current')).toBe('met');
  });

  it('needs the years of "2+ years of X" on the lines that show X, or under their dated heading', () => {
    expect(verdict('2+ years of customer service experience', 'Call center agent, Comcast, 2020-2023')).toBe('met');
    expect(verdict('2+ years of customer service experience', 'Customer Service Representative, Verizon, 03/2022 - 01/2023')).toBe('missing');
    expect(verdict('2+ years of customer service experience', 'Customer service skills')).toBe('partial');
    expect(
      verdict('2+ years of acute care nursing experience', 'Staff RN, Memorial Hospital, 2017 - 2021\n- Telemetry unit nurse, 5 patients a shift'),
    ).toBe('met');
    expect(verdict('3+ years of experience', 'Stocker, Target, 2019 - 2024')).toBe('met');
  });

  it('compares numbers: typing speed, weights', () => {
    expect(verdict('Typing at 35+ words per minute', 'Typing 55 WPM (tested)')).toBe('met');
    expect(verdict('Typing at 35+ words per minute', 'Typing 28 WPM')).toBe('missing');
    expect(verdict('Ability to lift 50 lbs', 'Loaded and unloaded up to 70 lb cases')).toBe('met');
  });

  it('keeps lines apart: words on two lines are no evidence together', () => {
    expect(verdict('Forklift certification', 'Forklift\nCertified nursing assistant')).toBe('missing');
  });
});
