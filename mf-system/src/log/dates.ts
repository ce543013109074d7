/** A date input's value (YYYY-MM-DD) as the first or last millisecond of that local day; undefined when empty or invalid. */
export function dayStart(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

export function dayEnd(value: string): number | undefined {
  const start = dayStart(value);
  if (start === undefined) return undefined;
  const next = new Date(start);
  next.setDate(next.getDate() + 1);
  return next.getTime() - 1;
}
