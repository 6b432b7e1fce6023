import type { SavedSearch } from '@medhire/domain';

const at = '2026-03-19T18:00:00.000Z';

/** Saved searches for the stories: one with news, one without, one with many filters. */
export const sampleSearches: SavedSearch[] = [
  {
    _id: 'search_cardiology_ohio',
    name: 'Cardiologists in Ohio',
    filters: {
      specialty: 'internal-medicine',
      subSpecialty: 'cardiovascular-disease',
      state: 'OH',
      yearAvailable: 2027,
    },
    newCount: 3,
    lastLookedAt: at,
    createdAt: at,
  },
  {
    _id: 'search_family_wi',
    name: 'Family medicine, Wisconsin',
    filters: { specialty: 'family-medicine', state: 'WI' },
    newCount: 0,
    lastLookedAt: at,
    createdAt: at,
  },
  {
    _id: 'search_board_certified',
    name: 'Board-certified, 10+ years',
    filters: { boardStatus: 'board-certified', minExperience: 10, queryText: 'sports' },
    newCount: 120,
    lastLookedAt: at,
    createdAt: at,
  },
];

/** Many saved searches (the most one person keeps). */
export const manySearches: SavedSearch[] = Array.from({ length: 25 }, (_, index) => ({
  _id: `search_${index}`,
  name: `Search number ${index + 1}`,
  filters: index % 2 === 0 ? { state: 'TX' } : {},
  newCount: index % 3 === 0 ? index : 0,
  lastLookedAt: at,
  createdAt: at,
}));

/** Names as long as the server allows (80 characters), with and without spaces. */
export const longNameSearches: SavedSearch[] = [
  {
    _id: 'search_long_words',
    name: 'Interventional cardiologists near Columbus who can start next spring or summer!!',
    filters: { specialty: 'internal-medicine', state: 'OH', minExperience: 5, yearAvailable: 2027 },
    newCount: 7,
    lastLookedAt: at,
    createdAt: at,
  },
  {
    _id: 'search_long_word',
    name: 'Anesthesiologists_CRNAs_and_pain_specialists_for_the_new_surgery_center_in_Dallas',
    filters: {},
    newCount: 0,
    lastLookedAt: at,
    createdAt: at,
  },
];
