import { states } from '@medhire/domain';
import { describe, expect, it } from 'vitest';
import { PLACE_SUGGESTION_LIMIT, searchPlaces, usCities } from './gazetteer.js';
import { suggestPlaces } from './places.js';
import { indexZipCodes, readZipRecords, zipCodes, zipQueryOf } from './zip-codes.js';

describe('ZIP codes in the place search', () => {
  it('finds the place of a ZIP code, with its coordinates', async () => {
    expect(await suggestPlaces('78745')).toEqual([
      {
        description: 'Austin, TX 78745',
        city: 'Austin',
        state: 'TX',
        coords: { latitude: 30.2063, longitude: -97.7956 },
      },
    ]);
    expect(await suggestPlaces(' 53703 ')).toMatchObject([
      { description: 'Madison, WI 53703', city: 'Madison', state: 'WI' },
    ]);
    // Territories too, and ZIP+4.
    expect(await suggestPlaces('00901')).toMatchObject([{ city: 'San Juan', state: 'PR' }]);
    expect(await suggestPlaces('78745-1234')).toMatchObject([{ description: 'Austin, TX 78745' }]);
  });

  it('knows ZIP codes in every state and territory, in the gazetteer’s spelling of the city', async () => {
    const index = await zipCodes();
    expect(index.byCode.size).toBeGreaterThan(40_000);
    const covered = new Set([...index.byCode.values()].map((record) => record.state));
    expect(states.filter((state) => !covered.has(state.id))).toEqual([]);
    // The ZIP list says "Saint Louis"; the place reads as the gazetteer writes it.
    const stLouis = usCities.find((city) => city.state === 'MO' && city.key === 'st louis');
    expect((await suggestPlaces('63101'))[0]?.city).toBe(stLouis?.city);
  });

  it('lists the ZIP codes three or four digits begin, in order', async () => {
    const found = await suggestPlaces('7874');
    expect(found).toHaveLength(PLACE_SUGGESTION_LIMIT);
    expect(found.map((place) => place.description.slice(-5))).toEqual(
      [...found.map((place) => place.description.slice(-5))].sort(),
    );
    for (const place of found) expect(place.description).toMatch(/^Austin, TX 7874\d$/);
    expect(await suggestPlaces('53')).toEqual(searchPlaces('53'));
  });

  it('puts the ZIP code of an address first, then what the address names', async () => {
    const found = await suggestPlaces('1200 W 38th St, Austin, TX 78705');
    expect(found[0]).toMatchObject({ description: 'Austin, TX 78705', city: 'Austin', state: 'TX' });
    expect(found.map((place) => place.description)).toContain('Austin, TX');
    expect((await suggestPlaces('Madison WI 53703'))[0]?.description).toBe('Madison, WI 53703');
  });

  it('answers nothing for a ZIP code no place has', async () => {
    expect(await suggestPlaces('99999')).toEqual([]);
    expect(await suggestPlaces('00000')).toEqual([]);
  });

  it('leaves the search of names as it was', async () => {
    const queries = [
      'Austin, TX',
      'austin texas',
      'Texas',
      'TX',
      'San Fran',
      'Austn',
      'Portland me',
      'New York',
      '12 Main St, Austin, TX',
      ...usCities.filter((_, position) => position % 97 === 0).map((city) => city.city ?? ''),
    ];
    for (const query of queries) expect(await suggestPlaces(query), query).toEqual(searchPlaces(query));
  });
});

describe('zipQueryOf', () => {
  it('reads a whole ZIP code, a beginning, or one ending an address', () => {
    expect(zipQueryOf('78745')).toEqual({ code: '78745', rest: '' });
    expect(zipQueryOf('78745-1234')).toEqual({ code: '78745', rest: '' });
    expect(zipQueryOf('787')).toEqual({ beginning: '787' });
    expect(zipQueryOf('Austin, TX 78745')).toEqual({ code: '78745', rest: 'Austin, TX' });
    expect(zipQueryOf('Austin')).toBeUndefined();
    expect(zipQueryOf('78')).toBeUndefined();
    expect(zipQueryOf('787456')).toBeUndefined();
  });
});

describe('the ZIP code list', () => {
  it('is read from the package as JSON, or loaded as the package says when its file reads otherwise', async () => {
    const fromJson = await readZipRecords();
    expect(fromJson['78745']).toMatchObject({ city: 'Austin', state: 'TX', country: 'US' });
    const fromPackage = await readZipRecords(async () => 'module.exports = something else');
    expect(fromPackage['78745']).toEqual(fromJson['78745']);
  });

  it('keeps US codes of the domain’s states and territories only', () => {
    const index = indexZipCodes({
      '78745': { zip: '78745', latitude: 30.2, longitude: -97.8, city: 'Austin', state: 'TX', country: 'US' },
      '09001': { zip: '09001', latitude: 0, longitude: 0, city: 'APO', state: 'AE', country: 'US' },
      T2P: { zip: 'T2P', latitude: 51, longitude: -114, city: 'Calgary', state: 'AB', country: 'CA' },
    });
    expect(index.sorted).toEqual(['78745']);
  });
});
