// `zipcodes` has no types of its own; a reference (not an import) carries ours along to every
// program that compiles this file, including the platform and browser tests.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./zipcodes.d.ts" />
import { similarPlaceNames, type Coordinates } from '@jobboard/domain';

/** A place the search can measure from. */
export interface Place extends Coordinates {
  /** "Austin, TX", or "Austin, TX 78701" when a ZIP code was given. */
  label: string;
  city: string;
  /** The two-letter code. */
  state: string;
  /** Only when a ZIP code was given. */
  zipCode?: string;
}

interface CityEntry {
  city: string;
  state: string;
  latitudes: number[];
  longitudes: number[];
}

interface Gazetteer {
  byZip: Map<string, Place>;
  /** "austin|TX" -> the city. */
  byCityAndState: Map<string, Place & { zipCount: number }>;
  /** "austin" -> the city of that name with the most ZIP codes (Austin, TX rather than Austin, MN). */
  byCity: Map<string, Place & { zipCount: number }>;
  /** "TEXAS" and "TX" -> "TX". */
  states: Map<string, string>;
}

/** City names compared without case, punctuation or the usual abbreviations. */
const cityKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^st /, 'saint ')
    .replace(/^ft /, 'fort ')
    .replace(/^mt /, 'mount ');

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const build = async (): Promise<Gazetteer> => {
  // The package bundles every US ZIP code with its centre (about 5 MB): loaded on first use.
  const { codes, states: stateNames } = await import('zipcodes');
  const byZip = new Map<string, Place>();
  const cities = new Map<string, CityEntry>();
  for (const code of Object.values(codes)) {
    if (code.country !== 'US') continue;
    const { latitude, longitude } = code;
    byZip.set(code.zip, {
      label: `${code.city}, ${code.state} ${code.zip}`,
      city: code.city,
      state: code.state,
      zipCode: code.zip,
      latitude,
      longitude,
    });
    const key = `${cityKey(code.city)}|${code.state}`;
    const entry = cities.get(key) ?? { city: code.city, state: code.state, latitudes: [], longitudes: [] };
    entry.latitudes.push(code.latitude);
    entry.longitudes.push(code.longitude);
    cities.set(key, entry);
  }

  const byCityAndState = new Map<string, Place & { zipCount: number }>();
  const byCity = new Map<string, Place & { zipCount: number }>();
  for (const [key, entry] of cities) {
    // The median of a city's ZIP centres: outlying PO-box ZIPs cannot drag it away from the city.
    const place = {
      label: `${entry.city}, ${entry.state}`,
      city: entry.city,
      state: entry.state,
      latitude: median(entry.latitudes),
      longitude: median(entry.longitudes),
      zipCount: entry.latitudes.length,
    };
    byCityAndState.set(key, place);
    const name = key.split('|')[0];
    const known = byCity.get(name);
    if (!known || known.zipCount < place.zipCount) byCity.set(name, place);
  }

  const usStates = new Set([...cities.values()].map((entry) => entry.state));
  const states = new Map<string, string>();
  for (const state of usStates) states.set(state, state);
  for (const [name, abbreviation] of Object.entries(stateNames.full)) {
    if (usStates.has(abbreviation)) states.set(name.replace(/[^A-Z]+/g, ' ').trim(), abbreviation);
  }
  return { byZip, byCityAndState, byCity, states };
};

let loading: Promise<Gazetteer> | undefined;
const gazetteer = () => (loading ??= build());

const stripPlace = ({ label, city, state, zipCode, latitude, longitude }: Place): Place => ({
  label,
  city,
  state,
  ...(zipCode ? { zipCode } : {}),
  latitude,
  longitude,
});

/**
 * Finds a US place from what a person types: a ZIP code ("78701", "78701-1234", "Austin, TX
 * 78701"), a city and state ("Austin, TX", "austin tx", "Austin, Texas", "St. Louis MO"), or a
 * city alone (the one of that name with the most ZIP codes). Undefined when nothing matches.
 */
export const findPlace = async (text: string): Promise<Place | undefined> => {
  const { byZip, byCityAndState, byCity, states } = await gazetteer();

  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(text)?.[1];
  if (zip) {
    const place = byZip.get(zip);
    return place ? stripPlace(place) : undefined;
  }

  const words = text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return undefined;

  // The state is the last one to three words ("TX", "Texas", "North Carolina", "District of Columbia").
  for (let stateWords = Math.min(3, words.length - 1); stateWords >= 1; stateWords -= 1) {
    const state = states.get(words.slice(-stateWords).join(' '));
    if (!state) continue;
    const place = byCityAndState.get(`${cityKey(words.slice(0, -stateWords).join(' '))}|${state}`);
    if (place) return stripPlace(place);
  }
  const place = byCity.get(cityKey(words.join(' ')));
  return place ? stripPlace(place) : undefined;
};

/**
 * Known places whose city name is close to an unknown typed one ("San Fransisco, CA" -> "San
 * Francisco, CA"), as labels, up to `limit` (see similarPlaceNames). A state the text ends with,
 * when it is one, keeps the suggestions to that state.
 */
export const suggestPlaces = async (text: string, limit = 3): Promise<string[]> => {
  const { byCityAndState, states } = await gazetteer();
  const words = text
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let state: string | undefined;
  let cityWords = words;
  for (let stateWords = Math.min(3, words.length - 1); stateWords >= 1 && !state; stateWords -= 1) {
    state = states.get(words.slice(-stateWords).join(' '));
    if (state) cityWords = words.slice(0, -stateWords);
  }
  const typed = cityKey(cityWords.join(' '));
  const places = [...byCityAndState.entries()]
    .filter(([key]) => !state || key.endsWith(`|${state}`))
    .map(([key, place]) => ({ name: key.split('|')[0], size: place.zipCount, label: place.label }));
  return similarPlaceNames(typed, places, limit).map((place) => place.label);
};
