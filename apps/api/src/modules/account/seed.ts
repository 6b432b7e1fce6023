import type { Db } from '../../db/client.js';
import { organizationDirectory } from '../../db/schema.js';

/** One organization of the claim directory, as seeded. */
export interface DirectorySeedEntry {
  npiNumber: string;
  name: string;
  city: string;
  state: string;
}

/**
 * The organizations that can be claimed by NPI number. Every NPI passes the NPI check digit (Luhn with the
 * 80840 prefix); none is a real organization's.
 */
export const ORGANIZATION_DIRECTORY: readonly DirectorySeedEntry[] = [
  { npiNumber: '1234567893', name: 'Riverbend Family Practice', city: 'Austin', state: 'TX' },
  { npiNumber: '1245319599', name: 'Cedar Valley Cardiology Associates', city: 'Cedar Rapids', state: 'IA' },
  { npiNumber: '1679576722', name: 'Harborview Pediatrics', city: 'Portland', state: 'ME' },
  { npiNumber: '1043829179', name: 'Summit Orthopedic Group', city: 'Denver', state: 'CO' },
  { npiNumber: '1120938471', name: 'Lone Pine Internal Medicine', city: 'Bishop', state: 'CA' },
  { npiNumber: '1283746505', name: 'Bayou Women’s Health', city: 'Baton Rouge', state: 'LA' },
  { npiNumber: '1364509822', name: 'Prairie Sky Dermatology', city: 'Omaha', state: 'NE' },
  { npiNumber: '1450293844', name: 'Blue Ridge Anesthesia Partners', city: 'Asheville', state: 'NC' },
  { npiNumber: '1528473618', name: 'Desert Bloom Urgent Care', city: 'Tucson', state: 'AZ' },
  { npiNumber: '1603947288', name: 'Great Lakes Neurology Center', city: 'Milwaukee', state: 'WI' },
  { npiNumber: '1748293051', name: 'Magnolia Behavioral Health', city: 'Jackson', state: 'MS' },
  { npiNumber: '1837465016', name: 'Evergreen Gastroenterology', city: 'Tacoma', state: 'WA' },
  { npiNumber: '1950283741', name: 'St. Anselm Rural Health Clinic', city: 'Bozeman', state: 'MT' },
];

/**
 * Adds the claim directory's organizations that are missing (by NPI). Idempotent and safe from two nodes at
 * once: existing rows, claimed or not, are left as they are. Returns how many rows were added.
 */
export async function seedOrganizationDirectory(db: Db): Promise<number> {
  const inserted = await db
    .insert(organizationDirectory)
    .values(ORGANIZATION_DIRECTORY.map((entry) => ({ ...entry })))
    .onConflictDoNothing()
    .returning({ id: organizationDirectory.id });
  return inserted.length;
}
