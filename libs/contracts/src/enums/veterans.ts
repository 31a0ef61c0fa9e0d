/** Veterans: service and availability. */

export const militaryBranches = ['Army', 'Navy', 'Air Force', 'Marines', 'Coast Guard', 'Space Force'] as const;
export type MilitaryBranch = (typeof militaryBranches)[number];
export const securityClearances = ['None', 'Public Trust', 'Secret', 'Top Secret', 'TS/SCI'] as const;
export type SecurityClearance = (typeof securityClearances)[number];
export const veteranEducationLevels = [
  'High School',
  'Some College',
  'Associate',
  'Bachelor',
  'Master',
  'Doctorate',
] as const;
export type VeteranEducationLevel = (typeof veteranEducationLevels)[number];
export const availabilities = ['immediately', '2_weeks', '1_month', '3_months'] as const;
export type Availability = (typeof availabilities)[number];
