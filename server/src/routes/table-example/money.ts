import type { MessageKey } from '../../i18n/messages';
import { ApiError } from '../../plugins/errors';

/**
 * Amounts are stored as integer fen (cents): sums and comparisons stay exact in any database,
 * where REAL yuan would drift (0.1 + 0.2). The API speaks yuan, as JNPF does.
 */
export const AMOUNT_MAX_CENTS = 999_999_999_999;
export const AMOUNT_MAX_TEXT = '9999999999.99';

const refuse = (key: MessageKey, label: MessageKey): ApiError => new ApiError(400, key, { max: AMOUNT_MAX_TEXT }, { field: label });

/**
 * Yuan as sent (a JSON number, or absent / null for 0) to fen. A number with at most two
 * decimals is exactly the double nearest to fen / 100, which is what the comparison checks; any
 * third decimal makes it another double.
 */
export function centsOf(value: number | null | undefined, label: MessageKey): number {
  if (value === undefined || value === null) return 0;
  // The range first: far beyond it, value * 100 is no longer exact and would pass for a decimals error.
  if (!Number.isFinite(value) || value < 0 || value > AMOUNT_MAX_CENTS / 100) throw refuse('tableExampleAmountRange', label);
  const cents = Math.round(value * 100);
  if (cents / 100 !== value) throw refuse('tableExampleAmountDecimals', label);
  // JSON's -0 is a plain 0.
  return cents + 0;
}

export const yuanOf = (cents: number): number => cents / 100;
