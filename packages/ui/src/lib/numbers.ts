let numberFormat: Intl.NumberFormat | undefined;

/**
 * A count as en-US writes it ("12,345"). Whole numbers are grouped by hand: a page's first use of Intl loads its
 * locale data, which costs a phone about a hundred milliseconds of the first render. Other numbers go through
 * `Intl.NumberFormat('en-US')`.
 */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  numberFormat ??= new Intl.NumberFormat('en-US');
  return numberFormat.format(value);
}
