import { z } from 'zod';
import { boardStatuses } from '../enums/board-statuses';
import { specialties, specialtyOfSubSpecialty, subSpecialties } from '../enums/specialties';
import { coordinatesSchema, enumId, oneOrMany, requiredText, wholeNumber, withoutDuplicates } from './fields';

/** Earliest and latest year a candidate may be available to start; wide on purpose, and not tied to today. */
const earliestStartYear = 2000;
const latestStartYear = 2100;

/** A preferred home state of candidates, as chosen from the state search. */
export const homeStateSchema = z.object(
  {
    description: requiredText('A home state', 'Choose each home state from the list', 120),
    coords: coordinatesSchema,
  },
  { error: 'Choose each home state from the list' },
);
/** A preferred home state. */
export type HomeState = z.infer<typeof homeStateSchema>;

const preferenceSpecialties = z.object({
  specialty: oneOrMany(enumId(specialties, 'Choose specialties from the list'), 'Specialty').optional(),
  subSpecialty: oneOrMany(
    enumId(subSpecialties, 'Choose sub-specialties from the list'),
    'Sub-specialty',
  ).optional(),
});

/**
 * `PATCH /employer/auth/v1/update-candidate-preference/{id}`: the candidates the employer prefers
 * (wizard step 4). Every field is optional, since a preference may be left open. Specialty and
 * sub-specialty are lists (an employer may hire for several; one id is read as a list of one), and each
 * sub-specialty must belong to one of the chosen specialties.
 */
export const candidatePreferencesSchema = z
  .object({
    specialty: preferenceSpecialties.shape.specialty.transform((ids) => (ids ? withoutDuplicates(ids) : ids)),
    subSpecialty: preferenceSpecialties.shape.subSpecialty.transform((ids) =>
      ids ? withoutDuplicates(ids) : ids,
    ),
    homeState: z
      .array(homeStateSchema, { error: 'Home states must be a list' })
      .max(60, 'Choose at most 60 home states')
      .optional(),
    boardCertStatus: enumId(boardStatuses, 'Choose the board status from the list').optional(),
    minExperience: wholeNumber('Minimum experience (years)', 0, 60).optional(),
    yearAvailableToStart: wholeNumber(
      'Year available to start',
      earliestStartYear,
      latestStartYear,
    ).optional(),
  })
  .refine(
    (preferences) => {
      const chosenSpecialties = preferences.specialty ?? [];
      if (chosenSpecialties.length === 0) {
        return true;
      }
      return (preferences.subSpecialty ?? []).every((subSpecialtyId) => {
        const owner = specialtyOfSubSpecialty(subSpecialtyId);
        return owner !== undefined && chosenSpecialties.includes(owner);
      });
    },
    {
      message: 'Choose sub-specialties of the chosen specialties',
      path: ['subSpecialty'],
      when: (context) => preferenceSpecialties.safeParse(context.value).success,
    },
  );

/** Candidate preferences as the form builds them. */
export type CandidatePreferencesInput = z.input<typeof candidatePreferencesSchema>;
/** Candidate preferences after validation. */
export type CandidatePreferences = z.infer<typeof candidatePreferencesSchema>;
