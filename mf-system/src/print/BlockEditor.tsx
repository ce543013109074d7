import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '@atrium/shared';
import { Select } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { Field, FieldsAnswer } from './api';
import type { Align, Block, BarcodeBlock, QrBlock, TableBlock, TextStyle } from './document';
import sheet from './print.module.css';

const styles = sheet.locals;

/** Inline images: the server takes data URLs up to 256 KB of image; a little under keeps clear of the limit. */
export const IMAGE_MAX_BYTES = 200 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

interface Props {
  block: Block;
  fields: FieldsAnswer | null;
  onChange: (block: Block) => void;
}

const text = (event: Event): string => (event.target as HTMLInputElement).value;
const number = (event: Event, fallback: number): number => {
  const value = Number((event.target as HTMLInputElement).value);
  return Number.isFinite(value) ? Math.round(value) : fallback;
};
const checked = (event: Event): boolean => (event.target as HTMLInputElement).checked;

/** A choice among known fields; free text when none are known yet (before 获取字段). */
function FieldChooser({ label, value, options, onChange }: { label: string; value: string; options: Field[]; onChange: (value: string) => void }) {
  const { t } = useTranslation(SYSTEM_NS);
  if (options.length === 0) return <sl-input size="small" label={label} value={value} onsl-input={(event: Event) => onChange(text(event).trim())} />;
  const known = options.some((option) => option.field === value);
  const choices = options.map((option) => ({ value: option.field, label: option.fieldName === option.field ? option.field : `${option.fieldName}（${option.field}）` }));
  return (
    <Select size="small" label={label} value={value} placeholder={t('print.editor.choose')} options={!known && value ? [{ value, label: value }, ...choices] : choices} onChange={onChange} />
  );
}

function AlignChooser({ value, onChange }: { value: Align; onChange: (align: Align) => void }) {
  const { t } = useTranslation(SYSTEM_NS);
  return (
    <Select
      size="small"
      label={t('print.editor.align')}
      value={value}
      options={(['left', 'center', 'right'] as const).map((align) => ({ value: align, label: t(`print.editor.aligns.${align}`) }))}
      onChange={(align) => onChange(align as Align)}
    />
  );
}

function ColorInput({ label, value, onChange }: { label: string; value: string; onChange: (color: string) => void }) {
  return (
    <label className={styles.hint}>
      {label}
      <br />
      <input type="color" aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

function StyleControls({ style, onChange }: { style: TextStyle; onChange: (style: TextStyle) => void }) {
  const { t } = useTranslation(SYSTEM_NS);
  return (
    <>
      <sl-input size="small" type="number" min={8} max={72} label={t('print.editor.fontSize')} value={String(style.fontSize)} onsl-input={(event: Event) => onChange({ ...style, fontSize: number(event, 14) })} />
      <AlignChooser value={style.align} onChange={(align) => onChange({ ...style, align })} />
      <sl-checkbox checked={style.bold} onsl-change={(event: Event) => onChange({ ...style, bold: checked(event) })}>{t('print.editor.bold')}</sl-checkbox>
      <sl-checkbox checked={style.italic} onsl-change={(event: Event) => onChange({ ...style, italic: checked(event) })}>{t('print.editor.italic')}</sl-checkbox>
      <ColorInput label={t('print.editor.color')} value={style.color} onChange={(color) => onChange({ ...style, color })} />
    </>
  );
}

function TableControls({ block, fields, onChange }: { block: TableBlock; fields: FieldsAnswer | null; onChange: (block: Block) => void }) {
  const { t } = useTranslation(SYSTEM_NS);
  const columnFields = block.source === 'operator' ? (fields?.operatorRecord ?? []) : (fields?.tables.find((table) => table.name === block.table)?.fields ?? []);
  const setColumn = (index: number, change: Partial<TableBlock['columns'][number]>) =>
    onChange({ ...block, columns: block.columns.map((column, i) => (i === index ? { ...column, ...change } : column)) });
  return (
    <>
      <Select
        size="small"
        label={t('print.editor.tableSource')}
        value={block.source}
        options={[
          { value: 'table', label: t('print.editor.sourceTable') },
          { value: 'operator', label: t('print.editor.sourceOperator') },
        ]}
        onChange={(source) => onChange({ ...block, source: source as TableBlock['source'], columns: [] })}
      />
      {block.source === 'table' && (
        <FieldChooser
          label={t('print.editor.subTable')}
          value={block.table}
          options={(fields?.tables ?? []).map((table) => ({ field: table.name, fieldName: table.fullName }))}
          onChange={(table) => onChange({ ...block, table, columns: [] })}
        />
      )}
      <sl-input size="small" type="number" min={8} max={72} label={t('print.editor.fontSize')} value={String(block.fontSize)} onsl-input={(event: Event) => onChange({ ...block, fontSize: number(event, 12) })} />
      <sl-checkbox checked={block.showHeader} onsl-change={(event: Event) => onChange({ ...block, showHeader: checked(event) })}>{t('print.editor.showHeader')}</sl-checkbox>
      <div className={styles.grow}>
        {block.columns.map((column, index) => (
          <div key={index} className={styles.columnRow}>
            <FieldChooser label={t('print.editor.columnField')} value={column.field} options={columnFields} onChange={(field) => setColumn(index, { field })} />
            <sl-input size="small" label={t('print.editor.columnLabel')} value={column.label} onsl-input={(event: Event) => setColumn(index, { label: text(event) })} />
            <sl-input size="small" type="number" min={0} max={100} label={t('print.editor.columnWidth')} value={String(column.width)} onsl-input={(event: Event) => setColumn(index, { width: Math.min(100, Math.max(0, number(event, 0))) })} />
            <sl-icon-button name="x-lg" label={t('print.editor.removeColumn')} onClick={() => onChange({ ...block, columns: block.columns.filter((_c, i) => i !== index) })} />
          </div>
        ))}
        <sl-button size="small" variant="text" onClick={() => onChange({ ...block, columns: [...block.columns, { field: columnFields[0]?.field ?? '', label: columnFields[0]?.fieldName ?? '', width: 0 }] })}>
          {t('print.editor.addColumn')}
        </sl-button>
        {columnFields.length > 0 && (
          <sl-button size="small" variant="text" onClick={() => onChange({ ...block, columns: columnFields.map((field) => ({ field: field.field, label: field.fieldName, width: 0 })) })}>
            {t('print.editor.allColumns')}
          </sl-button>
        )}
      </div>
    </>
  );
}

function CodeValue({ block, fields, onChange }: { block: BarcodeBlock | QrBlock; fields: FieldsAnswer | null; onChange: (block: Block) => void }) {
  const { t } = useTranslation(SYSTEM_NS);
  return (
    <>
      <Select
        size="small"
        label={t('print.editor.codeSource')}
        value={block.source}
        options={[
          { value: 'field', label: t('print.editor.sourceField') },
          { value: 'static', label: t('print.editor.sourceStatic') },
        ]}
        onChange={(source) => onChange({ ...block, source: source as BarcodeBlock['source'], value: '' })}
      />
      {block.source === 'field' ? (
        <FieldChooser label={t('print.editor.codeField')} value={block.value} options={fields?.main ?? []} onChange={(value) => onChange({ ...block, value })} />
      ) : (
        <sl-input size="small" label={t('print.editor.codeValue')} value={block.value} onsl-input={(event: Event) => onChange({ ...block, value: text(event) })} />
      )}
      <sl-input size="small" type="number" min={20} max={1000} label={t('print.editor.boxWidth')} value={String(block.boxWidth)} onsl-input={(event: Event) => onChange({ ...block, boxWidth: number(event, 100) })} />
      <sl-input size="small" type="number" min={20} max={1000} label={t('print.editor.boxHeight')} value={String(block.boxHeight)} onsl-input={(event: Event) => onChange({ ...block, boxHeight: number(event, 100) })} />
      <AlignChooser value={block.align} onChange={(align) => onChange({ ...block, align })} />
    </>
  );
}

function readImage(file: File, done: (src: string) => void, messages: { type: string; size: string }): void {
  if (!IMAGE_TYPES.includes(file.type)) return notifyWarning(messages.type);
  if (file.size > IMAGE_MAX_BYTES) return notifyWarning(messages.size);
  const reader = new FileReader();
  reader.onload = () => typeof reader.result === 'string' && done(reader.result);
  reader.readAsDataURL(file);
}

/** The settings of one block of the layout. */
export function BlockEditor({ block, fields, onChange }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  let body: ReactNode = null;
  switch (block.type) {
    case 'text':
      body = (
        <>
          <sl-textarea className={styles.grow} rows={2} size="small" label={t('print.editor.text')} help-text={t('print.editor.textHint')} value={block.text} onsl-input={(event: Event) => onChange({ ...block, text: text(event) })} />
          <StyleControls style={block.style} onChange={(style) => onChange({ ...block, style })} />
        </>
      );
      break;
    case 'field':
      body = (
        <>
          <FieldChooser label={t('print.editor.field')} value={block.field} options={fields?.main ?? []} onChange={(field) => onChange({ ...block, field })} />
          <sl-input size="small" label={t('print.editor.label')} value={block.label} onsl-input={(event: Event) => onChange({ ...block, label: text(event) })} />
          <StyleControls style={block.style} onChange={(style) => onChange({ ...block, style })} />
        </>
      );
      break;
    case 'table':
      body = <TableControls block={block} fields={fields} onChange={onChange} />;
      break;
    case 'barcode':
      body = (
        <>
          <CodeValue block={block} fields={fields} onChange={onChange} />
          <sl-input size="small" type="number" min={1} max={10} label={t('print.editor.barWidth')} value={String(block.width)} onsl-input={(event: Event) => onChange({ ...block, width: number(event, 4) })} />
          <sl-input size="small" type="number" min={10} max={300} label={t('print.editor.barHeight')} value={String(block.height)} onsl-input={(event: Event) => onChange({ ...block, height: number(event, 80) })} />
          <sl-checkbox checked={block.displayValue} onsl-change={(event: Event) => onChange({ ...block, displayValue: checked(event) })}>{t('print.editor.displayValue')}</sl-checkbox>
          <ColorInput label={t('print.editor.lineColor')} value={block.lineColor} onChange={(lineColor) => onChange({ ...block, lineColor })} />
          <ColorInput label={t('print.editor.background')} value={block.background} onChange={(background) => onChange({ ...block, background })} />
        </>
      );
      break;
    case 'qrcode':
      body = (
        <>
          <CodeValue block={block} fields={fields} onChange={onChange} />
          <Select
            size="small"
            label={t('print.editor.correction')}
            value={block.errorCorrectionLevel}
            options={(['L', 'M', 'Q', 'H'] as const).map((level) => ({ value: level, label: level }))}
            onChange={(level) => onChange({ ...block, errorCorrectionLevel: level as QrBlock['errorCorrectionLevel'] })}
          />
          <ColorInput label={t('print.editor.colorDark')} value={block.colorDark} onChange={(colorDark) => onChange({ ...block, colorDark })} />
          <ColorInput label={t('print.editor.colorLight')} value={block.colorLight} onChange={(colorLight) => onChange({ ...block, colorLight })} />
        </>
      );
      break;
    case 'image':
      body = (
        <>
          {block.src && <img className={styles.imageThumb} src={block.src} alt={block.alt} />}
          <label className={styles.hint}>
            {t('print.editor.chooseImage')}
            <br />
            <input
              type="file"
              accept={IMAGE_TYPES.join(',')}
              aria-label={t('print.editor.chooseImage')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) readImage(file, (src) => onChange({ ...block, src }), { type: t('print.editor.imageType'), size: t('print.editor.imageTooLarge') });
                event.target.value = '';
              }}
            />
          </label>
          <sl-input size="small" label={t('print.editor.alt')} value={block.alt} onsl-input={(event: Event) => onChange({ ...block, alt: text(event) })} />
          <sl-input size="small" type="number" min={10} max={2000} label={t('print.editor.width')} value={String(block.width)} onsl-input={(event: Event) => onChange({ ...block, width: number(event, 200) })} />
          <sl-input size="small" type="number" min={10} max={2000} label={t('print.editor.height')} value={String(block.height)} onsl-input={(event: Event) => onChange({ ...block, height: number(event, 100) })} />
          <AlignChooser value={block.align} onChange={(align) => onChange({ ...block, align })} />
        </>
      );
      break;
    default:
      body = <p className={styles.hint}>{t(block.type === 'divider' ? 'print.editor.dividerHint' : 'print.editor.pageBreakHint')}</p>;
  }
  return <div className={styles.blockBody}>{body}</div>;
}
