import { describe, expect, it } from 'vitest';
import { personNameProblem } from './person-name';

describe('personNameProblem', () => {
  it.each([
    'Ana Ruiz',
    'Dr. Chen Ito',
    'María José Núñez-García',
    "Dana O'Brien",
    'Li Wei',
    'Supriya Adminah',
    'Ahmed Hiremath',
    'Mohammed Hireche',
    'Medhi Reza',
    'Jordan Staff',
    'J.Us Patel',
    'Ana Ruiz, M.D.',
    'زهرا\u200Cرضایی', // a Persian name with a zero-width non-joiner
  ])('lets a person’s name through: %s', (name) => {
    expect(personNameProblem(name)).toBeNull();
  });

  it.each([
    'MedHire Support',
    'medhire',
    'MedHireTeam',
    'Med-Hire Team',
    'M e d H i r e',
    'MеdHirе', // Cyrillic е
    'MΕDHΙRE', // Greek capitals
    'Med\u200BHire',
    'Med H1re',
    'M3dHire',
    'MedHlre',
    'MedHıre',
    'MedHӏre',
    'MedHiгe',
    'ᴍᴇᴅʜɪʀᴇ',
    'ＭｅｄＨｉｒｅ',
    'Ana (Support)',
    'Supp0rt',
    'Aԁmin',
    'S u p p o r t',
    'Customer Service',
    'Admin',
    'Trust and Safety',
    'Help Desk',
  ])('refuses a name that passes for MedHire’s staff: %s', (name) => {
    expect(personNameProblem(name)).toBe('impersonates-staff');
  });

  it.each([
    'Ana www.example.test',
    'ana@clinic.test',
    'Visit https://pay.example',
    'Ana Ruiz clinic-pay.com',
    'Ana pay.xyz',
    'bit.ly/x',
    'Ana clinic。com',
  ])('refuses a name that holds an address: %s', (name) => {
    expect(personNameProblem(name)).toBe('holds-address');
  });

  it.each(['Med\u202Eerih', '\u202EeriHdeM', 'Ana\u2066Ruiz'])(
    'refuses a name with characters that reorder its display: %j',
    (name) => {
      expect(personNameProblem(name)).toBe('changes-direction');
    },
  );
});
