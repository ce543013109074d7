import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, formatDate, notifyError } from '@atrium/shared';
import { downloadFile, KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, useStyleSheet, type DataTableColumn } from '@atrium/ui';
import { GENERATOR_NS } from '../i18n';
import type { VisualDevRecord } from '../model/types';
import { categoryName, loadCategories, type Category } from '../visualDev/categories';
import { generatorApi, type CodePreview, type GeneratorApi, type GeneratorQuery } from './api';
import { CodePreviewDialog } from './CodePreviewDialog';
import type { Highlighter } from './highlight';
import sheet from './generator.module.css';

const styles = sheet.locals;

/** 代码生成 → 功能表单, 移动表单, 流程表单: the designed modules of one type. */
export type GeneratorKind = 'webForm' | 'appForm' | 'flowForm';

/** The module type each page lists (JNPF: 1 web, 2 app, 3 flow forms). */
export const GENERATOR_TYPES: Readonly<Record<GeneratorKind, number>> = { webForm: 1, appForm: 2, flowForm: 3 };

const DEFAULT_AREA = 'extend';

export interface GeneratorListPageProps {
  kind: GeneratorKind;
  api?: GeneratorApi;
  highlighter?: Highlighter;
}

/** Saves a blob under a name through the shared download helper; the object URL is released afterwards. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    downloadFile(url, name);
  } finally {
    // The browser has taken the download by the next task; revoking at once can cancel it in some.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * The code generator's list (issue 15 item 7): designed modules with 预览代码 (the generated source in
 * a dialog with a file tree and highlighting) and 下载代码 (the zip). The area (功能模块) decides the
 * generated page's address.
 */
export function GeneratorListPage({ kind, api = generatorApi, highlighter }: GeneratorListPageProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(GENERATOR_NS);
  const list = usePagedList((query: GeneratorQuery) => api.list(query), { keyword: '', currentPage: 1, pageSize: 20, type: GENERATOR_TYPES[kind] });
  const { reload } = list;
  const [categories, setCategories] = useState<Category[]>([]);
  const [areas, setAreas] = useState<string[]>([DEFAULT_AREA]);
  const [area, setArea] = useState(DEFAULT_AREA);
  const [previewing, setPreviewing] = useState<{ row: VisualDevRecord; preview: CodePreview | null } | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    loadCategories().then((found) => active && setCategories(found));
    api.areas().then((found) => active && found.length > 0 && setAreas(found), () => undefined);
    return () => {
      active = false;
    };
  }, [api]);

  const preview = (row: VisualDevRecord) => {
    setPreviewing({ row, preview: null });
    api.preview(row.id, area).then(
      (answer) => setPreviewing((current) => (current?.row.id === row.id ? { row, preview: answer } : current)),
      // The client has shown the server's message.
      () => setPreviewing((current) => (current?.row.id === row.id ? null : current)),
    );
  };

  const download = async (row: VisualDevRecord) => {
    if (downloading) return;
    setDownloading(row.id);
    try {
      saveBlob(await api.download(row.id, area), `${row.fullName}-${row.enCode}.zip`);
    } catch (error) {
      if (!(error instanceof ApiError && error.canceled)) notifyError(error instanceof ApiError && error.kind === 'api' && error.msg ? error.msg : t('downloadFailed'));
    } finally {
      setDownloading(null);
    }
  };

  const configurable: DataTableColumn<VisualDevRecord>[] = [
    { key: 'fullName', label: t('fullName') },
    { key: 'enCode', label: t('enCode') },
    { key: 'category', label: t('category'), render: (row) => row.categoryName || categoryName(categories, row.category) },
    {
      key: 'state',
      label: t('state'),
      width: 90,
      render: (row) => (
        <sl-tag size="small" variant={row.state === 1 ? 'success' : 'neutral'}>
          {t(row.state === 1 ? 'stateReleased' : 'stateDraft')}
        </sl-tag>
      ),
    },
    { key: 'lastModifyTime', label: t('lastModifyTime'), width: 170, render: (row) => formatDate(row.lastModifyTime ?? row.creatorTime ?? null) },
  ];
  const settings = useListColumns(configurable);
  const columns: DataTableColumn<VisualDevRecord>[] = [
    ...settings.columns,
    {
      key: 'actions',
      label: t('actions'),
      width: 200,
      render: (row) => (
        <span className={styles.rowActions}>
          <sl-button size="small" variant="text" onClick={() => preview(row)}>{t('preview')}</sl-button>
          <sl-button size="small" variant="text" loading={downloading === row.id} onClick={() => void download(row)}>{t('download')}</sl-button>
        </span>
      ),
    },
  ];

  const title = t(`title.${kind}`);
  const search = (keyword: string) => list.setQuery({ ...list.query, keyword, currentPage: 1 });

  return (
    <section className={styles.page} aria-label={title}>
      <KeywordSearch value={list.query.keyword} onSearch={search} onReset={() => search('')}>
        <sl-select
          className={styles.area}
          size="small"
          label={t('area')}
          placeholder={t('choose')}
          value={area}
          hoist
          onsl-change={(event: Event) => setArea(String((event.target as HTMLSelectElement).value || DEFAULT_AREA))}
        >
          {areas.map((name) => (
            <sl-option key={name} value={name}>
              {name}
            </sl-option>
          ))}
        </sl-select>
      </KeywordSearch>
      <ListToolbar caption={title} onRefresh={reload} onColumnSettings={settings.openSettings} />
      <PagedTable list={list} columns={columns} label={title} onReset={() => search('')} />
      {previewing && (
        <CodePreviewDialog
          name={previewing.row.fullName}
          preview={previewing.preview}
          downloading={downloading === previewing.row.id}
          onDownload={() => void download(previewing.row)}
          onClose={() => setPreviewing(null)}
          {...(highlighter ? { highlighter } : {})}
        />
      )}
      {settings.settingsDrawer}
    </section>
  );
}
