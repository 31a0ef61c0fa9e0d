import { securityClearances, type SecurityClearance } from '@jobboard/contracts';

/** A clearance's place in `securityClearances`, lowest first; none stated counts as None (0). */
export const clearanceRank = (clearance?: SecurityClearance | null): number =>
  clearance ? Math.max(0, securityClearances.indexOf(clearance)) : 0;

/**
 * Whether someone holding `held` meets a job's `required` clearance: a higher clearance meets a
 * lower requirement; no requirement (or None) is met by anyone; no clearance held counts as None.
 */
export const holdsClearance = (
  held: SecurityClearance | null | undefined,
  required: SecurityClearance | null | undefined,
): boolean => clearanceRank(held) >= clearanceRank(required);
