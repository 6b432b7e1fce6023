import { states } from '@medhire/domain';
import { describe, expect, it } from 'vitest';
import { normalizePlaceText, PLACE_SUGGESTION_LIMIT, searchPlaces, usCities, usStates } from './gazetteer.js';

function descriptions(query: string, limit?: number): string[] {
  return searchPlaces(query, limit).map((place) => place.description);
}

/** Great-circle distance in kilometres. */
function kilometresBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('the gazetteer', () => {
  it('lists over a thousand cities and towns, and every state, DC and territory has some', () => {
    expect(usCities.length).toBeGreaterThan(1_000);
    for (const state of states) {
      const towns = usCities.filter((city) => city.state === state.id).length;
      expect(towns, state.id).toBeGreaterThanOrEqual(state.id === 'DC' ? 1 : 2);
    }
  });

  it('has one entry per state at its centroid, without a city', () => {
    expect(usStates.map((state) => state.state).sort()).toEqual(states.map((state) => state.id).sort());
    const texas = usStates.find((state) => state.state === 'TX');
    expect(texas).toMatchObject({
      description: 'Texas',
      coords: { latitude: 31.054487, longitude: -97.563461 },
    });
    expect(texas?.city).toBeUndefined();
  });

  it('places every city in its own state (within reach of the state centroid) with sane numbers', () => {
    const centroid = new Map<string, { latitude: number; longitude: number }>(
      states.map((state) => [state.id, state.coords]),
    );
    // Alaska and Texas are wide; everywhere else a town lies within 1,000 km of its state's centre.
    const reach: Record<string, number> = { AK: 2_000, TX: 1_100 };
    for (const city of usCities) {
      const centre = centroid.get(city.state);
      expect(centre, city.description).toBeDefined();
      if (!centre) continue;
      expect(kilometresBetween(city.coords, centre), city.description).toBeLessThan(
        reach[city.state] ?? 1_000,
      );
      expect(city.population, city.description).toBeGreaterThan(0);
    }
  });

  it('has no city twice in one state', () => {
    const seen = new Set<string>();
    for (const city of usCities) {
      expect(seen.has(city.description), city.description).toBe(false);
      seen.add(city.description);
    }
  });

  it('knows where the big cities are, to a few kilometres', () => {
    const at = (description: string) => usCities.find((city) => city.description === description)?.coords;
    const known: [string, { latitude: number; longitude: number }][] = [
      ['New York, NY', { latitude: 40.7128, longitude: -74.006 }],
      ['Los Angeles, CA', { latitude: 34.0522, longitude: -118.2437 }],
      ['Chicago, IL', { latitude: 41.8781, longitude: -87.6298 }],
      ['Austin, TX', { latitude: 30.2672, longitude: -97.7431 }],
      ['Anchorage, AK', { latitude: 61.2181, longitude: -149.9003 }],
      ['Honolulu, HI', { latitude: 21.3069, longitude: -157.8583 }],
    ];
    for (const [description, coords] of known) {
      const found = at(description);
      expect(found, description).toBeDefined();
      if (found) expect(kilometresBetween(found, coords), description).toBeLessThan(5);
    }
  });
});

describe('normalizePlaceText', () => {
  it.each([
    ['  Austin,  TX ', 'austin tx'],
    ['St. Louis', 'st louis'],
    ['Saint Louis', 'st louis'],
    ["Coeur d'Alene", 'coeur dalene'],
    ['Mayagüez', 'mayaguez'],
    ['Ft. Lauderdale', 'fort lauderdale'],
    ['Mt Pleasant', 'mount pleasant'],
    ['Winston-Salem', 'winston salem'],
    ['Washington, D.C.', 'washington dc'],
  ])('%j → %j', (typed, normalized) => {
    expect(normalizePlaceText(typed)).toBe(normalized);
  });
});

describe('searchPlaces', () => {
  it.each<[string, string]>([
    // A city with its state, however it is written.
    ['Austin, TX', 'Austin, TX'],
    ['austin tx', 'Austin, TX'],
    ['AUSTIN TEXAS', 'Austin, TX'],
    ['austin tex', 'Austin, TX'],
    ['Springfield, Illinois', 'Springfield, IL'],
    ['springfield ma', 'Springfield, MA'],
    ['Portland, Maine', 'Portland, ME'],
    ['portland me', 'Portland, ME'],
    ['Kansas City, MO', 'Kansas City, MO'],
    ['Washington DC', 'Washington, DC'],
    ['New York, NY', 'New York, NY'],
    // Typos.
    ['Austn', 'Austin, TX'],
    ['tuscon', 'Tucson, AZ'],
    ['Cincinatti', 'Cincinnati, OH'],
    ['Albuqerque', 'Albuquerque, NM'],
    ['pitsburgh', 'Pittsburgh, PA'],
    ['los angles', 'Los Angeles, CA'],
    ['sna diego', 'San Diego, CA'],
    ['Seattel', 'Seattle, WA'],
    ['austin texsa', 'Austin, TX'],
    // Beginnings, abbreviations, accents.
    ['San Fran', 'San Francisco, CA'],
    ['indianapol', 'Indianapolis, IN'],
    ['philadel', 'Philadelphia, PA'],
    ['vegas', 'Las Vegas, NV'],
    ['st louis', 'St. Louis, MO'],
    ['Saint Paul', 'St. Paul, MN'],
    ['ft lauderdale', 'Fort Lauderdale, FL'],
    ['mayaguez', 'Mayagüez, PR'],
    // Whole states, by name or code.
    ['Texas', 'Texas'],
    ['texas', 'Texas'],
    ['TX', 'Texas'],
    ['tx', 'Texas'],
    ['Texsa', 'Texas'],
    ['North Carolina', 'North Carolina'],
    ['puerto rico', 'Puerto Rico'],
    // Larger places first among equal matches.
    ['portland', 'Portland, OR'],
    ['Springfield', 'Springfield, MO'],
    ['Aurora', 'Aurora, CO'],
    ['new york', 'New York, NY'],
  ])('%j → %j first', (query, first) => {
    expect(descriptions(query)[0]).toBe(first);
  });

  it('answers the city, its state and coordinates, and a state without a city', () => {
    expect(searchPlaces('Austin, TX')).toEqual([
      {
        description: 'Austin, TX',
        city: 'Austin',
        state: 'TX',
        coords: { latitude: 30.27, longitude: -97.74 },
      },
    ]);
    const [texas] = searchPlaces('TX');
    expect(texas).toEqual({
      description: 'Texas',
      state: 'TX',
      coords: { latitude: 31.054487, longitude: -97.563461 },
    });
    expect(texas && 'city' in texas).toBe(false);
  });

  it('keeps a named state: only its towns', () => {
    expect(descriptions('portland me').every((description) => description.endsWith(', ME'))).toBe(true);
    expect(descriptions('Austin, TX')).toEqual(['Austin, TX']);
    expect(descriptions('austin mn')).toEqual(['Austin, MN']);
  });

  it('ranks exact names before beginnings, and beginnings before typos', () => {
    expect(descriptions('Austin').slice(0, 3)).toEqual(['Austin, TX', 'Austin, MN', 'Tustin, CA']);
    expect(descriptions('Texas').slice(0, 2)).toEqual(['Texas', 'Texas City, TX']);
    expect(descriptions('kansas city')).toEqual(['Kansas City, MO', 'Kansas City, KS']);
    const sanFran = descriptions('San Fran');
    expect(sanFran.slice(0, 2)).toEqual(['San Francisco, CA', 'South San Francisco, CA']);
  });

  it('reads the city and state out of an address, ignoring the house number and ZIP code', () => {
    expect(descriptions('1100 Congress Ave, Austin, TX 78701')).toEqual(['Austin, TX']);
  });

  it('answers at most the limit, 8 by default', () => {
    expect(PLACE_SUGGESTION_LIMIT).toBe(8);
    expect(descriptions('san')).toHaveLength(8);
    expect(descriptions('san', 3)).toHaveLength(3);
    expect(descriptions('san', 3)).toEqual(['San Antonio, TX', 'San Diego, CA', 'San Jose, CA']);
  });

  it.each(['zzzz', 'qwertyuiop', '78701', '', '   ', ',,,'])('finds nothing for %j', (query) => {
    expect(searchPlaces(query)).toEqual([]);
  });
});
