import { type ResolvedPlace, type StateCode, states } from '@medhire/domain';
import { distance } from 'fastest-levenshtein';
import { US_PLACES } from './data/us-places.js';

/** A place `generate-location` suggests: what to show, the city (none for a whole state), state and coordinates. */
export type PlaceSuggestion = ResolvedPlace;

/** One entry of the gazetteer: a city or town, or a whole state (no `city`). */
export interface GazetteerPlace extends PlaceSuggestion {
  /** Thousands of people; ranks larger places first among equally good matches. */
  population: number;
  /** The name as matched: lower case, no accents or punctuation, "saint" as "st". */
  key: string;
}

/** How many suggestions `generate-location` answers at most. */
export const PLACE_SUGGESTION_LIMIT = 8;

/**
 * A whole state ranks as a place of this many thousands of people: below the big cities of the same name
 * ("New York" → the city first), above most towns ("Washington" → the state before Washington, PA).
 */
const STATE_RANK_POPULATION = 1_000;

const WORD_ALIASES: Record<string, string> = { saint: 'st', ste: 'st', ft: 'fort', mt: 'mount' };

/**
 * Lower case, accents dropped ("Mayagüez" → "mayaguez"), apostrophes and dots dropped ("Coeur d'Alene" →
 * "coeur dalene", "D.C." → "dc"), other punctuation as spaces, and the usual abbreviations of saint, fort
 * and mount read one way.
 */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => WORD_ALIASES[word] ?? word)
    .join(' ');
}

const stateCodes: readonly StateCode[] = states.map((state) => state.id);

/** The domain's code of a gazetteer group (`@TX`); a code the domain does not know is a broken data file. */
function stateCodeOf(code: string): StateCode {
  const known = stateCodes.find((stateCode) => stateCode === code);
  if (!known) throw new Error(`The gazetteer names an unknown state: ${code}`);
  return known;
}

function parsePlaces(text: string): GazetteerPlace[] {
  const places: GazetteerPlace[] = [];
  let state: StateCode | undefined;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('@')) {
      state = stateCodeOf(line.slice(1));
      continue;
    }
    if (state === undefined) throw new Error('The gazetteer lists a place before its state');
    const [city = '', latitude = '', longitude = '', population = ''] = line.split('|');
    places.push({
      description: `${city}, ${state}`,
      city,
      state,
      coords: { latitude: Number(latitude), longitude: Number(longitude) },
      population: Number(population),
      key: normalizePlaceText(city),
    });
  }
  return places;
}

/** Every city and town of the gazetteer. */
export const usCities: readonly GazetteerPlace[] = parsePlaces(US_PLACES);

/** Every state, the District of Columbia and the territories, at their centroids. */
export const usStates: readonly GazetteerPlace[] = states.map((state) => ({
  description: state.name,
  state: state.id,
  coords: { latitude: state.coords.latitude, longitude: state.coords.longitude },
  population: STATE_RANK_POPULATION,
  key: normalizePlaceText(state.name),
}));

const stateByCode = new Map(usStates.map((state) => [state.state.toLowerCase(), state.state]));

/** Typos allowed for a word of this length: none below 4 letters, 1 up to 6, 2 beyond. */
function typoAllowance(length: number): number {
  if (length < 4) return 0;
  return length <= 6 ? 1 : 2;
}

/** Levenshtein distance, except that two swapped neighbours ("tuscon" for "tucson") count as one typo. */
function typoDistance(typed: string, name: string): number {
  const plain = distance(typed, name);
  if (plain !== 2 || typed.length !== name.length) return plain;
  const differing: number[] = [];
  for (let index = 0; index < typed.length; index++) {
    if (typed[index] !== name[index]) differing.push(index);
  }
  const [first, second] = differing;
  const swapped =
    differing.length === 2 &&
    first !== undefined &&
    second === first + 1 &&
    typed[first] === name[second] &&
    typed[second] === name[first];
  return swapped ? 1 : plain;
}

/**
 * How well typed text matches a name (both normalized): 100 exact, 80 the name starts with it ("san fran"),
 * 60 a later word of the name starts with it ("vegas"), 50–40 within the typo allowance of the whole name
 * ("austn"), 35–25 one typo from the name's beginning ("pittsbur" → "pittsburgh"), 0 no match.
 */
export function nameMatchScore(typed: string, name: string): number {
  if (typed === '' || name === '') return 0;
  if (name === typed) return 100;
  if (name.startsWith(typed)) return 80;
  if (typed.length >= 3 && name.includes(` ${typed}`)) return 60;
  const allowance = typoAllowance(typed.length);
  if (allowance === 0) return 0;
  const whole = typoDistance(typed, name);
  if (whole <= allowance) return 50 - 10 * whole;
  let best = Number.POSITIVE_INFINITY;
  for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
    if (length < name.length) best = Math.min(best, typoDistance(typed, name.slice(0, length)));
  }
  // A beginning is short, so it gets one typo at most ("phila" for "philadelphia" is not "san fran" for "san juan").
  return best <= 1 ? 35 - 10 * best : 0;
}

/** The state a trailing part of a query names: "tx", "texas", "tex" (a beginning), "texsa" (a typo). */
function stateNamedBy(text: string): string | undefined {
  const byCode = text.length === 2 ? stateByCode.get(text) : undefined;
  if (byCode) return byCode;
  let best: { state: string; score: number } | undefined;
  for (const state of usStates) {
    const score = text.length >= 3 ? nameMatchScore(text, state.key) : 0;
    if (score >= 40 && score !== 60 && (!best || score > best.score)) best = { state: state.state, score };
  }
  return best?.state;
}

interface Reading {
  /** The part of the query that names the city. */
  city: string;
  /** The state the rest of the query names, if it names one. */
  state?: string;
}

/**
 * The ways to read a query: all of it as a place name, and, when its last one to three words name a state
 * ("austin tx", "springfield illinois", "portland new hampshire"), the words before them in that state.
 */
function readingsOf(query: string): Reading[] {
  const words = query.split(' ');
  const readings: Reading[] = [{ city: query }];
  for (let count = 1; count <= Math.min(3, words.length - 1); count++) {
    const state = stateNamedBy(words.slice(-count).join(' '));
    if (state) readings.push({ city: words.slice(0, -count).join(' '), state });
  }
  return readings;
}

function rankBonus(population: number): number {
  return Math.log10(population + 1) * 2;
}

/**
 * Places matching what a person typed, best first: exact names, then names it begins, then typos; larger
 * places first among equals. Understands a state after the city ("Austin, TX", "austin texas"), a state
 * alone ("Texas", "TX"), beginnings ("San Fran") and small typos ("Austn"). For an address with commas
 * ("12 Main St, Austin, TX 78701") it falls back to its last parts. No match → an empty list.
 */
export function searchPlaces(query: string, limit = PLACE_SUGGESTION_LIMIT): PlaceSuggestion[] {
  const exact = rankedMatches(normalizePlaceText(query));
  if (exact.length > 0 || !query.includes(',')) return exact.slice(0, limit).map(toSuggestion);

  // An address: try its last two parts, then its last one, without house numbers and ZIP codes.
  const parts = query
    .split(',')
    .map((part) =>
      normalizePlaceText(part)
        .replace(/\b\d[\d ]*\b/g, ' ')
        .trim(),
    )
    .filter((part) => part !== '');
  for (const tail of [parts.slice(-2), parts.slice(-1)]) {
    if (tail.length === 0) continue;
    const found = rankedMatches(tail.join(' '));
    if (found.length > 0) return found.slice(0, limit).map(toSuggestion);
  }
  return [];
}

function rankedMatches(query: string): GazetteerPlace[] {
  if (query === '') return [];
  const best = new Map<GazetteerPlace, number>();
  const consider = (place: GazetteerPlace, score: number) => {
    if (score <= 0) return;
    const total = score + rankBonus(place.population);
    if (total > (best.get(place) ?? 0)) best.set(place, total);
  };

  for (const state of usStates) {
    consider(state, query === state.state.toLowerCase() ? 100 : nameMatchScore(query, state.key));
  }
  for (const reading of readingsOf(query)) {
    for (const city of usCities) {
      if (reading.state && city.state !== reading.state) continue;
      // A named state that fits is worth a little, so "portland me" puts Maine's Portland before Oregon's.
      const score = nameMatchScore(reading.city, city.key);
      if (score > 0) consider(city, score + (reading.state ? 5 : 0));
    }
  }

  return [...best.entries()]
    .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || a.description.localeCompare(b.description))
    .map(([place]) => place);
}

function toSuggestion(place: GazetteerPlace): PlaceSuggestion {
  return {
    description: place.description,
    ...(place.city === undefined ? {} : { city: place.city }),
    state: place.state,
    coords: { ...place.coords },
  };
}
