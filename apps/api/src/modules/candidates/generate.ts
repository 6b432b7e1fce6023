import { type ProviderTypeId, type SpecialtyId, specialties, states, subSpecialties } from '@medhire/domain';
import type { candidates } from '../../db/schema.js';
import { usCities } from '../enums/gazetteer.js';

/** A candidate row ready to insert. */
export type GeneratedCandidate = typeof candidates.$inferInsert;

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same candidates on every machine. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

const pick = <Item>(random: Random, items: readonly Item[]): Item =>
  items[Math.floor(random() * items.length)] as Item;

function weighted<Item>(random: Random, entries: readonly (readonly [Item, number])[]): Item {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [item, weight] of entries) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return (entries[entries.length - 1] as readonly [Item, number])[0];
}

const FIRST_NAMES = [
  'Aaliyah',
  'Abdul',
  'Adaeze',
  'Aiko',
  'Alejandro',
  'Amara',
  'Amir',
  'Ana',
  'Andrea',
  'Anjali',
  'Arjun',
  'Ava',
  'Benjamin',
  'Bianca',
  'Camila',
  'Carlos',
  'Catherine',
  'Chen',
  'Chidi',
  'Chloe',
  'Daniel',
  'David',
  'Deepa',
  'Diego',
  'Dmitri',
  'Elena',
  'Elijah',
  'Emily',
  'Emmanuel',
  'Fatima',
  'Gabriel',
  'Grace',
  'Hana',
  'Hannah',
  'Hector',
  'Hiroshi',
  'Ibrahim',
  'Isabella',
  'Jamal',
  'James',
  'Javier',
  'Jessica',
  'Ji-woo',
  'John',
  'Jordan',
  'Kavya',
  'Keisha',
  'Kenji',
  'Kwame',
  'Laila',
  'Laura',
  'Leah',
  'Liam',
  'Lucia',
  'Malik',
  'Maria',
  'Mateo',
  'Maya',
  'Mei',
  'Michael',
  'Mohammed',
  'Nadia',
  'Naomi',
  'Nathan',
  'Nia',
  'Noah',
  'Olivia',
  'Omar',
  'Patrick',
  'Priya',
  'Rachel',
  'Rafael',
  'Rahul',
  'Rebecca',
  'Rosa',
  'Ryan',
  'Samuel',
  'Sarah',
  'Sean',
  'Sofia',
  'Sophie',
  'Sunita',
  'Tariq',
  'Thomas',
  'Tomas',
  'Valentina',
  'Victor',
  'Wei',
  'William',
  'Xavier',
  'Yara',
  'Yusuf',
  'Zainab',
  'Zoe',
];

const LAST_NAMES = [
  'Abbott',
  'Adeyemi',
  'Agarwal',
  'Alvarez',
  'Anderson',
  'Baker',
  'Banerjee',
  'Bennett',
  'Brooks',
  'Castillo',
  'Chang',
  'Chen',
  'Chowdhury',
  'Clark',
  'Cohen',
  'Collins',
  'Cruz',
  'Daniels',
  'Delgado',
  'Diaz',
  'Dubois',
  'Edwards',
  'Evans',
  'Fernandez',
  'Fischer',
  'Flores',
  'Foster',
  'Garcia',
  'Goldberg',
  'Gonzalez',
  'Gupta',
  'Hall',
  'Hansen',
  'Harris',
  'Hassan',
  'Hernandez',
  'Hoang',
  'Hughes',
  'Ibrahim',
  'Ito',
  'Jackson',
  'Jensen',
  'Johnson',
  'Kaur',
  'Kelly',
  'Khan',
  'Kim',
  'Kowalski',
  'Kumar',
  'Lee',
  'Lewis',
  'Lopez',
  'Martin',
  'Martinez',
  'Mensah',
  'Miller',
  'Mitchell',
  'Moore',
  'Morales',
  'Murphy',
  'Nakamura',
  'Nguyen',
  "O'Brien",
  'Okafor',
  'Olsen',
  'Ortiz',
  'Owusu',
  'Park',
  'Patel',
  'Perez',
  'Petrov',
  'Phillips',
  'Quinn',
  'Ramirez',
  'Reddy',
  'Reyes',
  'Rivera',
  'Robinson',
  'Rodriguez',
  'Rossi',
  'Russo',
  'Sanchez',
  'Schmidt',
  'Shah',
  'Singh',
  'Smith',
  'Sullivan',
  'Suzuki',
  'Tanaka',
  'Taylor',
  'Thompson',
  'Torres',
  'Tran',
  'Turner',
  'Walker',
  'Wang',
  'Washington',
  'Williams',
  'Wilson',
  'Wong',
  'Yamamoto',
  'Yilmaz',
  'Young',
  'Zhang',
];

const PROVIDER_TYPES: readonly (readonly [ProviderTypeId, number])[] = [
  ['md', 62],
  ['do', 18],
  ['np', 10],
  ['pa', 7],
  ['crna', 3],
];

/** How often each specialty appears among physicians (roughly the US workforce; 1 for the rest). */
const PHYSICIAN_SPECIALTY_WEIGHTS: Partial<Record<SpecialtyId, number>> = {
  'family-medicine': 14,
  'internal-medicine': 16,
  pediatrics: 8,
  'emergency-medicine': 6,
  anesthesiology: 5,
  psychiatry: 5,
  radiology: 4,
  'obstetrics-and-gynecology': 4,
  'general-surgery': 4,
  'orthopaedic-surgery': 3,
  neurology: 2,
  dermatology: 2,
  ophthalmology: 2,
  urology: 1.5,
  pathology: 1.5,
  'physical-medicine-and-rehabilitation': 1.5,
  otolaryngology: 1.2,
};
const physicianSpecialties = specialties.map(
  (specialty) => [specialty.id, PHYSICIAN_SPECIALTY_WEIGHTS[specialty.id] ?? 0.6] as const,
);
const ADVANCED_PRACTICE_SPECIALTIES: readonly (readonly [SpecialtyId, number])[] = [
  ['family-medicine', 8],
  ['internal-medicine', 5],
  ['emergency-medicine', 3],
  ['psychiatry', 2],
  ['pediatrics', 2],
  ['orthopaedic-surgery', 1],
  ['dermatology', 1],
];

const BOARD_STATUSES: readonly (readonly [string, number])[] = [
  ['board-certified', 70],
  ['board-eligible', 22],
  ['not-board-certified', 8],
];

const MEDICAL_SCHOOLS = [
  'University of Wisconsin School of Medicine and Public Health',
  'Johns Hopkins University School of Medicine',
  'University of Michigan Medical School',
  'Baylor College of Medicine',
  'University of Washington School of Medicine',
  'Duke University School of Medicine',
  'University of Texas Southwestern Medical School',
  'Emory University School of Medicine',
  'University of Minnesota Medical School',
  'Ohio State University College of Medicine',
  'University of Colorado School of Medicine',
  'Mayo Clinic Alix School of Medicine',
  'Northwestern University Feinberg School of Medicine',
  'University of North Carolina School of Medicine',
  'Kansas City University College of Osteopathic Medicine',
  'Des Moines University College of Osteopathic Medicine',
  'University of Iowa Carver College of Medicine',
  'Medical College of Wisconsin',
  'University of Utah School of Medicine',
  'Tulane University School of Medicine',
];
const ADVANCED_PRACTICE_SCHOOLS = [
  'Vanderbilt University School of Nursing',
  'Duke University Physician Assistant Program',
  'University of Pennsylvania School of Nursing',
  'Emory University Nell Hodgson Woodruff School of Nursing',
  'Rush University College of Nursing',
  'University of Iowa Physician Assistant Program',
];
const RESIDENCY_HOSPITALS = [
  'UW Health University Hospital',
  'Mayo Clinic',
  'Cleveland Clinic',
  'Massachusetts General Hospital',
  'University of Chicago Medicine',
  'Barnes-Jewish Hospital',
  'Intermountain Medical Center',
  'Oregon Health & Science University',
  'University of Alabama at Birmingham Hospital',
  'Denver Health Medical Center',
  'Henry Ford Hospital',
  'Ochsner Medical Center',
  'Maine Medical Center',
  'Banner University Medical Center',
];

const STRENGTHS = [
  'is known for clear communication with patients and families',
  'enjoys teaching residents and students',
  'has led quality improvement projects on care transitions',
  'is fluent in Spanish',
  'has worked in rural and critical-access hospitals',
  'brings experience with value-based care contracts',
  'has a strong interest in preventive care',
  'has volunteered on global health missions',
  'has published research in peer-reviewed journals',
  'is comfortable with telehealth visits',
];
const WISHES = [
  'Looking for a collegial group with a sustainable call schedule.',
  'Hoping to join a practice close to family.',
  'Interested in a partnership track.',
  'Open to relocating for the right team.',
  'Looking for an outpatient-focused position.',
  'Wants a role with time for teaching.',
  'Seeking a community-based practice with strong support staff.',
  'Interested in leadership opportunities.',
];

/** The gazetteer's cities, weighted by the square root of their size so smaller states still get people. */
const homeCities = usCities.map((city) => [city, Math.sqrt(Math.max(city.population, 1))] as const);
const stateCodes = states.filter((state) => state.id.length === 2).map((state) => state.id);

const specialtyNames = new Map<string, string>(
  specialties.map((specialty) => [specialty.id, specialty.name]),
);
const subSpecialtiesOf = new Map<string, { id: string; name: string }[]>();
for (const sub of subSpecialties) {
  const list = subSpecialtiesOf.get(sub.specialtyId) ?? [];
  list.push({ id: sub.id, name: sub.name });
  subSpecialtiesOf.set(sub.specialtyId, list);
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Options of {@link generateCandidates}. */
export interface GenerateOptions {
  /** The PRNG seed; the same seed gives the same list. */
  seed?: number;
  /** The year "available" counts from (this year … +3). */
  nowYear?: number;
}

/**
 * `count` realistic candidates, the same for the same seed: varied names; mostly MD/DO, some NP, PA and CRNA;
 * a specialty weighted like the workforce and, for about a third of physicians, a fitting sub-specialty (with a
 * fellowship); a home city from the gazetteer (jittered a few miles); board status; 0–35 years of experience;
 * available this year up to three years ahead; training; one to three licenses including the home state; a
 * two-sentence bio. No email or password: only the demo candidate signs in.
 */
export function generateCandidates(count: number, options: GenerateOptions = {}): GeneratedCandidate[] {
  const random = createRandom(options.seed ?? 20_260_101);
  const nowYear = options.nowYear ?? new Date().getFullYear();
  const result: GeneratedCandidate[] = [];
  for (let index = 0; index < count; index += 1) {
    const providerType = weighted(random, PROVIDER_TYPES);
    const physician = providerType === 'md' || providerType === 'do';
    const specialty: SpecialtyId =
      providerType === 'crna'
        ? 'anesthesiology'
        : physician
          ? weighted(random, physicianSpecialties)
          : weighted(random, ADVANCED_PRACTICE_SPECIALTIES);
    const subs = subSpecialtiesOf.get(specialty) ?? [];
    const sub = physician && subs.length > 0 && random() < 0.35 ? pick(random, subs) : undefined;
    const city = weighted(random, homeCities);
    const yearsOfExperience = Math.min(35, Math.floor(random() ** 1.4 * 36));
    const boardStatus =
      physician && yearsOfExperience >= 3
        ? weighted(random, BOARD_STATUSES)
        : physician
          ? weighted(random, [
              ['board-eligible', 80],
              ['not-board-certified', 20],
            ] as const)
          : 'not-board-certified';
    const licenses = new Set<string>([city.state]);
    const extra = Math.floor(random() * 3);
    for (let license = 0; license < extra; license += 1) licenses.add(pick(random, stateCodes));
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const specialtyName = specialtyNames.get(specialty) ?? specialty;
    const practice = sub ? `${specialtyName} (${sub.name})` : specialtyName;
    const experienceWords =
      yearsOfExperience === 0
        ? 'finishing training'
        : `with ${yearsOfExperience} ${yearsOfExperience === 1 ? 'year' : 'years'} in practice`;
    result.push({
      firstName,
      lastName,
      providerType,
      specialty,
      subSpecialty: sub?.id ?? null,
      homeCity: city.city ?? null,
      homeState: city.state,
      latitude: round(city.coords.latitude + (random() - 0.5) * 0.1, 5),
      longitude: round(city.coords.longitude + (random() - 0.5) * 0.1, 5),
      boardStatus,
      yearsOfExperience,
      yearAvailable:
        nowYear +
        weighted(random, [
          [0, 40],
          [1, 35],
          [2, 17],
          [3, 8],
        ] as const),
      training: {
        medicalSchool: pick(random, physician ? MEDICAL_SCHOOLS : ADVANCED_PRACTICE_SCHOOLS),
        residency: physician
          ? `${specialtyName} residency, ${pick(random, RESIDENCY_HOSPITALS)}`
          : `Clinical training, ${pick(random, RESIDENCY_HOSPITALS)}`,
        ...(sub ? { fellowship: `${sub.name} fellowship, ${pick(random, RESIDENCY_HOSPITALS)}` } : {}),
      },
      licenses: [...licenses],
      bio: `${practice} ${providerType.toUpperCase()} ${experienceWords} who ${pick(random, STRENGTHS)}. ${pick(random, WISHES)}`,
    });
  }
  return result;
}
