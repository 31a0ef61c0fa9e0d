import type { ExperienceLevel, JobType } from '@jobboard/contracts';
import { seedCities } from './cities';
import { type SeedCompany, seedCompanies } from './companies';
import { type JobRole, jobRoles, type JobTemplate, type RoleLevel } from './job-roles';

/** One demo job as seed-demo-data.ts reads it: content, who posts it, where, and its age. */
export interface DemoJob {
  readonly template: JobTemplate;
  /** Index into seedCompanies. */
  readonly companyIndex: number;
  /** Index into seedCities. */
  readonly cityIndex: number;
  readonly secondChanceEmployer: boolean;
  readonly viewCount: number;
  /** 0-60, fractional, so posting times differ. */
  readonly postedDaysAgo: number;
}

/** mulberry32: a tiny 32-bit PRNG. A fixed seed gives every developer the same demo data. */
export const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const demoSeed = 20_260_101;
// Clearances are drawn from their own stream, so adding them moved none of the other demo data.
const clearanceSeedOffset = 0x5ec7;
const maxPostedDaysAgo = 60;

// How often each rung is drawn: most openings are entry and mid level, few are executive.
const levelWeights: Record<ExperienceLevel, number> = { entry: 3, mid: 3, senior: 2, executive: 1 };
// Bigger employers post more jobs (see pickCompany).
const sizeWeights: Record<SeedCompany['companySize'], number> = {
  '1-10': 1,
  '11-50': 1.5,
  '51-200': 2,
  '201-500': 2.5,
  '500+': 3,
};
const fairChanceNotes = [
  '{company} is a fair-chance employer: we consider qualified applicants with arrest and conviction records.',
  'We welcome applicants with past convictions and judge each person by who they are today.',
  'A record does not rule you out here; we care about what you bring to the job now.',
] as const;

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

const pickWeighted = <T>(random: Random, items: readonly T[], weightOf: (item: T) => number): T => {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let roll = random() * total;
  for (const item of items) {
    roll -= weightOf(item);
    if (roll < 0) return item;
  }
  return items[items.length - 1];
};

/** `count` distinct items, kept in the pool's order (lists read better in their written order). */
const pickSome = (random: Random, pool: readonly string[], count: number): string[] =>
  pool
    .map((item, index) => ({ item, index, key: random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, Math.min(count, pool.length))
    .sort((a, b) => a.index - b.index)
    .map(({ item }) => item);

/** 3 to 5 */
const listLength = (random: Random) => 3 + Math.floor(random() * 3);

// "an HVAC Service Technician", "an Online Tutor", but "a CNC Operator".
const indefiniteArticle = (title: string) => (/^(?:[AEIOU]|HR\b|HVAC\b)/.test(title) ? 'an' : 'a');

/** Fills {title}, {company} and {city}; the "a" before {title} follows the title. */
const fill = (text: string, values: { title: string; company: string; city: string }) =>
  text
    .replace(/\b([Aa]) \{title\}/g, (_, a: string) => {
      const article = indefiniteArticle(values.title);
      return `${a === 'A' ? article[0].toUpperCase() + article.slice(1) : article} {title}`;
    })
    .replaceAll('{title}', values.title)
    .replaceAll('{company}', values.company)
    .replaceAll('{city}', values.city);

/** A posted range around the rung's band: yearly to the nearest $1,000, hourly to the dollar. */
const salaryRange = (random: Random, level: RoleLevel, period: JobTemplate['salaryPeriod']) => {
  const [low, high] = level.pay;
  const nudge = (amount: number) =>
    period === 'yearly'
      ? Math.round((amount * (0.95 + random() * 0.1)) / 1000) * 1000
      : amount + Math.floor(random() * 3) - 1;
  const min = nudge(low);
  const max = Math.max(nudge(high), min + (period === 'yearly' ? 5000 : 2));
  // A few postings show only a minimum, only a maximum or no pay at all, as real ones do.
  const roll = random();
  if (roll < 0.05) return { salaryMin: min };
  if (roll < 0.09) return { salaryMax: max };
  if (roll < 0.13) return {};
  return { salaryMin: min, salaryMax: max };
};

const jobTypeFor = (random: Random, role: JobRole, level: RoleLevel, period: JobTemplate['salaryPeriod']): JobType => {
  const offered = level.types ?? (level.experience === 'executive' ? ['full-time'] : role.types);
  // Part-time pay is quoted by the hour.
  const types = period === 'yearly' ? offered.filter((type) => type !== 'part-time') : offered;
  return types.length > 0 ? pick(random, types) : 'full-time';
};

const screeningQuestionsFor = (random: Random, pool: readonly string[]) => {
  // Most postings ask nothing extra; some ask one to three questions of their own.
  const roll = random();
  const count = roll < 0.4 ? 0 : roll < 0.65 ? 1 : roll < 0.85 ? 2 : 3;
  return pickSome(random, pool, count);
};

/** The least busy fitting employer, relative to its size, so every company has openings. */
const pickCompany = (random: Random, role: JobRole, postedBy: number[]): number => {
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  seedCompanies.forEach((company, index) => {
    if (!role.sectors.includes(company.sector)) return;
    const score = (postedBy[index] + random() * 1.5) / sizeWeights[company.companySize];
    if (score < bestScore) {
      best = index;
      bestScore = score;
    }
  });
  if (best < 0) throw new Error(`No seed company posts ${role.department} jobs`);
  return best;
};

/** Mostly the company's home city; otherwise another office, often in the same state. */
const pickCity = (random: Random, company: SeedCompany): number => {
  if (random() < 0.7) return company.cityIndex;
  const home = seedCities[company.cityIndex];
  const sameState = seedCities.flatMap((city, index) =>
    city.state === home.state && index !== company.cityIndex ? [index] : [],
  );
  if (sameState.length > 0 && random() < 0.5) return pick(random, sameState);
  return Math.floor(random() * seedCities.length);
};

/** A defense contractor's posting of a cleared role may require a clearance; no one else's does. */
const clearanceFor = (random: Random, role: JobRole, company: SeedCompany): Pick<JobTemplate, 'clearanceRequired'> => {
  if (!role.clearances?.length || company.sector !== 'defense') return {};
  const clearance = pick(random, role.clearances);
  return clearance === 'None' ? {} : { clearanceRequired: clearance };
};

/** `count` realistic, reproducible demo jobs spread over the seed companies and cities. */
export const generateDemoJobs = (count: number, seed = demoSeed): DemoJob[] => {
  const random = mulberry32(seed);
  const clearanceRandom = mulberry32(seed + clearanceSeedOffset);
  const postedBy = seedCompanies.map(() => 0);
  const jobs: DemoJob[] = [];

  for (let n = 0; n < count; n++) {
    const role = pickWeighted(random, jobRoles, (r) => r.weight ?? 1);
    const level = pickWeighted(random, role.levels, (l) => levelWeights[l.experience]);
    const companyIndex = pickCompany(random, role, postedBy);
    postedBy[companyIndex] += 1;
    const company = seedCompanies[companyIndex];
    const cityIndex = pickCity(random, company);
    const secondChanceEmployer = role.secondChance && random() < (company.fairChance ? 0.7 : 0.15);

    const period = level.period ?? role.period;
    const values = { title: level.title, company: company.companyName, city: seedCities[cityIndex].city };
    const description = [
      fill(pick(random, role.descriptions), values),
      ...(secondChanceEmployer ? [fill(pick(random, fairChanceNotes), values)] : []),
    ].join(' ');
    const requirements = [level.asks, ...pickSome(random, level.requirements ?? role.requirements, listLength(random) - 1)];
    const responsibilityPool = level.responsibilities ?? role.responsibilities;
    const responsibilities = level.leads
      ? [level.leads, ...pickSome(random, responsibilityPool, listLength(random) - 1)]
      : pickSome(random, responsibilityPool, listLength(random));

    const template: JobTemplate = {
      title: level.title,
      department: role.department,
      type: jobTypeFor(random, role, level, period),
      experience: level.experience,
      ...salaryRange(random, level, period),
      salaryPeriod: period,
      description,
      requirements,
      responsibilities,
      benefits: pickSome(random, role.benefits, listLength(random)),
      schedule: pick(random, role.schedules),
      screeningQuestions: screeningQuestionsFor(random, role.screeningQuestions),
      ...clearanceFor(clearanceRandom, role, company),
    };

    const postedDaysAgo = random() * maxPostedDaysAgo;
    // Older postings have had more time to collect views.
    const viewCount = Math.round(postedDaysAgo * (3 + random() * 9) + random() * 30);
    jobs.push({ template, companyIndex, cityIndex, secondChanceEmployer, viewCount, postedDaysAgo });
  }
  return jobs;
};
