import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_FIGURE_KEYS, LIMITS, type PortalCommonFuncItem, type PortalDataBoardItem, type PortalItem, type PortalLink } from '../portalView/model';
import { PORTAL_VIEW_NS } from '../portalView/i18n';
import type { PortalApi } from './api';
import { ChartOptions } from './ChartOptions';
import { integerOf, type DesignerAction, type ItemPatch } from './designerState';
import { PORTAL_NS } from './i18n';
import sheet from './portal.module.css';

const styles = sheet.locals;

interface Props {
  item: PortalItem;
  dispatch: Dispatch<DesignerAction>;
  /** The data interfaces a chart may draw. */
  api: Pick<PortalApi, 'dataInterfaces'>;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** The options of the selected item's kind. */
export function WidgetOptions({ item, dispatch, api }: Props) {
  const { t } = useTranslation(PORTAL_NS);
  const update = (patch: ItemPatch) => dispatch({ type: 'update', i: item.i, patch });
  switch (item.jnpfKey) {
    case 'text':
      return (
        <sl-textarea
          size="small"
          rows={5}
          label={t('designer.content')}
          help-text={t('designer.contentHelp', { max: LIMITS.content })}
          maxlength={LIMITS.content}
          value={item.content}
          onsl-input={(event: Event) => update({ content: inputValue(event) })}
        />
      );
    case 'image':
      return (
        <>
          <sl-input size="small" label={t('designer.src')} help-text={t('designer.srcHelp')} value={item.src} onsl-input={(event: Event) => update({ src: inputValue(event).trim() })} />
          <sl-input size="small" label={t('designer.alt')} help-text={t('designer.altHelp')} maxlength={LIMITS.alt} value={item.alt} onsl-input={(event: Event) => update({ alt: inputValue(event) })} />
        </>
      );
    case 'commonFunc':
      return <LinksEditor item={item} onChange={(links) => update({ links })} />;
    case 'todoList':
    case 'notice':
      return (
        <sl-input
          type="number"
          size="small"
          label={t('designer.count')}
          min={LIMITS.countMin}
          max={LIMITS.countMax}
          value={String(item.count)}
          onsl-change={(event: Event) => {
            const input = event.target as HTMLInputElement;
            const typed = integerOf(input.value);
            const count = typed === null ? item.count : Math.min(Math.max(typed, LIMITS.countMin), LIMITS.countMax);
            input.value = String(count);
            update({ count });
          }}
        />
      );
    case 'dataBoard':
      return <FiguresEditor item={item} onChange={(figures) => update({ figures })} />;
    case 'chart':
      return <ChartOptions item={item} update={update} api={api} />;
  }
}

/** 常用功能's links: name and address each, added, removed and reordered (at most 20). */
function LinksEditor({ item, onChange }: { item: PortalCommonFuncItem; onChange: (links: PortalLink[]) => void }) {
  const { t } = useTranslation(PORTAL_NS);
  const links = item.links;
  const edit = (index: number, patch: Partial<PortalLink>) => onChange(links.map((link, at) => (at === index ? { ...link, ...patch } : link)));
  const swap = (index: number, other: number) => {
    const next = [...links];
    [next[index], next[other]] = [next[other]!, next[index]!];
    onChange(next);
  };
  const full = links.length >= LIMITS.links;
  return (
    <fieldset className={styles.group}>
      <legend>{t('designer.links')}</legend>
      {links.length === 0 && <p className={styles.hint}>{t('designer.noLinks')}</p>}
      <ol className={styles.links}>
        {links.map((link, index) => {
          const n = index + 1;
          return (
            <li key={index} className={styles.link}>
              <sl-input size="small" label={t('designer.linkName', { n })} maxlength={LIMITS.linkName} value={link.fullName} onsl-input={(event: Event) => edit(index, { fullName: inputValue(event) })} />
              <sl-input
                size="small"
                label={t('designer.linkUrl', { n })}
                help-text={t('designer.linkUrlHelp')}
                value={link.urlAddress}
                onsl-input={(event: Event) => edit(index, { urlAddress: inputValue(event).trim() })}
              />
              <span className={styles.linkButtons}>
                <sl-tooltip content={t('designer.linkUp', { n })}>
                  <sl-icon-button name="arrow-up" label={t('designer.linkUp', { n })} disabled={index === 0} onClick={() => swap(index, index - 1)} />
                </sl-tooltip>
                <sl-tooltip content={t('designer.linkDown', { n })}>
                  <sl-icon-button name="arrow-down" label={t('designer.linkDown', { n })} disabled={index === links.length - 1} onClick={() => swap(index, index + 1)} />
                </sl-tooltip>
                <sl-tooltip content={t('designer.removeLink', { n })}>
                  <sl-icon-button name="trash" label={t('designer.removeLink', { n })} onClick={() => onChange(links.filter((_, at) => at !== index))} />
                </sl-tooltip>
              </span>
            </li>
          );
        })}
      </ol>
      <sl-button size="small" disabled={full} onClick={() => onChange([...links, { fullName: '', urlAddress: '' }])}>
        <sl-icon slot="prefix" name="plus-lg" />
        {t('designer.addLink')}
      </sl-button>
      {full && <p className={styles.hint}>{t('designer.linksFull', { max: LIMITS.links })}</p>}
    </fieldset>
  );
}

/** 数据面板's figures: one checkbox per dashboard figure, in the order they were chosen. */
function FiguresEditor({ item, onChange }: { item: PortalDataBoardItem; onChange: (figures: string[]) => void }) {
  const { t } = useTranslation(PORTAL_NS);
  return (
    <fieldset className={styles.group}>
      <legend>{t('designer.figures')}</legend>
      <p className={styles.hint}>{t('designer.figuresHelp')}</p>
      <div className={styles.figures}>
        {DASHBOARD_FIGURE_KEYS.map((key) => (
          <sl-checkbox
            key={key}
            size="small"
            checked={item.figures.includes(key)}
            onsl-change={(event: Event) =>
              onChange((event.target as HTMLInputElement).checked ? [...item.figures.filter((figure) => figure !== key), key] : item.figures.filter((figure) => figure !== key))
            }
          >
            {t(`${PORTAL_VIEW_NS}:figures.${key}`)}
          </sl-checkbox>
        ))}
      </div>
    </fieldset>
  );
}
