// How the page shows and reads money and delivery days.
import { formatDate, thousands } from '@atrium/shared';

/** Yuan as lists show it: two decimals and thousands separators (1234567.5 → 1,234,567.50); '' for no number. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  // Amounts have at most two decimals; a sum of them may carry binary noise (0.1 + 0.2), which the
  // rounding to fen drops.
  const fixed = (Math.round(value * 100) / 100).toFixed(2);
  return thousands(fixed === '-0.00' ? '0.00' : fixed);
}

/** A date input's value (yyyy-MM-dd, local) for a stored day; '' for none. */
export function dateInputValue(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : formatDate(value, 'yyyy-MM-dd');
}

/** The stored day for a date input's value: local midnight, ms (as the contract asks); null for ''. */
export function dateFromInput(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}
