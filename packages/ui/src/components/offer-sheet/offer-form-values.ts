import type { Offer, ProductivityModel } from '@medhire/domain';

/** The offer form's values: the payload's shape, a number box empty (null) until typed. */
export type OfferFormValues = {
  baseSalary: number | null;
  signOnBonus: number | null;
  productivityModel: ProductivityModel;
  productivityRate: number | null;
  loanRepayment: number | null;
  startDate: string;
  callSchedule: string;
  ptoDays: number | null;
  partnershipTrack: boolean;
  yearsToPartnership: number | null;
};

/** The form's starting values: the current offer's terms, or empty ones. */
export function offerFormValues(offer: Offer | null): OfferFormValues {
  return {
    baseSalary: offer?.baseSalary ?? null,
    signOnBonus: offer?.signOnBonus ?? null,
    productivityModel: offer?.productivityModel ?? 'none',
    productivityRate: offer?.productivityRate ?? null,
    loanRepayment: offer?.loanRepayment ?? null,
    startDate: offer?.startDate ?? '',
    callSchedule: offer?.callSchedule ?? '',
    ptoDays: offer?.ptoDays ?? null,
    partnershipTrack: offer?.partnershipTrack ?? false,
    yearsToPartnership: offer?.yearsToPartnership ?? null,
  };
}
