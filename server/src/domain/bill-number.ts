/** Serial-number formatting of spec section 5 "Bill rule"; pure, shared by the preview and the issuer. */
export const DATE_FORMATS = ['yyyyMMdd', 'yyyyMM', 'yyyy', 'no'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export function isDateFormat(value: string): value is DateFormat {
  return (DATE_FORMATS as readonly string[]).includes(value);
}

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * The date part of a number in the server's local time: staff expect "today" to
 * be the day of their office, not of UTC. Upper-cased as the spec's example says
 * (a no-op for these numeric formats, kept so a future format like MMM behaves).
 */
export function datePart(format: DateFormat, at: Date): string {
  const year = String(at.getFullYear()).padStart(4, '0');
  switch (format) {
    case 'yyyyMMdd':
      return `${year}${two(at.getMonth() + 1)}${two(at.getDate())}`.toUpperCase();
    case 'yyyyMM':
      return `${year}${two(at.getMonth() + 1)}`.toUpperCase();
    case 'yyyy':
      return year.toUpperCase();
    case 'no':
      return '';
  }
}

export function formatBillNumber(prefix: string, date: string, serial: number, digit: number): string {
  return `${prefix}${date}${String(serial).padStart(digit, '0')}`;
}

/** The read-only preview of the rule form: prefix + today in format + startNumber padded to digit. */
export function billExample(rule: { prefix: string; dateFormat: DateFormat; digit: number; startNumber: string }, at: Date): string {
  return `${rule.prefix}${datePart(rule.dateFormat, at)}${rule.startNumber.padStart(rule.digit, '0')}`;
}
