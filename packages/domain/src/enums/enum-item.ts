/** One choice of a product enum: a stable kebab-case id and the name people read. */
export interface EnumItem<Id extends string = string> {
  readonly id: Id;
  readonly name: string;
}

/** A sub-specialty, tied to the specialty it belongs to. */
export interface SubSpecialtyItem<Id extends string = string, SpecialtyId extends string = string>
  extends EnumItem<Id> {
  readonly specialtyId: SpecialtyId;
}

/** A specialty with its sub-specialties, as `specialtiesAndSubSpecialty` lists them. */
export interface SpecialtyWithSubSpecialties extends EnumItem {
  readonly subSpecialties: readonly SubSpecialtyItem[];
}

/** Latitude and longitude in decimal degrees. */
export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

/** A US state, the District of Columbia or a territory; `id` is the two-letter postal code. */
export interface StateItem<Code extends string = string> extends EnumItem<Code> {
  readonly abbreviation: Code;
  /** Approximate geographic centre, good enough for distance scores between states. */
  readonly coords: Coordinates;
}

/** The ids of a list of enum items, typed as the union of its ids. */
export function idsOf<Id extends string>(items: readonly EnumItem<Id>[]): Id[] {
  return items.map((item) => item.id);
}
