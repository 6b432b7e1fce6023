import { PLACE_SUGGESTION_LIMIT, type PlaceSuggestion, searchPlaces } from './gazetteer.js';
import { zipPlaces, zipQueryOf } from './zip-codes.js';

/**
 * `generate-location`'s answer: the places typed text names, best first. A ZIP code ("78745", "78745-1234")
 * answers its place ("Austin, TX 78745"), three or four digits the ZIP codes that begin with them, and an address
 * ending in a ZIP code that place first, then what the rest of the address names. Any other text is searched in the
 * gazetteer's cities, towns and states as before.
 */
export async function suggestPlaces(
  query: string,
  limit = PLACE_SUGGESTION_LIMIT,
): Promise<PlaceSuggestion[]> {
  const zip = zipQueryOf(query);
  if (!zip) return searchPlaces(query, limit);
  const zipped = await zipPlaces(zip, limit);
  if (!('code' in zip) || zip.rest === '') return zipped;
  const named = searchPlaces(query, limit).filter(
    (place) => !zipped.some((found) => found.description === place.description),
  );
  return [...zipped, ...named].slice(0, limit);
}
