import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, formatDate, notifySuccess } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { EnabledTag } from '../common/EnabledTag';
import { mapApi, type MapApi, type MapInfo, type MapQuery, type MapRow } from './api';
import { MapDialog } from './MapDialog';
import { MapPreview } from './MapPreview';
import sheet from './map.module.css';

const styles = sheet.locals;

const FIRST: MapQuery = { keyword: '', currentPage: 1, pageSize: 20 };

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** 数据地图 (issue 16 item 13). Administrators only: the server refuses everyone else. */
export function MapPage() {
  return <MapView api={mapApi} />;
}

/** GeoJSON maps per area code: upload (checked here and on the server), list, preview, enable/disable, delete. */
export function MapView({ api }: { api: MapApi }) {
  const { t } = useTranslation(SYSTEM_NS);
  const list = usePagedList(api.list, FIRST);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [previewing, setPreviewing] = useState<MapInfo | null>(null);
  const { reload } = list;

  const preview = (row: MapRow) => api.get(row.id).then(setPreviewing, () => undefined);
  const toggle = (row: MapRow) => api.toggle(row.id).then(() => {
    notifySuccess(t('map.stateChanged'));
    reload();
  }, () => undefined);
  const remove = async (row: MapRow) => {
    if (!(await confirmDelete(t('map.confirmRemove', { name: row.fullName })))) return;
    api.remove(row.id).then(() => {
      notifySuccess(t('map.removed'));
      reload();
    }, () => undefined);
  };

  const configurable: DataTableColumn<MapRow>[] = [
    { key: 'fullName', label: t('map.fullName') },
    { key: 'enCode', label: t('map.enCode'), width: 140 },
    { key: 'featureCount', label: t('map.featureCount'), width: 100, align: 'right' },
    { key: 'dataSize', label: t('map.dataSize'), width: 100, align: 'right', render: (row) => size(row.dataSize) },
    { key: 'sortCode', label: t('map.sortCode'), width: 80, align: 'right' },
    { key: 'enabledMark', label: t('map.enabledMark'), width: 90, render: (row) => <EnabledTag enabledMark={row.enabledMark} enabled={t('map.enabled')} disabled={t('map.disabled')} /> },
    { key: 'creatorTime', label: t('map.creatorTime'), width: 170, render: (row) => formatDate(row.creatorTime) },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns, {
    key: 'actions',
    label: t('map.actions'),
    width: 220,
    render: (row: MapRow) => (
      <span className={styles.rowActions}>
        <sl-button size="small" variant="text" onClick={() => void preview(row)}>{t('map.preview')}</sl-button>
        <sl-button size="small" variant="text" onClick={() => setEditing({ id: row.id })}>{t('map.edit')}</sl-button>
        <sl-button size="small" variant="text" onClick={() => void toggle(row)}>{row.enabledMark === 1 ? t('map.disable') : t('map.enable')}</sl-button>
        <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('map.remove')}</sl-button>
      </span>
    ),
  }];

  const add = () => setEditing({ id: null });
  const reset = () => list.setQuery({ ...FIRST, pageSize: list.query.pageSize });

  return (
    <section className={styles.page} aria-label={t('map.title')}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} onReset={reset} />
      <ListToolbar onAdd={add} addLabel={t('map.add')} onRefresh={reload} onColumnSettings={settings.openSettings} />
      <PagedTable list={list} columns={columns} label={t('map.title')} onAdd={add} onReset={reset} />
      {editing && (
        <MapDialog
          api={api}
          id={editing.id}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {previewing && (
        <sl-dialog open label={t('map.previewTitle', { name: previewing.fullName })} style={{ '--width': '560px' } as CSSProperties} onsl-after-hide={(event: Event) => event.target === event.currentTarget && setPreviewing(null)}>
          <p className={styles.summary}>{t('map.summary', { code: previewing.enCode, count: previewing.featureCount })}</p>
          <MapPreview data={previewing.data} width={520} />
        </sl-dialog>
      )}
      {settings.settingsDrawer}
    </section>
  );
}
