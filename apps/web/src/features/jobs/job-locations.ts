import type { JobLocation } from '@medhire/domain';
import { authApi } from '../../lib/api';

/** Places for a job: the gazetteer's suggestions that name a city (a job is in a city, not a whole state). */
export async function searchJobLocations(query: string): Promise<JobLocation[]> {
  const places = await authApi.generateLocation(query);
  return places.flatMap(({ description, city, state, coords }) =>
    city && state ? [{ description, city, state, coords }] : [],
  );
}
