import type { EnumItem } from './enum-item';

/**
 * Fringe benefits and perks. A job's `supportBenefitPerk` holds their names (titles), not their ids,
 * because the spec says the job carries benefit titles.
 */
export const fringeBenefits = [
  { id: 'health-insurance', name: 'Health insurance' },
  { id: 'dental-insurance', name: 'Dental insurance' },
  { id: 'vision-insurance', name: 'Vision insurance' },
  { id: 'life-insurance', name: 'Life insurance' },
  { id: 'disability-insurance', name: 'Long-term disability insurance' },
  { id: '401k-match', name: '401(k) match' },
  { id: '403b-match', name: '403(b) match' },
  { id: 'malpractice-with-tail-coverage', name: 'Malpractice with tail coverage' },
  { id: 'occurrence-malpractice', name: 'Occurrence-based malpractice insurance' },
  { id: 'cme-allowance', name: 'CME allowance' },
  { id: 'cme-time-off', name: 'Paid CME days' },
  { id: 'relocation-assistance', name: 'Relocation assistance' },
  { id: 'paid-time-off', name: 'Paid time off' },
  { id: 'parental-leave', name: 'Paid parental leave' },
  { id: 'licensing-and-dea-fees', name: 'Licensing and DEA fees paid' },
  { id: 'board-certification-fees', name: 'Board certification fees paid' },
  { id: 'professional-dues', name: 'Professional society dues paid' },
  { id: 'health-savings-account', name: 'Health savings account (HSA)' },
  { id: 'flexible-spending-account', name: 'Flexible spending account (FSA)' },
  { id: 'student-loan-repayment', name: 'Student loan repayment' },
  { id: 'housing-stipend', name: 'Housing stipend' },
  { id: 'technology-allowance', name: 'Phone and technology allowance' },
  { id: 'childcare-assistance', name: 'Childcare assistance' },
  { id: 'employee-assistance-program', name: 'Employee assistance program' },
] as const satisfies readonly EnumItem[];

/** Name (title) of a fringe benefit, as a job's `supportBenefitPerk` holds it. */
export type FringeBenefitName = (typeof fringeBenefits)[number]['name'];
