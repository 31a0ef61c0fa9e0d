import { militaryBranches } from '@jobboard/contracts';
import {
  crosswalkCodeCounts,
  lookupMilitaryOccupation,
  militaryCodesIn,
  militaryOccupations,
  normaliseMilitaryCode,
  validateCrosswalk,
} from './index';

const codesIn = (text: string, branch?: Parameters<typeof militaryCodesIn>[1]) =>
  militaryCodesIn(text, branch).map((entry) => `${entry.branches.join('/')} ${entry.code}`);

describe('the crosswalk data', () => {
  it('is sound: codes normalised and unique per branch, titles and terms filled in', () => {
    expect(validateCrosswalk()).toEqual([]);
  });

  it('covers at least 150 codes across all six branches', () => {
    const counts = crosswalkCodeCounts();
    expect(new Set(militaryOccupations.map((entry) => entry.code)).size).toBeGreaterThanOrEqual(150);
    for (const branch of militaryBranches) expect(counts[branch]).toBeGreaterThanOrEqual(5);
  });

  it('reports what is wrong with bad data', () => {
    const bad = [
      { code: '88M10', branches: ['Army'] as const, title: 'Motor Transport Operator', civilianTitles: ['Truck Driver'], searchTerms: ['Truck Driver'] },
      { code: 'IT', branches: ['Army'] as const, title: '', civilianTitles: [], searchTerms: ['specialist'], onetSoc: '15-1244' },
      { code: '0311', branches: ['Marines'] as const, title: 'Rifleman', civilianTitles: ['Security Officer'], searchTerms: ['security officer'] },
      { code: '0311', branches: ['Marines'] as const, title: 'Rifleman', civilianTitles: ['Security Officer'], searchTerms: ['security officer'] },
    ];
    expect(validateCrosswalk(bad)).toEqual([
      'Army 88M10: code is not normalised',
      'Army 88M10: not a Army code shape',
      'Army 88M10: search term "Truck Driver" is not trimmed lower-case text',
      'Army IT: not a Army code shape',
      'Army IT: title missing or untrimmed',
      'Army IT: no civilian titles',
      'Army IT: search term "specialist" is too generic',
      'Army IT: O*NET-SOC code 15-1244 is malformed',
      'Marines 0311: code repeated in the Marines',
    ]);
  });
});

describe('normalising a military code', () => {
  it.each([
    ['88M', undefined, '88M'],
    ['88m10', undefined, '88M'],
    ['88M 30', undefined, '88M'],
    ['88M-1O', undefined, '88M'],
    ['MOS 68W', 'Army', '68W'],
    ['Army MOS: 25B', undefined, '25B'],
    ['0311', undefined, '0311'],
    ['USMC 3531', undefined, '3531'],
    ['311', 'Marines', '0311'],
    ['IT2', undefined, 'IT'],
    ['ITC', 'Navy', 'IT'],
    ['ITCS', undefined, 'IT'],
    ['HMCM', undefined, 'HM'],
    ['rating: bm3', 'Coast Guard', 'BM'],
    ['CSCS', undefined, 'CS'],
    ['CM1', 'Navy', 'CM'],
    ['ITSN', undefined, 'IT'],
    ['ABHAN', undefined, 'ABH'],
    ['3D0X2', undefined, '3D0X2'],
    ['3D052', undefined, '3D0X2'],
    ['3d032', 'Air Force', '3D0X2'],
    ['AFSC 2T1X1', undefined, '2T1X1'],
    ['1N4X1A', undefined, '1N4X1'],
    ['17S3', 'Space Force', '17S'],
    ['5C051', 'Space Force', '5C0X1'],
  ] as const)('reads %s (branch %s) as %s', (input, branch, expected) => {
    expect(normaliseMilitaryCode(input, branch)).toBe(expected);
  });

  it('says nothing for what cannot be a code', () => {
    expect(['', 'MOS', 'Motor Transport Operator', '5', '$55,000', '311'].map((text) => normaliseMilitaryCode(text))).toEqual(
      Array(6).fill(undefined),
    );
  });
});

describe('looking up a military occupation', () => {
  it.each([
    ['Army', '88M10', 'Motor Transport Operator'],
    ['Army', 'MOS 25B', 'Information Technology Specialist'],
    ['Army', '68W 20', 'Combat Medic Specialist'],
    ['Marines', '0311', 'Rifleman'],
    ['Marines', 'MOS 3531', 'Motor Vehicle Operator'],
    ['Navy', 'IT2', 'Information Systems Technician'],
    ['Navy', 'HMC', 'Hospital Corpsman'],
    ['Navy', 'rating YN1', 'Yeoman'],
    ['Coast Guard', 'MK3', 'Machinery Technician'],
    ['Coast Guard', 'HS2', 'Health Services Technician'],
    ['Air Force', 'AFSC 3D052', 'Cyber Systems Operations'],
    ['Air Force', '4N0X1', 'Aerospace Medical Service'],
    ['Air Force', '3P031', 'Security Forces'],
    ['Space Force', '5C0X1', 'Cyber Operations'],
    ['Space Force', '1C651', 'Space Systems Operations'],
    ['Space Force', '17S', 'Cyberspace Effects Operations Officer'],
  ] as const)('finds the %s code %s: %s', (branch, code, title) => {
    expect(lookupMilitaryOccupation(code, branch)?.title).toBe(title);
  });

  it('lets the branch pick between codes two branches share', () => {
    const navy = lookupMilitaryOccupation('BM', 'Navy');
    const coastGuard = lookupMilitaryOccupation('BMC', 'Coast Guard');
    expect([navy?.branches, coastGuard?.branches]).toEqual([['Navy'], ['Coast Guard']]);
    expect(coastGuard?.civilianTitles).toContain('Boat Captain');
    expect(lookupMilitaryOccupation('BM')?.branches).toEqual(['Navy']);
  });

  it('finds a code of another branch only where it cannot mean something else', () => {
    expect(lookupMilitaryOccupation('3D0X2', 'Army')?.branches).toEqual(['Air Force']);
    expect(lookupMilitaryOccupation('88M', 'Marines')?.code).toBe('88M');
    expect(lookupMilitaryOccupation('3D1X1', 'Space Force')?.title).toBe('Client Systems');
    expect(lookupMilitaryOccupation('11M', 'Army')).toBeUndefined();
    expect(lookupMilitaryOccupation('MA', 'Coast Guard')).toBeUndefined();
  });

  it('finds nothing for unknown codes', () => {
    expect([lookupMilitaryOccupation('99Z'), lookupMilitaryOccupation('ZZ1'), lookupMilitaryOccupation('hello')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('military codes in free text', () => {
  it.each([
    ['IT specialist 25B', ['Army 25B']],
    ['AFSC 3D0X2', ['Air Force 3D0X2']],
    ['88M', ['Army 88M']],
    ['former 88m10 looking for cdl work', ['Army 88M']],
    ['Navy IT2, then 3D052 in the Air Force', ['Navy IT', 'Air Force 3D0X2']],
    ['USMC 3531', ['Marines 3531']],
    ['0311 rifleman', ['Marines 0311']],
    ['3531', ['Marines 3531']],
    ['Coast Guard BM', ['Coast Guard BM']],
    ['rating BM', ['Navy BM', 'Coast Guard BM']],
    ['HM3 corpsman', ['Navy HM']],
  ])('finds the codes in "%s"', (text, expected) => {
    expect(codesIn(text)).toEqual(expected);
  });

  it.each([
    '5 years of experience',
    'Hiring in 2024 for 2025',
    'IT support',
    'IT help desk, MA required, CS degree',
    '1371 employees at 3531 Main Street',
    '10K bonus, 401K match, 24x7 on call',
    'Navy blue uniform',
  ])('finds no code in "%s"', (text) => {
    expect(codesIn(text)).toEqual([]);
  });

  it('uses the given branch for codes two branches share', () => {
    expect(codesIn('rating BM', 'Coast Guard')).toEqual(['Coast Guard BM']);
  });
});
