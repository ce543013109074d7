// 图表's options: bar or line, and where the data comes from: typed in (a small table of categories
// by series) or a data interface's rows (interface, x field, value fields). What the layout rules
// refuse (a blank name, a cell that is not a number) shows as a layout problem and blocks the save.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTAL_VIEW_NS } from '../portalView/i18n';
import { CHART_TYPES, LIMITS, PORTAL_WIDGET_DEFAULTS, type ChartDataType, type PortalChartItem } from '../portalView/model';
import type { DataInterfaceOption, PortalApi } from './api';
import type { ItemPatch } from './designerState';
import { PORTAL_NS } from './i18n';
import sheet from './portal.module.css';

const styles = sheet.locals;

type ChartData = Pick<PortalChartItem, 'categories' | 'series' | 'interfaceId' | 'xField' | 'yFields'>;

interface Props {
  item: PortalChartItem;
  update: (patch: ItemPatch) => void;
  api: Pick<PortalApi, 'dataInterfaces'>;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** The fields of the other source, emptied as the layout rules want them. */
const emptyStatic = (): Pick<ChartData, 'categories' | 'series'> => ({ categories: [], series: [] });
const emptyDynamic = (): Pick<ChartData, 'interfaceId' | 'xField' | 'yFields'> => ({ interfaceId: '', xField: '', yFields: [] });

export function ChartOptions({ item, update, api }: Props) {
  const { t } = useTranslation(PORTAL_NS);
  // What the other source held when the user switched away, per item: switching back restores it.
  const stash = useRef(new Map<string, Partial<Record<ChartDataType, Partial<ChartData>>>>());
  const switchSource = (dataType: ChartDataType) => {
    if (dataType === item.dataType) return;
    const kept = stash.current.get(item.i) ?? {};
    kept[item.dataType] = item.dataType === 'static' ? { categories: item.categories, series: item.series } : { interfaceId: item.interfaceId, xField: item.xField, yFields: item.yFields };
    stash.current.set(item.i, kept);
    if (dataType === 'static') {
      const sample = PORTAL_WIDGET_DEFAULTS.chart.fields();
      update({ dataType, ...emptyDynamic(), categories: sample.categories, series: sample.series, ...kept.static });
    } else {
      update({ dataType, ...emptyStatic(), ...emptyDynamic(), ...kept.dynamic });
    }
  };
  return (
    <>
      <sl-radio-group size="small" label={t('designer.chartType')} value={item.chartType} onsl-change={(event: Event) => update({ chartType: inputValue(event) as PortalChartItem['chartType'] })}>
        {CHART_TYPES.map((type) => (
          <sl-radio-button key={type} value={type}>
            {t(`${PORTAL_VIEW_NS}:chart.${type}`)}
          </sl-radio-button>
        ))}
      </sl-radio-group>
      <sl-radio-group size="small" label={t('designer.dataType')} value={item.dataType} onsl-change={(event: Event) => switchSource(inputValue(event) as ChartDataType)}>
        <sl-radio-button value="static">{t('designer.dataStatic')}</sl-radio-button>
        <sl-radio-button value="dynamic">{t('designer.dataDynamic')}</sl-radio-button>
      </sl-radio-group>
      {item.dataType === 'static' ? <StaticDataEditor item={item} update={update} /> : <InterfaceDataEditor item={item} update={update} api={api} />}
    </>
  );
}

/** A typed number, or NaN while the text is not one (the layout rules then name the series). */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const sameNumber = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** A value cell: the text as typed stays while it is not a number, marked invalid. */
function NumberCell({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation(PORTAL_NS);
  const [text, setText] = useState(() => (Number.isFinite(value) ? String(value) : ''));
  // A change from elsewhere (a row removed, the data restored) replaces what was typed.
  useEffect(() => {
    setText((typed) => (sameNumber(numberOf(typed), value) ? typed : Number.isFinite(value) ? String(value) : ''));
  }, [value]);
  const invalid = !Number.isFinite(numberOf(text));
  return (
    <sl-input
      size="small"
      inputmode="decimal"
      className={`${styles.cellInput} ${invalid ? styles.invalidCell : ''}`}
      label={label}
      value={text}
      title={invalid ? t('designer.notNumber') : undefined}
      data-invalid={invalid ? '' : undefined}
      onsl-input={(event: Event) => {
        const typed = inputValue(event);
        setText(typed);
        onChange(numberOf(typed));
      }}
    />
  );
}

/** Categories (rows) by series (columns): names and values, rows and columns added and removed. */
function StaticDataEditor({ item, update }: Pick<Props, 'item' | 'update'>) {
  const { t } = useTranslation(PORTAL_NS);
  const { categories, series } = item;
  const setCategory = (row: number, name: string) => update({ categories: categories.map((category, at) => (at === row ? name : category)) });
  const setSeriesName = (column: number, name: string) => update({ series: series.map((entry, at) => (at === column ? { ...entry, name } : entry)) });
  const setValue = (row: number, column: number, value: number) =>
    update({ series: series.map((entry, at) => (at === column ? { ...entry, data: entry.data.map((old, index) => (index === row ? value : old)) } : entry)) });
  const addCategory = () =>
    update({
      categories: [...categories, t(`${PORTAL_VIEW_NS}:chart.sampleCategory`, { n: categories.length + 1 })],
      series: series.map((entry) => ({ ...entry, data: [...entry.data, 0] })),
    });
  const removeCategory = (row: number) =>
    update({ categories: categories.filter((_, at) => at !== row), series: series.map((entry) => ({ ...entry, data: entry.data.filter((_, at) => at !== row) })) });
  const addSeries = () => update({ series: [...series, { name: t('designer.newSeries', { n: series.length + 1 }), data: categories.map(() => 0) }] });
  const removeSeries = (column: number) => update({ series: series.filter((_, at) => at !== column) });
  return (
    <fieldset className={styles.group}>
      <legend>{t('designer.chartData')}</legend>
      <div className={styles.dataTableWrap}>
        <table className={styles.dataTable}>
          <thead>
            <tr>
              <th scope="col">{t('designer.category')}</th>
              {series.map((entry, column) => (
                <th key={column} scope="col">
                  <span className={styles.seriesHead}>
                    <sl-input size="small" className={styles.cellInput} label={t('designer.seriesName', { n: column + 1 })} maxlength={LIMITS.seriesName} value={entry.name} onsl-input={(event: Event) => setSeriesName(column, inputValue(event))} />
                    <sl-icon-button name="x-lg" label={t('designer.removeSeries', { n: column + 1 })} disabled={series.length <= 1} onClick={() => removeSeries(column)} />
                  </span>
                </th>
              ))}
              <th scope="col">
                <span className={styles.visuallyHidden}>{t('designer.rowActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.map((category, row) => (
              <tr key={row}>
                <th scope="row">
                  <sl-input size="small" className={styles.cellInput} label={t('designer.categoryName', { n: row + 1 })} maxlength={LIMITS.category} value={category} onsl-input={(event: Event) => setCategory(row, inputValue(event))} />
                </th>
                {series.map((entry, column) => (
                  <td key={column}>
                    <NumberCell label={t('designer.cellValue', { row: row + 1, column: column + 1 })} value={entry.data[row] ?? Number.NaN} onChange={(value) => setValue(row, column, value)} />
                  </td>
                ))}
                <td>
                  <sl-icon-button name="trash" label={t('designer.removeCategory', { n: row + 1 })} disabled={categories.length <= 1} onClick={() => removeCategory(row)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <span className={styles.steps}>
        <sl-button size="small" disabled={categories.length >= LIMITS.categories} onClick={addCategory}>
          <sl-icon slot="prefix" name="plus-lg" />
          {t('designer.addCategory')}
        </sl-button>
        <sl-button size="small" disabled={series.length >= LIMITS.series} onClick={addSeries}>
          <sl-icon slot="prefix" name="plus-lg" />
          {t('designer.addSeries')}
        </sl-button>
      </span>
      <p className={styles.hint}>{t('designer.chartDataHelp', { categories: LIMITS.categories, series: LIMITS.series })}</p>
    </fieldset>
  );
}

type InterfaceLoad = { kind: 'loading' } | { kind: 'ready'; list: DataInterfaceOption[] } | { kind: 'refused' };

/** The data interface, its x field and up to five value fields. */
function InterfaceDataEditor({ item, update, api }: Props) {
  const { t } = useTranslation(PORTAL_NS);
  const { yFields } = item;
  const editYField = (index: number, patch: Partial<PortalChartItem['yFields'][number]>) => update({ yFields: yFields.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)) });
  return (
    <fieldset className={styles.group}>
      <legend>{t('designer.chartData')}</legend>
      <p className={styles.hint}>{t('designer.dynamicHelp')}</p>
      <InterfaceChooser api={api} value={item.interfaceId} onChange={(interfaceId) => update({ interfaceId })} />
      <sl-input size="small" label={t('designer.xField')} help-text={t('designer.xFieldHelp')} maxlength={LIMITS.field} value={item.xField} onsl-input={(event: Event) => update({ xField: inputValue(event).trim() })} />
      <ol className={styles.links} aria-label={t('designer.yFields')}>
        {yFields.map((entry, index) => {
          const n = index + 1;
          return (
            <li key={index} className={styles.link}>
              <sl-input size="small" label={t('designer.yField', { n })} maxlength={LIMITS.field} value={entry.field} onsl-input={(event: Event) => editYField(index, { field: inputValue(event).trim() })} />
              <sl-input size="small" label={t('designer.yFieldName', { n })} maxlength={LIMITS.seriesName} value={entry.name} onsl-input={(event: Event) => editYField(index, { name: inputValue(event) })} />
              <span className={styles.linkButtons}>
                <sl-tooltip content={t('designer.removeYField', { n })}>
                  <sl-icon-button name="trash" label={t('designer.removeYField', { n })} onClick={() => update({ yFields: yFields.filter((_, at) => at !== index) })} />
                </sl-tooltip>
              </span>
            </li>
          );
        })}
      </ol>
      <sl-button size="small" disabled={yFields.length >= LIMITS.yFields} onClick={() => update({ yFields: [...yFields, { field: '', name: '' }] })}>
        <sl-icon slot="prefix" name="plus-lg" />
        {t('designer.addYField')}
      </sl-button>
      {yFields.length >= LIMITS.yFields && <p className={styles.hint}>{t('designer.yFieldsFull', { max: LIMITS.yFields })}</p>}
    </fieldset>
  );
}

/**
 * A list to choose from when the user may read it (GET DataInterface/Selector is for
 * administrators); otherwise, or when it fails, the interface's id typed in.
 */
function InterfaceChooser({ api, value, onChange }: { api: Props['api']; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation(PORTAL_NS);
  const [load, setLoad] = useState<InterfaceLoad>({ kind: 'loading' });
  useEffect(() => {
    let active = true;
    api.dataInterfaces().then(
      (list) => active && setLoad({ kind: 'ready', list }),
      () => active && setLoad({ kind: 'refused' }),
    );
    return () => {
      active = false;
    };
  }, [api]);
  if (load.kind === 'loading') return <p className={styles.hint}>{t('common.loading')}</p>;
  if (load.kind === 'refused' || load.list.length === 0) {
    return (
      <sl-input
        size="small"
        label={t('designer.interfaceId')}
        help-text={t(load.kind === 'refused' ? 'designer.interfaceIdHelp' : 'designer.interfaceNone')}
        maxlength={LIMITS.interfaceId}
        value={value}
        onsl-input={(event: Event) => onChange(inputValue(event).trim())}
      />
    );
  }
  const known = value === '' || load.list.some((option) => option.id === value);
  return (
    <sl-select size="small" label={t('designer.dataInterface')} placeholder={t('common.choose')} value={value} hoist help-text={known ? '' : t('designer.interfaceUnknown')} onsl-change={(event: Event) => onChange(inputValue(event))}>
      {!known && <sl-option value={value}>{value}</sl-option>}
      {load.list.map((option) => (
        <sl-option key={option.id} value={option.id}>
          {option.category ? `${option.category} / ${option.fullName}` : option.fullName}
        </sl-option>
      ))}
    </sl-select>
  );
}
