import { useEffect, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { getDictionaries, type DictionaryGroup } from '@atrium/shared';
import { FormField } from '@atrium/ui';
import { isStored, kindOf, SUB_TABLE, valueFields } from '../model/kinds';
import type { ListColumn, PopupType, SearchType } from '../model/types';
import { ONLINE_DEV_NS } from '../i18n';
import type { EditorAction, EditorState } from './editorReducer';
import sheet from './editor.module.css';

const styles = sheet.locals;

interface Props {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
}

const LIST_BUTTONS = ['add', 'batchRemove', 'download'] as const;
const ROW_BUTTONS = ['edit', 'remove', 'detail'] as const;
const PAGE_SIZES = [20, 50, 100, 500];
const POPUP_TYPES: PopupType[] = ['general', 'fullScreen', 'drawer'];

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;
const checked = (event: Event) => (event.target as HTMLInputElement).checked;

/** The list of a module: which fields are columns and search items, sort, paging, popup, buttons, left tree. */
export function ListSettingsTab({ state, dispatch }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const { columnData } = state;
  // A field without a column (isStorage off) cannot be listed, searched or sorted.
  const fields = valueFields(state.formData.fields).filter((field) => kindOf(field) !== SUB_TABLE && isStored(field));
  const set = (patch: Partial<typeof columnData>) => dispatch({ type: 'setColumnData', patch });
  const column = (prop: string) => columnData.columnList.find((item) => item.prop === prop);
  const search = (prop: string) => columnData.searchList.find((item) => item.prop === prop);
  const setColumn = (prop: string, patch: Partial<ListColumn>) =>
    set({ columnList: columnData.columnList.map((item) => (item.prop === prop ? { ...item, ...patch } : item)) });
  const [groups, setGroups] = useState<readonly DictionaryGroup[]>([]);
  useEffect(() => {
    let active = true;
    getDictionaries().then((found) => active && setGroups(found), () => undefined);
    return () => {
      active = false;
    };
  }, []);

  return (
    <div className={styles.listSettings}>
      <table className={styles.settingsTable} aria-label={t('list.fields')}>
        <thead>
          <tr>
            <th>{t('list.field')}</th>
            <th>{t('list.showColumn')}</th>
            <th>{t('list.sortable')}</th>
            <th>{t('list.columnWidth')}</th>
            <th>{t('list.search')}</th>
            <th>{t('list.searchType')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.length === 0 && (
            <tr>
              <td colSpan={6}>{t('list.noFields')}</td>
            </tr>
          )}
          {fields.map((field) => {
            const prop = field.__vModel__!;
            const label = field.__config__.label;
            const shown = column(prop);
            const searched = search(prop);
            return (
              <tr key={prop} data-prop={prop}>
                <td>
                  {label} <code>{prop}</code>
                </td>
                <td>
                  <sl-checkbox aria-label={t('list.showColumnOf', { label })} checked={!!shown} onsl-change={(event: Event) => dispatch({ type: 'toggleColumn', prop, on: checked(event) })} />
                </td>
                <td>
                  <sl-checkbox
                    aria-label={t('list.sortableOf', { label })}
                    disabled={!shown}
                    checked={shown?.sortable === true}
                    onsl-change={(event: Event) => setColumn(prop, { sortable: checked(event) })}
                  />
                </td>
                <td>
                  <sl-input
                    size="small"
                    type="number"
                    min={0}
                    aria-label={t('list.widthOf', { label })}
                    disabled={!shown}
                    value={shown?.width ? String(shown.width) : ''}
                    onsl-input={(event: Event) => setColumn(prop, { width: Number(inputValue(event)) > 0 ? Number(inputValue(event)) : null })}
                  />
                </td>
                <td>
                  <sl-checkbox aria-label={t('list.searchOf', { label })} checked={!!searched} onsl-change={(event: Event) => dispatch({ type: 'toggleSearch', prop, on: checked(event) })} />
                </td>
                <td>
                  <sl-select
                    size="small"
                    aria-label={t('list.searchTypeOf', { label })}
                    placeholder={t('common.choose')}
                    disabled={!searched}
                    value={String(searched?.searchType ?? 2)}
                    hoist
                    onsl-change={(event: Event) => dispatch({ type: 'toggleSearch', prop, on: true, searchType: Number(inputValue(event)) as SearchType })}
                  >
                    <sl-option value="1">{t('list.searchEqual')}</sl-option>
                    <sl-option value="2">{t('list.searchLike')}</sl-option>
                    <sl-option value="3">{t('list.searchRange')}</sl-option>
                  </sl-select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <div className={styles.settingsGrid}>
        <FormField>
          <sl-select label={t('list.defaultSidx')} placeholder={t('list.defaultSidxNone')} clearable value={columnData.defaultSidx} hoist onsl-change={(event: Event) => set({ defaultSidx: inputValue(event) ?? '' })}>
            {fields.map((field) => (
              <sl-option key={field.__vModel__} value={field.__vModel__}>
                {field.__config__.label}
              </sl-option>
            ))}
          </sl-select>
        </FormField>
        <FormField>
          <sl-radio-group label={t('list.sort')} value={columnData.sort} onsl-change={(event: Event) => set({ sort: inputValue(event) === 'asc' ? 'asc' : 'desc' })}>
            <sl-radio value="asc">{t('list.asc')}</sl-radio>
            <sl-radio value="desc">{t('list.desc')}</sl-radio>
          </sl-radio-group>
        </FormField>
        <FormField>
          <sl-switch checked={columnData.hasPage} onsl-change={(event: Event) => set({ hasPage: checked(event) })}>
            {t('list.hasPage')}
          </sl-switch>
        </FormField>
        <FormField>
          <sl-select label={t('list.pageSize')} placeholder={t('common.choose')} value={String(columnData.pageSize)} disabled={!columnData.hasPage} hoist onsl-change={(event: Event) => set({ pageSize: Number(inputValue(event)) })}>
            {PAGE_SIZES.map((size) => (
              <sl-option key={size} value={String(size)}>
                {size}
              </sl-option>
            ))}
          </sl-select>
        </FormField>
        <FormField>
          <sl-select label={t('list.popupType')} placeholder={t('common.choose')} value={columnData.popupType} hoist onsl-change={(event: Event) => set({ popupType: inputValue(event) as PopupType })}>
            {POPUP_TYPES.map((type) => (
              <sl-option key={type} value={type}>
                {t(`list.popup.${type}`)}
              </sl-option>
            ))}
          </sl-select>
        </FormField>
        <FormField>
          <sl-input
            label={t(`list.popupWidth.${columnData.popupType}`)}
            value={columnData.popupType === 'general' ? columnData.generalWidth : columnData.popupType === 'drawer' ? columnData.drawerWidth : columnData.fullScreenWidth}
            onsl-input={(event: Event) =>
              set(columnData.popupType === 'general' ? { generalWidth: inputValue(event) } : columnData.popupType === 'drawer' ? { drawerWidth: inputValue(event) } : { fullScreenWidth: inputValue(event) })
            }
          />
        </FormField>
      </div>

      <fieldset className={styles.group}>
        <legend>{t('list.buttons')}</legend>
        {LIST_BUTTONS.map((value) => (
          <sl-checkbox
            key={value}
            checked={columnData.btnsList.some((button) => button.value === value)}
            onsl-change={(event: Event) => dispatch({ type: 'toggleButton', list: 'btnsList', button: { value, label: t(`buttons.${value}`) }, on: checked(event) })}
          >
            {t(`buttons.${value}`)}
          </sl-checkbox>
        ))}
        {ROW_BUTTONS.map((value) => (
          <sl-checkbox
            key={value}
            checked={columnData.columnBtnsList.some((button) => button.value === value)}
            onsl-change={(event: Event) => dispatch({ type: 'toggleButton', list: 'columnBtnsList', button: { value, label: t(`buttons.${value}`) }, on: checked(event) })}
          >
            {t(`buttons.row.${value}`)}
          </sl-checkbox>
        ))}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('list.tree')}</legend>
        <sl-switch checked={columnData.type === 2} onsl-change={(event: Event) => set(checked(event) ? { type: 2, treeDataSource: 'dictionary' } : { type: 1 })}>
          {t('list.treeOn')}
        </sl-switch>
        {columnData.type === 2 && (
          <div className={styles.inline}>
            <sl-select label={t('list.treeDictionary')} placeholder={t('common.choose')} value={columnData.treeDictionary ?? ''} hoist onsl-change={(event: Event) => set({ treeDictionary: inputValue(event) })}>
              {groups.map((group) => (
                <sl-option key={group.id} value={group.id}>
                  {group.fullName ?? group.enCode ?? group.id}
                </sl-option>
              ))}
            </sl-select>
            <sl-select label={t('list.treeRelation')} placeholder={t('common.choose')} value={columnData.treeRelation ?? ''} hoist onsl-change={(event: Event) => set({ treeRelation: inputValue(event) })}>
              {fields.map((field) => (
                <sl-option key={field.__vModel__} value={field.__vModel__}>
                  {field.__config__.label}
                </sl-option>
              ))}
            </sl-select>
          </div>
        )}
      </fieldset>
    </div>
  );
}
