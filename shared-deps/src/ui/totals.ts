/**
 * Servers may stop counting a list's total past this (the reference server does for keyword
 * lists: a count must not scan 100,000 rows) and report TOTAL_CAP + 1, shown as "10000+".
 */
export const TOTAL_CAP = 10_000;

/** The total as a list shows it: "10000+" for a total the server stopped counting. */
export function totalLabel(total: number): string {
  return total > TOTAL_CAP ? `${TOTAL_CAP}+` : String(total);
}
