import type { AllEnums, EnumItem, StateItem, SubSpecialtyItem } from '@medhire/domain';
import { STATE_SEARCH_PAGE_SIZE } from '@medhire/domain';
import type { ApiClient } from '../http/client';

/** A page of the state search. */
export interface StatePage {
  states: StateItem[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

/** Typed `/enums/*` calls (spec §7 "Enums"). */
export function createEnumEndpoints(client: ApiClient) {
  return {
    searchSpecialty: (queryText = '') =>
      client.get<EnumItem[]>('/enums/search-specialty', { query: { queryText } }),
    searchSubSpecialty: (queryText = '', specialtiesIds: readonly string[] = []) =>
      client.get<SubSpecialtyItem[]>('/enums/search-subSpecialty', {
        query: { queryText, specialtiesIds: specialtiesIds.join(',') },
      }),
    getAllEnums: () => client.get<AllEnums>('/enums/get-all-enums'),
    /** Page size defaults to the spec's 10. */
    searchState: (queryText = '', pageSize = STATE_SEARCH_PAGE_SIZE, pageNumber = 1) =>
      client.get<StatePage>('/enums/search-state', { query: { queryText, pageSize, pageNumber } }),
  };
}

export type EnumEndpoints = ReturnType<typeof createEnumEndpoints>;
