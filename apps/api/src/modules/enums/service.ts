import {
  type EnumItem,
  type SearchSpecialtyQuery,
  type SearchSubSpecialtyQuery,
  type StateItem,
  type StateSearchQuery,
  type SubSpecialtyItem,
  specialties,
  states,
  subSpecialties,
} from '@medhire/domain';

/** An enum choice as the search routes answer it: the domain's `id` also under `_id`, as the contract names it. */
export interface EnumChoice {
  _id: string;
  id: string;
  name: string;
}

/** A sub-specialty choice, with the specialty it belongs to. */
export interface SubSpecialtyChoice extends EnumChoice {
  specialtyId: string;
}

/** A state as `search-state` answers it: the domain's state plus the text to show and `_id`. */
export interface StateChoice extends EnumChoice {
  abbreviation: string;
  description: string;
  coords: { latitude: number; longitude: number };
}

/** A page of `search-state`. */
export interface StatePage {
  states: StateChoice[];
  /** How many states match in all. */
  total: number;
  pageNumber: number;
  pageSize: number;
}

function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[–—-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The items whose name (or one of `alsoMatch`, such as a state's code) contains the text, case- and
 * accent-insensitively: names that start with it first, then names with a word that starts with it, then
 * the rest; the list's own order within each group. No text → every item.
 */
export function rankByName<Item extends EnumItem>(
  items: readonly Item[],
  text: string | undefined,
  alsoMatch: (item: Item) => string[] = () => [],
): Item[] {
  const query = comparable(text ?? '');
  if (query === '') return [...items];
  const ranked: { item: Item; rank: number; position: number }[] = [];
  items.forEach((item, position) => {
    const names = [item.name, ...alsoMatch(item)].map(comparable);
    let rank = Number.POSITIVE_INFINITY;
    for (const name of names) {
      if (name === query) rank = Math.min(rank, 0);
      else if (name.startsWith(query)) rank = Math.min(rank, 1);
      else if (name.includes(` ${query}`)) rank = Math.min(rank, 2);
      else if (name.includes(query)) rank = Math.min(rank, 3);
    }
    if (rank !== Number.POSITIVE_INFINITY) ranked.push({ item, rank, position });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.position - b.position).map(({ item }) => item);
}

function toChoice(item: EnumItem): EnumChoice {
  return { _id: item.id, id: item.id, name: item.name };
}

/** `GET /enums/search-specialty`: specialties matching the text, all of them without one. */
export function searchSpecialties(query: SearchSpecialtyQuery): EnumChoice[] {
  return rankByName(specialties, query.queryText).map(toChoice);
}

/** `GET /enums/search-subSpecialty`: sub-specialties matching the text, of the given specialties if any. */
export function searchSubSpecialties(query: SearchSubSpecialtyQuery): SubSpecialtyChoice[] {
  const wanted =
    query.specialtiesIds && query.specialtiesIds.length > 0 ? new Set(query.specialtiesIds) : null;
  const candidates: readonly SubSpecialtyItem[] = wanted
    ? subSpecialties.filter((item) => wanted.has(item.specialtyId))
    : subSpecialties;
  return rankByName(candidates, query.queryText).map((item) => ({
    ...toChoice(item),
    specialtyId: item.specialtyId,
  }));
}

function toStateChoice(state: StateItem): StateChoice {
  return {
    ...toChoice(state),
    abbreviation: state.abbreviation,
    description: state.name,
    coords: { latitude: state.coords.latitude, longitude: state.coords.longitude },
  };
}

/** `GET /enums/search-state`: states matching the text (by name or code, "TX" puts Texas first), paged. */
export function searchStates(query: StateSearchQuery): StatePage {
  const matching = rankByName(states, query.queryText, (state) => [state.abbreviation]);
  const start = (query.pageNumber - 1) * query.pageSize;
  return {
    states: matching.slice(start, start + query.pageSize).map(toStateChoice),
    total: matching.length,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}
