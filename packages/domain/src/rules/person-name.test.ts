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
  ])('lets a person’s name through: %s', (name) => {
    expect(personNameProblem(name)).toBeNull();
  });

  it.each([
    'MedHire Support',
    'medhire',
    'Med-Hire Team',
    'M e d H i r e',
    'MеdHirе', // Cyrillic е
    'MΕDHΙRE', // Greek capitals
    'Med\u200BHire',
    'Ana (Support)',
    'Customer Service',
    'Admin',
    'Trust and Safety',
  ])('refuses a name that passes for MedHire’s staff: %s', (name) => {
    expect(personNameProblem(name)).toBe('impersonates-staff');
  });

  it.each([
    'Ana www.example.test',
    'ana@clinic.test',
    'Visit https://pay.example',
    'Ana Ruiz clinic-pay.com',
  ])('refuses a name that holds an address: %s', (name) => {
    expect(personNameProblem(name)).toBe('holds-address');
  });
});
