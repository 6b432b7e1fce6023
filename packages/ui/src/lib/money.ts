/** "$280k", "$1.2M", "$950". */
export function formatMoneyShort(amount: number): string {
  const trim = (value: number) => (Math.round(value * 10) / 10).toString();
  if (amount >= 1_000_000) return `$${trim(amount / 1_000_000)}M`;
  if (amount >= 1_000) return `$${trim(amount / 1_000)}k`;
  return `$${Math.round(amount)}`;
}

/** "$280k–$340k", or "$300k" when both ends are the same. */
export function formatSalaryRange(range: { min: number; max: number }): string {
  const min = formatMoneyShort(range.min);
  const max = formatMoneyShort(range.max);
  return min === max ? min : `${min}–${max}`;
}
