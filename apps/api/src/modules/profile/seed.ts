import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preferenceProbes } from '../../db/schema.js';

/** The candidate qualities a probe answer can weigh more in the recommendation score. */
export const PROBE_FACTORS = [
  'yearAvailable',
  'experience',
  'boardStatus',
  'distance',
  'specialty',
  'subSpecialty',
] as const;
/** A quality the score weighs. */
export type ProbeFactor = (typeof PROBE_FACTORS)[number];

/** One would-you-rather probe as seeded: the question, its two options, and what each option favours. */
export interface PreferenceProbeSeed {
  id: string;
  question: string;
  options: [ProbeOptionSeed, ProbeOptionSeed];
}

interface ProbeOptionSeed {
  id: string;
  label: string;
  description: string;
  /** The factor the score weighs more when the employer picks this option. */
  favours: ProbeFactor;
}

/**
 * The ten probes, in the order the card shows them. Ids never change (stored answers refer to them);
 * option ids are unique across all probes.
 */
export const PREFERENCE_PROBES: readonly PreferenceProbeSeed[] = [
  {
    id: 'start-date-or-experience',
    question: 'Start soon, or bring more experience?',
    options: [
      {
        id: 'available-this-year',
        label: 'A candidate available to start this year',
        description: 'Filling the position soon matters most.',
        favours: 'yearAvailable',
      },
      {
        id: 'five-more-years-experience',
        label: 'A candidate with five more years of experience',
        description: 'Worth waiting for a more seasoned physician.',
        favours: 'experience',
      },
    ],
  },
  {
    id: 'certified-or-eligible',
    question: 'Certified today, or eligible and finishing soon?',
    options: [
      {
        id: 'board-certified-today',
        label: 'Board certified today',
        description: 'Certification in hand on day one.',
        favours: 'boardStatus',
      },
      {
        id: 'board-eligible-this-year',
        label: 'Board eligible, finishing this year',
        description: 'A new graduate who will sit the boards soon and can start sooner.',
        favours: 'yearAvailable',
      },
    ],
  },
  {
    id: 'local-or-best-fit',
    question: 'Close to home, or the best fit from anywhere?',
    options: [
      {
        id: 'lives-in-your-state',
        label: 'Lives in your state',
        description: 'Already licensed nearby and rooted in the community.',
        favours: 'distance',
      },
      {
        id: 'best-specialty-fit-anywhere',
        label: 'Best specialty fit from anywhere',
        description: 'The right training matters more than where they live today.',
        favours: 'specialty',
      },
    ],
  },
  {
    id: 'subspecialist-or-generalist',
    question: 'A deep sub-specialist, or a broad generalist?',
    options: [
      {
        id: 'fellowship-trained-subspecialist',
        label: 'Fellowship-trained sub-specialist',
        description: 'Deep expertise in one area your patients need.',
        favours: 'subSpecialty',
      },
      {
        id: 'broad-general-practice',
        label: 'Broad general practice',
        description: 'Comfortable seeing the full range of your patients.',
        favours: 'specialty',
      },
    ],
  },
  {
    id: 'partnership-or-employment',
    question: 'On a partnership track, or happy as an employee?',
    options: [
      {
        id: 'wants-partnership-track',
        label: 'Wants partnership track',
        description: 'Plans to settle in and build the practice with you.',
        favours: 'distance',
      },
      {
        id: 'prefers-employment',
        label: 'Prefers employment without partnership',
        description: 'Ready to join on a salary, without a buy-in to arrange.',
        favours: 'yearAvailable',
      },
    ],
  },
  {
    id: 'seasoned-or-recent-graduate',
    question: 'Seasoned, or fresh and ready now?',
    options: [
      {
        id: 'ten-years-in-practice',
        label: 'A physician with ten or more years in practice',
        description: 'Proven judgment and an established way of working.',
        favours: 'experience',
      },
      {
        id: 'recent-graduate-starts-now',
        label: 'A recent graduate who can start right away',
        description: 'Fresh training and an open calendar.',
        favours: 'yearAvailable',
      },
    ],
  },
  {
    id: 'neighbour-or-certified-relocation',
    question: 'Knows your region, or certified and willing to move?',
    options: [
      {
        id: 'neighbouring-state-knows-region',
        label: 'A candidate from a neighbouring state who knows your region',
        description: 'Knows the patients, payers and hospitals around you.',
        favours: 'distance',
      },
      {
        id: 'board-certified-relocating',
        label: 'A board-certified candidate relocating from across the country',
        description: 'Certification first, wherever they come from.',
        favours: 'boardStatus',
      },
    ],
  },
  {
    id: 'exact-subspecialty-or-sooner',
    question: 'The exact sub-specialty later, or a close match sooner?',
    options: [
      {
        id: 'exact-subspecialty-next-year',
        label: 'An exact sub-specialty match who starts next year',
        description: 'The precise training, even if it means waiting.',
        favours: 'subSpecialty',
      },
      {
        id: 'close-specialty-this-year',
        label: 'A close specialty match who starts this year',
        description: 'Near enough in training, and here sooner.',
        favours: 'specialty',
      },
    ],
  },
  {
    id: 'certification-or-years',
    question: 'Certification, or years of experience?',
    options: [
      {
        id: 'certified-fewer-years',
        label: 'Board certified, with fewer years in practice',
        description: 'Certification outweighs time in practice.',
        favours: 'boardStatus',
      },
      {
        id: 'eligible-many-years',
        label: 'Board eligible, with many years of experience',
        description: 'Experience outweighs the certificate.',
        favours: 'experience',
      },
    ],
  },
  {
    id: 'nearby-or-experienced-relocation',
    question: 'Close by, or more experienced and relocating?',
    options: [
      {
        id: 'within-driving-distance',
        label: 'A candidate who already lives within driving distance',
        description: 'No relocation, and family close by.',
        favours: 'distance',
      },
      {
        id: 'more-experience-relocating',
        label: 'A more experienced candidate who would relocate',
        description: 'More years of practice, moving in from elsewhere.',
        favours: 'experience',
      },
    ],
  },
];

/** A seeded probe as the `preference_probes` row stores it. */
export function toProbeRow(probe: PreferenceProbeSeed, position: number) {
  return {
    id: probe.id,
    position,
    question: probe.question,
    options: probe.options.map(({ id, label, description }) => ({ id, label, description })),
    weights: Object.fromEntries(probe.options.map((option) => [option.id, option.favours])),
  };
}

/**
 * Writes the ten would-you-rather probes (upsert by id, in one statement). Safe at every start and from two
 * nodes at once: the rows end up as {@link PREFERENCE_PROBES} says, and an edited wording reaches the table.
 */
export async function seedPreferenceProbes(db: Db): Promise<{ count: number }> {
  const rows = PREFERENCE_PROBES.map((probe, index) => toProbeRow(probe, index + 1));
  await db
    .insert(preferenceProbes)
    .values(rows)
    .onConflictDoUpdate({
      target: preferenceProbes.id,
      set: {
        position: sql`excluded.position`,
        question: sql`excluded.question`,
        options: sql`excluded.options`,
        weights: sql`excluded.weights`,
      },
    });
  return { count: rows.length };
}
