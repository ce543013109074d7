import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStyleSheet } from '@atrium/ui';
import { kindOf } from '../model/kinds';
import { findFieldByName } from '../model/lookup';
import type { Field, SearchItem } from '../model/types';
import { ONLINE_DEV_NS } from '../i18n';
import { useOptions } from './fields/useOptions';
import type { SearchValues } from './listQuery';
import sheet from './runtime.module.css';

const styles = sheet.locals;

interface Props {
  items: readonly SearchItem[];
  fields: readonly Field[];
  /** The values the list is filtered by: the form starts from them. */
  values: SearchValues;
  keyword: string;
  onSearch: (values: SearchValues, keyword: string) => void;
}

const NUMBER_KINDS = new Set(['numInput', 'amount', 'calculate', 'rate', 'slider']);
const DATE_KINDS = new Set(['date', 'createTime', 'modifyTime']);
const OPTION_KINDS = new Set(['select', 'radio', 'checkbox', 'dicSelect']);
const DAY_MS = 24 * 60 * 60 * 1000;

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** 'yyyy-MM-dd' as local midnight in epoch ms ('' for none). */
function dayStart(text: string): number | '' {
  if (!text) return '';
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1).getTime();
}

function dayText(value: unknown): string {
  if (typeof value !== 'number') return '';
  const date = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function SearchControl({ item, field, value, onChange }: { item: SearchItem; field: Field | null; value: unknown; onChange: (value: unknown) => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const kind = field ? kindOf(field) : (item.jnpfKey ?? '');
  const options = useOptions(field ?? { __config__: { jnpfKey: kind, label: item.label, renderKey: 0 } });
  const range = Array.isArray(value) ? value : ['', ''];
  if (item.searchType === 3 && (NUMBER_KINDS.has(kind) || DATE_KINDS.has(kind))) {
    const isDate = DATE_KINDS.has(kind);
    const part = (index: 0 | 1) => (
      <sl-input
        size="small"
        type={isDate ? 'date' : 'number'}
        aria-label={t(index === 0 ? 'form.rangeStart' : 'form.rangeEnd', { label: item.label })}
        value={isDate ? dayText(range[index]) : String(range[index] ?? '')}
        onsl-change={(event: Event) => {
          const text = inputValue(event);
          // A date range ends at the end of its last day.
          const next = isDate ? (index === 0 ? dayStart(text) : text ? (dayStart(text) as number) + DAY_MS - 1 : '') : text === '' ? '' : Number(text);
          const pair = index === 0 ? [next, range[1] ?? ''] : [range[0] ?? '', next];
          // Spec section 5: a range with both ends empty is an empty list.
          onChange(pair.every((end) => end === '' || end === null || end === undefined) ? [] : pair);
        }}
      />
    );
    return (
      <fieldset className={styles.searchRange}>
        <legend>{item.label}</legend>
        {part(0)}
        <span aria-hidden="true">~</span>
        {part(1)}
      </fieldset>
    );
  }
  if (OPTION_KINDS.has(kind) || kind === 'switch') {
    const choices = kind === 'switch' ? [{ id: String(field?.activeValue ?? 1), fullName: t('common.yes') }, { id: String(field?.inactiveValue ?? 0), fullName: t('common.no') }] : options;
    return (
      <sl-select size="small" label={item.label} placeholder={t('common.choose')} clearable hoist value={value === undefined || value === null ? '' : String(value)} onsl-change={(event: Event) => onChange(inputValue(event) ?? '')}>
        {choices.map((option) => (
          <sl-option key={option.id} value={option.id}>
            {option.fullName}
          </sl-option>
        ))}
      </sl-select>
    );
  }
  return <sl-input size="small" label={item.label} placeholder={t('run.searchPlaceholder', { label: item.label })} clearable value={value === undefined || value === null ? '' : String(value)} onsl-input={(event: Event) => onChange(inputValue(event))} />;
}

/** The list's search form from columnData.searchList, with the keyword box; applied on 查询 or Enter. */
export function SearchForm({ items, fields, values, keyword, onSearch }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(ONLINE_DEV_NS);
  const [draft, setDraft] = useState<SearchValues>(values);
  const [text, setText] = useState(keyword);
  return (
    <form
      role="search"
      className={styles.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft, text.trim());
      }}
    >
      <sl-input size="small" label={t('run.keyword')} placeholder={t('run.keywordPlaceholder')} clearable value={text} onsl-input={(event: Event) => setText(inputValue(event))} />
      {items.map((item) => (
        <SearchControl key={item.prop} item={item} field={findFieldByName(fields, item.prop)} value={draft[item.prop]} onChange={(value) => setDraft((current) => ({ ...current, [item.prop]: value }))} />
      ))}
      <span className={styles.searchButtons}>
        <sl-button size="small" variant="primary" type="submit">
          <sl-icon slot="prefix" name="search" />
          {t('run.search')}
        </sl-button>
        <sl-button
          size="small"
          onClick={() => {
            setDraft({});
            setText('');
            onSearch({}, '');
          }}
        >
          {t('run.reset')}
        </sl-button>
      </span>
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </form>
  );
}
