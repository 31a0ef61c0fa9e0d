import { similarPlaceNames } from './place-names';
import {
  boundingBox,
  defaultJobSort,
  defaultSearchRadiusMiles,
  escapeRegex,
  greatCircleMiles,
  isDistanceWorthShowing,
  isRemoteJob,
  isWithinReach,
  roundMiles,
  salaryBandMatches,
  searchRadiusOf,
  searchScopeOf,
  searchTerms,
  yearlySalaryRange,
} from './job-search';

const sanFrancisco = { latitude: 37.7749, longitude: -122.4194 };
const losAngeles = { latitude: 34.0522, longitude: -118.2437 };
/** One degree of latitude, in miles, on the mean Earth radius. */
const mileOfLatitude = 1 / 69.0933;

describe('great-circle distance', () => {
  it('measures real distances in miles', () => {
    expect(greatCircleMiles(sanFrancisco, losAngeles)).toBeCloseTo(347.4, 0);
    expect(greatCircleMiles(losAngeles, sanFrancisco)).toBeCloseTo(greatCircleMiles(sanFrancisco, losAngeles), 9);
    expect(greatCircleMiles(sanFrancisco, sanFrancisco)).toBe(0);
  });

  it('measures a degree of latitude as about 69 miles', () => {
    const north = { latitude: sanFrancisco.latitude + 20 * mileOfLatitude, longitude: sanFrancisco.longitude };
    expect(greatCircleMiles(sanFrancisco, north)).toBeCloseTo(20, 3);
  });

  it('rounds distances for cards to one decimal', () => {
    expect([roundMiles(4.96), roundMiles(20.04), roundMiles(0.04)]).toEqual([5, 20, 0]);
  });

  it('says a distance from the searched place only once it rounds to a mile', () => {
    expect([0, 0.04, 0.4, 0.49].map(isDistanceWorthShowing)).toEqual([false, false, false, false]);
    expect([0.5, 1, 8.3, 42].map(isDistanceWorthShowing)).toEqual([true, true, true, true]);
  });
});

describe('the bounding box of a search circle', () => {
  const within = (box: ReturnType<typeof boundingBox>, point: { latitude: number; longitude: number }) =>
    point.latitude >= box.minLatitude &&
    point.latitude <= box.maxLatitude &&
    (!box.longitude || (point.longitude >= box.longitude.min && point.longitude <= box.longitude.max));

  it('holds every point of the circle, in every direction', () => {
    const box = boundingBox(sanFrancisco, 25);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // Walk 24.9 miles along each bearing on the sphere.
      const angle = 24.9 / 3958.8;
      const lat1 = (sanFrancisco.latitude * Math.PI) / 180;
      const lon1 = (sanFrancisco.longitude * Math.PI) / 180;
      const theta = (bearing * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(theta));
      const lon2 = lon1 + Math.atan2(Math.sin(theta) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
      expect(within(box, { latitude: (lat2 * 180) / Math.PI, longitude: (lon2 * 180) / Math.PI })).toBe(true);
    }
  });

  it('leaves out points well beyond the radius', () => {
    const box = boundingBox(sanFrancisco, 25);
    const north = { latitude: sanFrancisco.latitude + 26 * mileOfLatitude, longitude: sanFrancisco.longitude };
    expect(within(box, north)).toBe(false);
    expect(within(box, { latitude: sanFrancisco.latitude, longitude: sanFrancisco.longitude + 0.6 })).toBe(false);
    expect(within(box, losAngeles)).toBe(false);
  });

  it('narrows by latitude only where the box would cross the 180th meridian or a pole', () => {
    expect(boundingBox({ latitude: 52, longitude: 179.9 }, 50).longitude).toBeUndefined();
    expect(boundingBox({ latitude: 89.9, longitude: 0 }, 50)).toEqual({
      minLatitude: expect.any(Number),
      maxLatitude: 90,
    });
  });
});

describe('yearly salary ranges (hourly pay x 2080 hours)', () => {
  it('converts hourly pay to a yearly range', () => {
    expect(yearlySalaryRange({ salaryMin: 18, salaryMax: 22, salaryPeriod: 'hourly' })).toEqual({
      min: 37_440,
      max: 45_760,
    });
    expect(yearlySalaryRange({ salaryMin: 60_000, salaryMax: 80_000, salaryPeriod: 'yearly' })).toEqual({
      min: 60_000,
      max: 80_000,
    });
  });

  it('uses the one figure given as both ends, and has no range without a salary', () => {
    expect(yearlySalaryRange({ salaryMin: 50_000 })).toEqual({ min: 50_000, max: 50_000 });
    expect(yearlySalaryRange({ salaryMax: 30, salaryPeriod: 'hourly' })).toEqual({ min: 62_400, max: 62_400 });
    expect(yearlySalaryRange({ salaryMin: null, salaryMax: null })).toBeUndefined();
    expect(yearlySalaryRange({})).toBeUndefined();
  });
});

describe('salary bands', () => {
  it('match a job whose yearly range overlaps the band, ends included', () => {
    expect(salaryBandMatches({ min: 40_000, max: 60_000 }, '30000-50000')).toBe(true);
    expect(salaryBandMatches({ min: 40_000, max: 60_000 }, '50000-75000')).toBe(true);
    expect(salaryBandMatches({ min: 40_000, max: 60_000 }, '75000-100000')).toBe(false);
    expect(salaryBandMatches({ min: 40_000, max: 50_000 }, '50000-75000')).toBe(true);
    expect(salaryBandMatches({ min: 20_000, max: 29_999 }, '30000-50000')).toBe(false);
  });

  it('leave the top band open-ended', () => {
    expect(salaryBandMatches({ min: 90_000, max: 100_000 }, '100000+')).toBe(true);
    expect(salaryBandMatches({ min: 250_000, max: 300_000 }, '100000+')).toBe(true);
    expect(salaryBandMatches({ min: 90_000, max: 99_999 }, '100000+')).toBe(false);
  });

  it('never match a job without a salary, and "any" matches every job', () => {
    expect(salaryBandMatches(undefined, '30000-50000')).toBe(false);
    expect(salaryBandMatches(undefined, 'any')).toBe(true);
  });

  it('compare hourly pay by its yearly amount', () => {
    // $25/hr is $52,000 a year.
    const hourly = yearlySalaryRange({ salaryMin: 25, salaryMax: 25, salaryPeriod: 'hourly' });
    expect(salaryBandMatches(hourly, '50000-75000')).toBe(true);
    expect(salaryBandMatches(hourly, '30000-50000')).toBe(false);
  });
});

describe('keywords', () => {
  it('splits a search into lower-cased words without repeats', () => {
    expect(searchTerms('  Forklift   DRIVER forklift ')).toEqual(['forklift', 'driver']);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it('escapes user text so it matches literally inside a regular expression', () => {
    const hostile = 'c++ (senior) .* $ ^ [a] {2} | \\ ?';
    expect(new RegExp(escapeRegex(hostile)).test(`role: ${hostile}!`)).toBe(true);
    expect(new RegExp(`^${escapeRegex('a.c')}$`).test('abc')).toBe(false);
  });
});

describe('where a search looks', () => {
  it('reads an empty location, or a word for everywhere, as everywhere', () => {
    for (const location of [undefined, '', '   ', 'Anywhere', 'everywhere', 'USA', 'U.S.', 'United States']) {
      expect(searchScopeOf(location)).toEqual({ kind: 'everywhere' });
    }
  });

  it('reads "Remote" in any case (and work from home) as remote jobs only', () => {
    for (const location of ['Remote', 'remote', ' REMOTE ', 'Work from home', 'WFH']) expect(searchScopeOf(location)).toEqual({ kind: 'remote' });
  });

  it('reads anything else as a place, trimmed', () => {
    expect(searchScopeOf(' Austin, TX ')).toEqual({ kind: 'place', text: 'Austin, TX' });
    expect(searchScopeOf('Remoteville')).toEqual({ kind: 'place', text: 'Remoteville' });
  });

  it('calls a job remote by its type or by its location', () => {
    expect(isRemoteJob({ type: 'remote', location: 'Seattle, WA' })).toBe(true);
    expect(isRemoteJob({ type: 'full-time', location: 'Remote (US)' })).toBe(true);
    expect(isRemoteJob({ type: 'contract', location: 'Austin, TX' })).toBe(false);
  });

  it('keeps remote jobs within every radius, every job within any distance, and a placed job within its radius', () => {
    expect(searchRadiusOf(undefined)).toBe(defaultSearchRadiusMiles);
    expect(searchRadiusOf(50)).toBe(50);
    expect(searchRadiusOf('any')).toBeUndefined();
    expect(isWithinReach({ remote: true, miles: undefined }, 10)).toBe(true);
    expect(isWithinReach({ remote: true, miles: 2000 }, 10)).toBe(true);
    expect(isWithinReach({ remote: false, miles: undefined }, undefined)).toBe(true);
    expect(isWithinReach({ remote: false, miles: 2000 }, undefined)).toBe(true);
    expect(isWithinReach({ remote: false, miles: 10 }, 10)).toBe(true);
    expect(isWithinReach({ remote: false, miles: 10.1 }, 10)).toBe(false);
    expect(isWithinReach({ remote: false, miles: undefined }, 100)).toBe(false);
  });

  it('orders by best match with keywords, nearest first for a place at any distance, else newest', () => {
    expect(defaultJobSort({ q: 'nurse', location: 'Austin, TX', distance: 'any' })).toBe('relevant');
    expect(defaultJobSort({ location: 'Austin, TX', distance: 'any' })).toBe('distance');
    expect(defaultJobSort({ location: 'Austin, TX', distance: 25 })).toBe('recent');
    expect(defaultJobSort({ location: 'Remote', distance: 'any' })).toBe('recent');
    expect(defaultJobSort({ q: '  ' })).toBe('recent');
  });
});

describe('similarPlaceNames', () => {
  const places = [
    { name: 'san francisco', size: 60 },
    { name: 'san fernando', size: 3 },
    { name: 'austin', size: 50 },
    { name: 'dustin', size: 1 },
    { name: 'boston', size: 40 },
  ];

  it('offers the closest names first, the larger place first among equals', () => {
    expect(similarPlaceNames('san fransisco', places)).toEqual([places[0]]);
    expect(similarPlaceNames('austn', places).map((place) => place.name)).toEqual(['austin', 'dustin']);
    expect(similarPlaceNames('Bostn', places).map((place) => place.name)).toEqual(['boston']);
  });

  it('offers nothing for a name far from every place, or an empty one', () => {
    expect(similarPlaceNames('atlantis', places)).toEqual([]);
    expect(similarPlaceNames('', places)).toEqual([]);
  });

  it('offers at most the limit', () => {
    expect(similarPlaceNames('austn', places, 1)).toHaveLength(1);
  });
});
