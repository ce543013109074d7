import { ApiError } from '../../plugins/errors';
import { AMOUNT_MAX_CENTS, centsOf, yuanOf } from './money';

const refusal = (value: number): string | null => {
  try {
    centsOf(value, 'tableExampleCostAmount');
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.key : 'not an ApiError';
  }
};

describe('centsOf', () => {
  it('turns every yuan figure with at most two decimals into exact fen, and back', () => {
    for (const [yuan, cents] of [[0, 0], [0.07, 7], [0.1, 10], [1234.56, 123456], [19.99, 1999], [9999999999.99, AMOUNT_MAX_CENTS], [-0, 0]] as const) {
      expect(centsOf(yuan, 'tableExampleCostAmount')).toBe(cents);
      expect(Object.is(centsOf(yuan, 'tableExampleCostAmount'), cents)).toBe(true);
      expect(yuanOf(cents)).toBe(yuan === 0 ? 0 : yuan);
    }
    expect(centsOf(null, 'tableExampleCostAmount')).toBe(0);
    expect(centsOf(undefined, 'tableExampleCostAmount')).toBe(0);
  });

  it('refuses a third decimal, a float sum that is not a two-decimal figure, and anything out of range', () => {
    expect(refusal(1.005)).toBe('tableExampleAmountDecimals');
    expect(refusal(0.1 + 0.2)).toBe('tableExampleAmountDecimals');
    expect(refusal(1e-7)).toBe('tableExampleAmountDecimals');
    expect(refusal(-0.01)).toBe('tableExampleAmountRange');
    expect(refusal(10_000_000_000)).toBe('tableExampleAmountRange');
    expect(refusal(1e21)).toBe('tableExampleAmountRange');
    expect(refusal(Number.NaN)).toBe('tableExampleAmountRange');
    expect(refusal(Number.POSITIVE_INFINITY)).toBe('tableExampleAmountRange');
  });
});
