import type { AllEnums, EnumChoice, StatePage, SubSpecialtyChoice } from '@medhire/domain';
import { STATE_SEARCH_PAGE_SIZE } from '@medhire/domain';
import type { ApiClient } from '../http/client';

/** Typed `/enums/*` calls (spec §7 "Enums"). */
export function createEnumEndpoints(client: ApiClient) {
  return {
    searchSpecialty: (queryText = '') =>
      client.get<EnumChoice[]>('/enums/search-specialty', { query: { queryText } }),
    searchSubSpecialty: (queryText = '', specialtiesIds: readonly string[] = []) =>
      client.get<SubSpecialtyChoice[]>('/enums/search-subSpecialty', {
        query: { queryText, specialtiesIds: specialtiesIds.join(',') },
      }),
    getAllEnums: () => client.get<AllEnums>('/enums/get-all-enums'),
    /** Page size defaults to the spec's 10. */
    searchState: (queryText = '', pageSize = STATE_SEARCH_PAGE_SIZE, pageNumber = 1) =>
      client.get<StatePage>('/enums/search-state', { query: { queryText, pageSize, pageNumber } }),
  };
}

export type EnumEndpoints = ReturnType<typeof createEnumEndpoints>;
