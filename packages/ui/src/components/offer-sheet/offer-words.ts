import { type CandidateOffer, ProductivityModel } from '@medhire/domain';

let dollars: Intl.NumberFormat | undefined;

/** "$310,000". */
export function moneyLabel(amount: number): string {
  dollars ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return dollars.format(amount);
}

/** "July 1, 2027" from "2027-07-01", whatever the reader's time zone. */
export function startDateLabel(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The terms of an offer as label / value pairs, in the order a candidate reads them; terms left out are skipped. */
export function offerTermRows(offer: CandidateOffer): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [
    { label: 'Base salary', value: `${moneyLabel(offer.baseSalary)} a year` },
  ];
  if (offer.signOnBonus !== null) rows.push({ label: 'Sign-on bonus', value: moneyLabel(offer.signOnBonus) });
  rows.push({ label: 'Productivity', value: productivityLabel(offer) });
  if (offer.loanRepayment !== null)
    rows.push({ label: 'Loan repayment', value: moneyLabel(offer.loanRepayment) });
  rows.push({ label: 'Start date', value: startDateLabel(offer.startDate) });
  if (offer.callSchedule) rows.push({ label: 'Call schedule', value: offer.callSchedule });
  if (offer.ptoDays !== null) rows.push({ label: 'PTO', value: `${offer.ptoDays} days` });
  rows.push({
    label: 'Partnership track',
    value:
      offer.partnershipTrack && offer.yearsToPartnership !== null
        ? `Yes, partnership in ${offer.yearsToPartnership} ${offer.yearsToPartnership === 1 ? 'year' : 'years'}`
        : 'No',
  });
  return rows;
}

function productivityLabel(offer: CandidateOffer): string {
  switch (offer.productivityModel) {
    case ProductivityModel.None:
      return 'None';
    case ProductivityModel.Rvu:
      return `${moneyLabel(offer.productivityRate ?? 0).replace(/\.00$/, '')} per wRVU`;
    case ProductivityModel.Collections:
      return `${offer.productivityRate ?? 0}% of collections`;
    default:
      return offer.productivityModel satisfies never;
  }
}
