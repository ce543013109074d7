// Values as read-only text: the detail view, list cells and read-only cells.
import { formatDate, t } from '@atrium/shared';
import { kindOf } from '../../model/kinds';
import type { Field, FieldOption } from '../../model/types';
import { filesOf } from './files';

/** A rich text's words, for list cells and other plain-text places (the markup is parsed, never run). */
export function htmlText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const block of doc.body.querySelectorAll('p, li, br, h1, h2, h3, h4, div')) block.append(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const DATE_KINDS = new Set(['date', 'dateRange', 'createTime', 'modifyTime']);

/** JNPF date formats (yyyy-MM-dd HH:mm:ss) are the formatter's tokens already. */
export function dateFormatOf(field: Field | undefined): string {
  const format = field?.format;
  return typeof format === 'string' && format !== '' ? format : 'yyyy-MM-dd';
}

function optionName(options: readonly FieldOption[], value: unknown): string | null {
  for (const option of options) {
    if (option.id === value || String(option.id) === String(value)) return option.fullName;
    const inner = optionName(option.children ?? [], value);
    if (inner !== null) return inner;
  }
  return null;
}

/** Text of a value; `options` turn ids into names where the server sent ids. */
export function displayText(value: unknown, field?: Field, options: readonly FieldOption[] = field?.options ?? []): string {
  if (value === null || value === undefined || value === '') return '';
  const kind = field ? kindOf(field) : '';
  if (kind === 'uploadFz' || kind === 'uploadImg') return filesOf(value).map((file) => file.name).join(', ');
  if (kind === 'editor' && typeof value === 'string') return htmlText(value);
  if (Array.isArray(value)) return value.map((item) => displayText(item, field, options)).filter((text) => text !== '').join(kind === 'dateRange' || kind === 'timeRange' ? ' ~ ' : ', ');
  if (typeof value === 'number' && DATE_KINDS.has(kind)) return formatDate(value, dateFormatOf(field));
  if (typeof value === 'object') return JSON.stringify(value);
  if (kind === 'switch') {
    const on = field?.activeValue ?? 1;
    const text = String(value) === String(on) ? (field?.activeTxt ?? t('onlineDev:common.yes')) : (field?.inactiveTxt ?? t('onlineDev:common.no'));
    return String(text);
  }
  return optionName(options, value) ?? String(value);
}
