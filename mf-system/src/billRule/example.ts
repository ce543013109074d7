// The read-only `example` of the bill-rule form (spec section 5): what the rule's first number looks like today.

export const DATE_FORMATS = ['yyyyMMdd', 'yyyyMM', 'yyyy', 'no'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const two = (n: number): string => String(n).padStart(2, '0');

/** Today in the rule's format, in the browser's local time like the person looking at it; 'no' has no date part. */
export function datePart(format: string, at: Date): string {
  const year = String(at.getFullYear()).padStart(4, '0');
  const text = format === 'yyyyMMdd' ? `${year}${two(at.getMonth() + 1)}${two(at.getDate())}`
    : format === 'yyyyMM' ? `${year}${two(at.getMonth() + 1)}`
    : format === 'yyyy' ? year
    : '';
  // The spec upper-cases the date part (a no-op for these numeric formats, kept for future ones).
  return text.toUpperCase();
}

export interface ExampleInput {
  prefix: string;
  dateFormat: string;
  digit: string;
  startNumber: string;
}

/** prefix + today in the format + startNumber left-padded with zeros to digit (an unusable digit pads nothing). */
export function billExample({ prefix, dateFormat, digit, startNumber }: ExampleInput, at: Date): string {
  const width = /^[1-9]$/.test(digit) ? Number(digit) : 0;
  return `${prefix}${datePart(dateFormat, at)}${startNumber.padStart(width, '0')}`;
}
