/**
 * Every demo role, one file per sector. The order is part of the demo data: the generator
 * draws from this list with a fixed seed, so reordering it changes every generated job.
 */
import { educationRoles } from './education';
import { everyEmployerRoles } from './every-employer';
import { financeRoles } from './finance';
import { governmentRoles } from './government';
import { healthcareRoles } from './healthcare';
import { hospitalityRoles } from './hospitality';
import { logisticsRoles } from './logistics';
import { manufacturingRoles } from './manufacturing';
import { retailRoles } from './retail';
import { technologyRoles } from './technology';
import { tradesRoles } from './trades';
import type { JobRole } from './job-role';

export type { JobRole, JobTemplate, RoleLevel } from './job-role';

export const jobRoles: readonly JobRole[] = [
  ...technologyRoles,
  ...healthcareRoles,
  ...logisticsRoles,
  ...tradesRoles,
  ...retailRoles,
  ...financeRoles,
  ...educationRoles,
  ...governmentRoles,
  ...hospitalityRoles,
  ...manufacturingRoles,
  ...everyEmployerRoles,
];
