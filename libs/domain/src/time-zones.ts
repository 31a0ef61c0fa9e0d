/** A time zone an employer can pick in Settings: an IANA id and how people name it. */
export interface UsTimeZone {
  id: string;
  label: string;
}

export const usTimeZones: readonly UsTimeZone[] = [
  { id: 'America/New_York', label: 'Eastern Time (ET)' },
  { id: 'America/Chicago', label: 'Central Time (CT)' },
  { id: 'America/Denver', label: 'Mountain Time (MT)' },
  { id: 'America/Phoenix', label: 'Arizona Time (MST, no daylight saving)' },
  { id: 'America/Los_Angeles', label: 'Pacific Time (PT)' },
  { id: 'America/Anchorage', label: 'Alaska Time (AKT)' },
  { id: 'Pacific/Honolulu', label: 'Hawaii Time (HST)' },
  { id: 'America/Puerto_Rico', label: 'Atlantic Time (AST): Puerto Rico, U.S. Virgin Islands' },
  { id: 'Pacific/Guam', label: 'Chamorro Time (ChST): Guam, Northern Mariana Islands' },
  { id: 'Pacific/Pago_Pago', label: 'Samoa Time (SST): American Samoa' },
];

export const fallbackTimeZone = 'America/New_York';

export const isUsTimeZone = (id: string): boolean => usTimeZones.some((zone) => zone.id === id);

/** The label of a zone of `usTimeZones`, else the id itself. */
export const timeZoneLabel = (id: string): string => usTimeZones.find((zone) => zone.id === id)?.label ?? id;

const eastern = 'America/New_York';
const central = 'America/Chicago';
const mountain = 'America/Denver';
const pacific = 'America/Los_Angeles';

/*
 * Each state's main zone, by where most of its people live. States split between two zones
 * (FL, IN, KY, MI, TN, ND, SD, NE, KS, TX, ID, OR) get the majority zone; an employer elsewhere
 * corrects it in Settings. Indiana is America/New_York rather than America/Indiana/Indianapolis:
 * the same clock since 2007, and one Settings offers.
 */
const zoneByState: Record<string, { name: string; zone: string }> = {
  AL: { name: 'Alabama', zone: central },
  AK: { name: 'Alaska', zone: 'America/Anchorage' },
  AZ: { name: 'Arizona', zone: 'America/Phoenix' },
  AR: { name: 'Arkansas', zone: central },
  CA: { name: 'California', zone: pacific },
  CO: { name: 'Colorado', zone: mountain },
  CT: { name: 'Connecticut', zone: eastern },
  DE: { name: 'Delaware', zone: eastern },
  DC: { name: 'District of Columbia', zone: eastern },
  FL: { name: 'Florida', zone: eastern },
  GA: { name: 'Georgia', zone: eastern },
  HI: { name: 'Hawaii', zone: 'Pacific/Honolulu' },
  ID: { name: 'Idaho', zone: mountain },
  IL: { name: 'Illinois', zone: central },
  IN: { name: 'Indiana', zone: eastern },
  IA: { name: 'Iowa', zone: central },
  KS: { name: 'Kansas', zone: central },
  KY: { name: 'Kentucky', zone: eastern },
  LA: { name: 'Louisiana', zone: central },
  ME: { name: 'Maine', zone: eastern },
  MD: { name: 'Maryland', zone: eastern },
  MA: { name: 'Massachusetts', zone: eastern },
  MI: { name: 'Michigan', zone: eastern },
  MN: { name: 'Minnesota', zone: central },
  MS: { name: 'Mississippi', zone: central },
  MO: { name: 'Missouri', zone: central },
  MT: { name: 'Montana', zone: mountain },
  NE: { name: 'Nebraska', zone: central },
  NV: { name: 'Nevada', zone: pacific },
  NH: { name: 'New Hampshire', zone: eastern },
  NJ: { name: 'New Jersey', zone: eastern },
  NM: { name: 'New Mexico', zone: mountain },
  NY: { name: 'New York', zone: eastern },
  NC: { name: 'North Carolina', zone: eastern },
  ND: { name: 'North Dakota', zone: central },
  OH: { name: 'Ohio', zone: eastern },
  OK: { name: 'Oklahoma', zone: central },
  OR: { name: 'Oregon', zone: pacific },
  PA: { name: 'Pennsylvania', zone: eastern },
  RI: { name: 'Rhode Island', zone: eastern },
  SC: { name: 'South Carolina', zone: eastern },
  SD: { name: 'South Dakota', zone: central },
  TN: { name: 'Tennessee', zone: central },
  TX: { name: 'Texas', zone: central },
  UT: { name: 'Utah', zone: mountain },
  VT: { name: 'Vermont', zone: eastern },
  VA: { name: 'Virginia', zone: eastern },
  WA: { name: 'Washington', zone: pacific },
  WV: { name: 'West Virginia', zone: eastern },
  WI: { name: 'Wisconsin', zone: central },
  WY: { name: 'Wyoming', zone: mountain },
  PR: { name: 'Puerto Rico', zone: 'America/Puerto_Rico' },
  // The Virgin Islands keep Atlantic Standard Time all year, as Puerto Rico does.
  VI: { name: 'U.S. Virgin Islands', zone: 'America/Puerto_Rico' },
  GU: { name: 'Guam', zone: 'Pacific/Guam' },
  MP: { name: 'Northern Mariana Islands', zone: 'Pacific/Guam' },
  AS: { name: 'American Samoa', zone: 'Pacific/Pago_Pago' },
};

// 'D.C.', ' texas ', 'NEW  YORK' all find their state.
const normalise = (value: string) => value.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

const zoneByKey = new Map<string, string>(
  Object.entries(zoneByState).flatMap(([code, { name, zone }]) => [
    [normalise(code), zone],
    [normalise(name), zone],
  ]),
);
zoneByKey.set(normalise('Virgin Islands'), 'America/Puerto_Rico');
zoneByKey.set(normalise('Washington DC'), eastern);

/**
 * The main time zone of a US state, DC or territory, by its postal code ('TX') or name
 * ('Texas', any case); 'America/New_York' when unknown or missing. Always one of `usTimeZones`.
 */
export const timeZoneForState = (stateCode: string | undefined): string =>
  (stateCode && zoneByKey.get(normalise(stateCode))) || fallbackTimeZone;
