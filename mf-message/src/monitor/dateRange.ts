/**
 * The monitor's date filter: two `yyyy-MM-dd` inputs in the user's own time zone become an
 * inclusive range of milliseconds (start of the first day to the last millisecond of the second).
 * A blank end leaves the range open; ends given in the wrong order are swapped.
 */
export function dateRange(start: string, end: string): { startTime?: number; endTime?: number } {
  const day = (text: string): Date | null => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return null;
    const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    return Number.isNaN(date.getTime()) ? null : date;
  };
  let from = day(start);
  let to = day(end);
  if (from && to && from > to) [from, to] = [to, from];
  const range: { startTime?: number; endTime?: number } = {};
  if (from) range.startTime = from.getTime();
  if (to) range.endTime = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).getTime() - 1;
  return range;
}
