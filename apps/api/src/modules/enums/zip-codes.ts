import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type StateCode, states } from '@medhire/domain';
import { normalizePlaceText, type PlaceSuggestion, usCities } from './gazetteer.js';

/** One ZIP code as the `zipcodes` package lists it (US and Canadian postal codes alike). */
interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** The US ZIP codes, by code and in order, for the states and territories the domain knows. */
export interface ZipIndex {
  byCode: ReadonlyMap<string, ZipRecord>;
  /** Every code, ascending: the ZIP codes a beginning ("787") names are a run of it. */
  sorted: readonly string[];
}

const require = createRequire(import.meta.url);

/**
 * The package's table of codes. `lib/codes.js` is one JSON object after `exports.codes = `: read as JSON it takes
 * a sixth of the time and a fifth of the memory that loading it as JavaScript does. A package whose file reads
 * otherwise is loaded as the package says.
 */
export async function readZipRecords(
  readCodesFile: () => Promise<string> = () => readFile(require.resolve('zipcodes/lib/codes.js'), 'utf8'),
): Promise<Record<string, ZipRecord>> {
  const text = await readCodesFile();
  const prefix = 'exports.codes = ';
  const start = text.indexOf(prefix);
  const end = text.indexOf(';\nexports.stateMap', start);
  if (start !== -1 && end !== -1) {
    try {
      return JSON.parse(text.slice(start + prefix.length, end)) as Record<string, ZipRecord>;
    } catch {
      // Not JSON after all: loaded below as JavaScript.
    }
  }
  return (require('zipcodes') as { codes: Record<string, ZipRecord> }).codes;
}

const domainStates = new Set<string>(states.map((state) => state.id));

/** Builds the index from the package's records: US codes of a known state or territory (not military post). */
export function indexZipCodes(records: Record<string, ZipRecord>): ZipIndex {
  const byCode = new Map<string, ZipRecord>();
  for (const record of Object.values(records)) {
    if (record.country !== 'US' || !/^\d{5}$/.test(record.zip) || !domainStates.has(record.state)) continue;
    if (!Number.isFinite(record.latitude) || !Number.isFinite(record.longitude)) continue;
    byCode.set(record.zip, record);
  }
  return { byCode, sorted: [...byCode.keys()].sort() };
}

let loaded: Promise<ZipIndex> | undefined;

/**
 * The ZIP codes, read once on the first search that starts with a digit rather than at the server's start: a server
 * whose users never type one does not hold them.
 */
export function zipCodes(): Promise<ZipIndex> {
  loaded ??= readZipRecords()
    .then(indexZipCodes)
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}

/** The gazetteer's spelling of a city ("St. Louis" for the ZIP list's "Saint Louis"), by state and name. */
let gazetteerNames: Map<string, string> | undefined;

function cityName(record: ZipRecord): string {
  gazetteerNames ??= new Map(usCities.map((city) => [`${city.state} ${city.key}`, city.city ?? '']));
  return gazetteerNames.get(`${record.state} ${normalizePlaceText(record.city)}`) || record.city;
}

/** "Austin, TX 78745", with the city, state and the ZIP code's coordinates. */
function toSuggestion(record: ZipRecord): PlaceSuggestion {
  const city = cityName(record);
  return {
    description: `${city}, ${record.state} ${record.zip}`,
    city,
    state: record.state as StateCode,
    coords: { latitude: record.latitude, longitude: record.longitude },
  };
}

/** What a query says of ZIP codes: a whole one ("78745", "78745-1234", "Austin, TX 78745") or a beginning ("787"). */
export type ZipQuery = { code: string; rest: string } | { beginning: string };

/**
 * Reads a ZIP code in typed text: the whole text a ZIP code (ZIP+4 too) or its first three or four digits, or a
 * ZIP code ending an address ("1200 W 38th St, Austin, TX 78705": `rest` is what comes before it). No digits at
 * the end, no ZIP query: the text is a name.
 */
export function zipQueryOf(query: string): ZipQuery | undefined {
  const text = query.trim();
  if (/^\d{3,4}$/.test(text)) return { beginning: text };
  const match = /(?:^|[\s,])(\d{5})(?:-\d{4})?$/.exec(text);
  if (!match?.[1]) return undefined;
  return { code: match[1], rest: text.slice(0, match.index).replace(/[\s,]+$/, '') };
}

/** The places a ZIP query names: the ZIP code's, or the first `limit` codes that begin with the digits. */
export async function zipPlaces(zip: ZipQuery, limit: number): Promise<PlaceSuggestion[]> {
  const index = await zipCodes();
  if ('code' in zip) {
    const record = index.byCode.get(zip.code);
    return record ? [toSuggestion(record)] : [];
  }
  const found: PlaceSuggestion[] = [];
  // The first code not below the beginning, then on while codes still begin with it.
  let low = 0;
  let high = index.sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((index.sorted[middle] ?? '') < zip.beginning) low = middle + 1;
    else high = middle;
  }
  for (let position = low; position < index.sorted.length && found.length < limit; position++) {
    const code = index.sorted[position] ?? '';
    if (!code.startsWith(zip.beginning)) break;
    const record = index.byCode.get(code);
    if (record) found.push(toSuggestion(record));
  }
  return found;
}
