import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { GRID_COLUMNS, LIMITS, MAX_ROWS, MAX_Y, type PortalItem } from '../portalView/model';
import type { PortalApi } from './api';
import { clampGeometry, integerOf, type DesignerAction, type Geometry } from './designerState';
import { PORTAL_NS } from './i18n';
import { WidgetOptions } from './WidgetOptions';
import { kindName } from './widgets';
import sheet from './portal.module.css';

const styles = sheet.locals;

interface Props {
  item: PortalItem | null;
  /** The item's layout problem, as the validation says it. */
  problem: string | null;
  dispatch: Dispatch<DesignerAction>;
  onRemove: (item: PortalItem) => void;
  /** What a kind's options may ask the server (a chart's data interfaces). */
  api: Pick<PortalApi, 'dataInterfaces'>;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** The selected item's properties: title, place and size (with step buttons), its kind's options, removal. */
export function ItemProperties({ item, problem, dispatch, onRemove, api }: Props) {
  const { t } = useTranslation(PORTAL_NS);
  if (!item) {
    return (
      <aside className={styles.properties} aria-label={t('designer.properties')}>
        <h4 className={styles.panelTitle}>{t('designer.properties')}</h4>
        <p className={styles.hint}>{t('designer.noSelection')}</p>
      </aside>
    );
  }
  const i = item.i;
  const geometryField = (key: keyof Geometry, label: string, min: number, max: number) => {
    // Column and row count from 1 on screen (第 1 列); the layout stores them from 0.
    const offset = key === 'x' || key === 'y' ? 1 : 0;
    return (
      <sl-input
        type="number"
        size="small"
        label={label}
        min={min}
        max={max}
        value={String(item[key] + offset)}
        onsl-change={(event: Event) => {
          const input = event.target as HTMLInputElement;
          const typed = integerOf(input.value);
          const next = typed === null ? item : clampGeometry({ x: item.x, y: item.y, w: item.w, h: item.h, [key]: typed - offset }, key === 'w' ? 'x' : 'w');
          // The box shows what the grid allows, even when that is the value it had before.
          input.value = String(next[key] + offset);
          if (typed !== null) dispatch({ type: 'place', i, geometry: { [key]: next[key] } });
        }}
      />
    );
  };
  return (
    <aside className={styles.properties} aria-label={t('designer.properties')}>
      <h4 className={styles.panelTitle}>{t('designer.properties')}</h4>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.propertyForm}>
        <sl-input size="small" label={t('designer.kind')} value={kindName(t, item.jnpfKey)} disabled />
        <sl-input
          size="small"
          label={t('designer.itemTitle')}
          value={item.title}
          maxlength={LIMITS.title}
          onsl-input={(event: Event) => dispatch({ type: 'update', i, patch: { title: inputValue(event) } })}
        />
        <fieldset className={styles.group}>
          <legend>{t('designer.geometry')}</legend>
          <div className={styles.geometry}>
            {geometryField('x', t('designer.x'), 1, GRID_COLUMNS)}
            {geometryField('y', t('designer.y'), 1, MAX_Y + 1)}
            {geometryField('w', t('designer.w'), 1, GRID_COLUMNS)}
            {geometryField('h', t('designer.h'), 1, MAX_ROWS)}
          </div>
          <div className={styles.steps}>
            <sl-button size="small" disabled={item.x === 0} onClick={() => dispatch({ type: 'move', i, dx: -1, dy: 0 })}>
              <sl-icon slot="prefix" name="arrow-left" />
              {t('designer.moveLeft')}
            </sl-button>
            <sl-button size="small" disabled={item.x + item.w >= GRID_COLUMNS} onClick={() => dispatch({ type: 'move', i, dx: 1, dy: 0 })}>
              <sl-icon slot="prefix" name="arrow-right" />
              {t('designer.moveRight')}
            </sl-button>
            <sl-button size="small" disabled={item.y === 0} onClick={() => dispatch({ type: 'move', i, dx: 0, dy: -1 })}>
              <sl-icon slot="prefix" name="arrow-up" />
              {t('designer.moveUp')}
            </sl-button>
            <sl-button size="small" disabled={item.y >= MAX_Y} onClick={() => dispatch({ type: 'move', i, dx: 0, dy: 1 })}>
              <sl-icon slot="prefix" name="arrow-down" />
              {t('designer.moveDown')}
            </sl-button>
            <sl-button size="small" disabled={item.x + item.w >= GRID_COLUMNS} onClick={() => dispatch({ type: 'resize', i, dw: 1, dh: 0 })}>
              {t('designer.wider')}
            </sl-button>
            <sl-button size="small" disabled={item.w <= 1} onClick={() => dispatch({ type: 'resize', i, dw: -1, dh: 0 })}>
              {t('designer.narrower')}
            </sl-button>
            <sl-button size="small" disabled={item.h >= MAX_ROWS} onClick={() => dispatch({ type: 'resize', i, dw: 0, dh: 1 })}>
              {t('designer.taller')}
            </sl-button>
            <sl-button size="small" disabled={item.h <= 1} onClick={() => dispatch({ type: 'resize', i, dw: 0, dh: -1 })}>
              {t('designer.shorter')}
            </sl-button>
          </div>
        </fieldset>
        <WidgetOptions item={item} dispatch={dispatch} api={api} />
        <sl-button size="small" variant="danger" outline className={styles.removeButton} onClick={() => onRemove(item)}>
          <sl-icon slot="prefix" name="trash" />
          {t('designer.remove')}
        </sl-button>
      </div>
    </aside>
  );
}
