import { formatDate, type DateInput } from '@atrium/shared';

/** A server time (epoch ms or text) as yyyy-MM-dd HH:mm; nothing when absent (the table shows —). */
export function formatTime(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return formatDate(value, 'yyyy-MM-dd HH:mm');
}
