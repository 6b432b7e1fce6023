import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organizationDirectory } from '../../db/schema.js';

/** One organization of the claim directory, as seeded. */
export interface DirectorySeedEntry {
  npiNumber: string;
  name: string;
  city: string;
  state: string;
  /** The organization's contact email on its own domain, where a claim's link goes; null: claims wait for review. */
  contactEmail: string | null;
}

/**
 * The organizations that can be claimed by NPI number, each with the contact email on file on its own
 * domain; St. Anselm has none, so its claims wait for an operator's review. Every NPI passes the NPI check digit (Luhn with the
 * 80840 prefix); none is a real organization's.
 */
export const ORGANIZATION_DIRECTORY: readonly DirectorySeedEntry[] = [
  {
    npiNumber: '1234567893',
    name: 'Riverbend Family Practice',
    city: 'Austin',
    state: 'TX',
    contactEmail: 'dana.whitfield@riverbend-fp.org',
  },
  {
    npiNumber: '1245319599',
    name: 'Cedar Valley Cardiology Associates',
    city: 'Cedar Rapids',
    state: 'IA',
    contactEmail: 'office@cedarvalleycardiology.com',
  },
  {
    npiNumber: '1679576722',
    name: 'Harborview Pediatrics',
    city: 'Portland',
    state: 'ME',
    contactEmail: 'practice.manager@harborviewpeds.org',
  },
  {
    npiNumber: '1043829179',
    name: 'Summit Orthopedic Group',
    city: 'Denver',
    state: 'CO',
    contactEmail: 'admin@summitorthogroup.com',
  },
  {
    npiNumber: '1120938471',
    name: 'Lone Pine Internal Medicine',
    city: 'Bishop',
    state: 'CA',
    contactEmail: 'frontdesk@lonepineim.com',
  },
  {
    npiNumber: '1283746505',
    name: 'Bayou Women’s Health',
    city: 'Baton Rouge',
    state: 'LA',
    contactEmail: 'manager@bayouwomenshealth.org',
  },
  {
    npiNumber: '1364509822',
    name: 'Prairie Sky Dermatology',
    city: 'Omaha',
    state: 'NE',
    contactEmail: 'operations@prairieskyderm.com',
  },
  {
    npiNumber: '1450293844',
    name: 'Blue Ridge Anesthesia Partners',
    city: 'Asheville',
    state: 'NC',
    contactEmail: 'recruiting@blueridgeanesthesia.com',
  },
  {
    npiNumber: '1528473618',
    name: 'Desert Bloom Urgent Care',
    city: 'Tucson',
    state: 'AZ',
    contactEmail: 'hr@desertbloomuc.com',
  },
  {
    npiNumber: '1603947288',
    name: 'Great Lakes Neurology Center',
    city: 'Milwaukee',
    state: 'WI',
    contactEmail: 'administrator@greatlakesneuro.org',
  },
  {
    npiNumber: '1748293051',
    name: 'Magnolia Behavioral Health',
    city: 'Jackson',
    state: 'MS',
    contactEmail: 'contact@magnoliabh.org',
  },
  {
    npiNumber: '1837465016',
    name: 'Evergreen Gastroenterology',
    city: 'Tacoma',
    state: 'WA',
    contactEmail: 'office@evergreengi.com',
  },
  {
    npiNumber: '1950283741',
    name: 'St. Anselm Rural Health Clinic',
    city: 'Bozeman',
    state: 'MT',
    contactEmail: null,
  },
];

/**
 * Adds the claim directory's organizations that are missing (by NPI). Idempotent and safe from two nodes at
 * once: existing rows, claimed or not, are left as they are, except that a contact email is filled in where
 * none is on file yet (directories seeded before contacts existed). Returns how many rows were added.
 */
export async function seedOrganizationDirectory(db: Db): Promise<number> {
  const rows = await db
    .insert(organizationDirectory)
    .values(ORGANIZATION_DIRECTORY.map((entry) => ({ ...entry })))
    .onConflictDoUpdate({
      target: organizationDirectory.npiNumber,
      set: { contactEmail: sql`excluded.contact_email` },
      setWhere: sql`${organizationDirectory.contactEmail} is null and excluded.contact_email is not null`,
    })
    .returning({ id: organizationDirectory.id, inserted: sql<boolean>`(xmax = 0)` });
  return rows.filter((row) => row.inserted).length;
}
