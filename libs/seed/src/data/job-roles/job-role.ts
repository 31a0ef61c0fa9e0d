import type { ExperienceLevel, JobType, SalaryPeriod, SecurityClearance } from '@jobboard/contracts';
import type { Sector } from '../sectors';


/** One concrete demo job's content, as seed-demo-data.ts copies it onto a job. */
export interface JobTemplate {
  readonly title: string;
  readonly department: string;
  readonly type: JobType;
  readonly experience: ExperienceLevel;
  /** Whole dollars per salaryPeriod; either may be absent ("From", "Up to", "not specified"). */
  readonly salaryMin?: number;
  readonly salaryMax?: number;
  readonly salaryPeriod: SalaryPeriod;
  readonly description: string;
  readonly requirements: string[];
  readonly responsibilities: string[];
  readonly benefits: string[];
  readonly schedule: string;
  readonly screeningQuestions: string[];
  /** The clearance a candidate must hold; absent when none is required. */
  readonly clearanceRequired?: SecurityClearance;
}

/** One rung of a role: its own title, pay band and the experience it asks for. */
export interface RoleLevel {
  readonly experience: ExperienceLevel;
  readonly title: string;
  /** Whole dollars per period: the usual bottom and top of the posted range. */
  readonly pay: readonly [number, number];
  /** When this rung is paid differently from the role (e.g. a salaried supervisor of hourly staff). */
  readonly period?: SalaryPeriod;
  /** When this rung is hired differently from the role. Executives default to full-time. */
  readonly types?: readonly JobType[];
  /** The experience asked for; always the first requirement. */
  readonly asks: string;
  /** A duty only this rung has (leading people, owning a budget); listed first. */
  readonly leads?: string;
  /** Replace the role's lists where this rung's work is different in kind. */
  readonly requirements?: readonly string[];
  readonly responsibilities?: readonly string[];
}

/**
 * A family of demo jobs: the generator picks a rung, a type, a schedule and a few items of
 * each list, and fills {title}, {company} and {city} in the description.
 */
export interface JobRole {
  /** Companies of these sectors post this role. */
  readonly sectors: readonly Sector[];
  readonly department: string;
  readonly period: SalaryPeriod;
  /** Repeats weight the draw: ['full-time', 'full-time', 'remote'] is two-thirds full-time. */
  readonly types: readonly JobType[];
  /** Roles that fair-chance employers typically fill (warehouse, trades, kitchens, driving...). */
  readonly secondChance: boolean;
  /** How often the role is drawn relative to others (default 1): high-volume roles hire more. */
  readonly weight?: number;
  readonly levels: readonly RoleLevel[];
  /** Two or three sentences each. */
  readonly descriptions: readonly string[];
  readonly requirements: readonly string[];
  readonly responsibilities: readonly string[];
  readonly benefits: readonly string[];
  readonly schedules: readonly string[];
  readonly screeningQuestions: readonly string[];
  /**
   * The clearances this role's postings may require when a government contractor (sector
   * 'defense') posts them, drawn evenly: repeats weight the draw, and 'None' leaves some open.
   */
  readonly clearances?: readonly SecurityClearance[];
}
