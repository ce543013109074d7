import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $currentModelId, BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, confirmDialog, notifySuccess, usePermission } from '@atrium/shared';
import { ColumnSettingsDrawer, DataTable, Pagination, useColumnSettings, visibleColumns, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { downloadFile } from '../common/download';
import { deleteBillRule, exportBillRule, getBillRules, toggleBillRule, type BillRule, type PageQuery } from './api';
import { BillRuleDialog } from './BillRuleDialog';
import sheet from './billRule.module.css';
import { EnabledTag } from '../common/EnabledTag';

const styles = sheet.locals;

const FIRST_PAGE: PageQuery = { keyword: '', currentPage: 1, pageSize: 20 };

/** Bill (serial-number) rules: a searchable, paged list with the rule form (spec sections 2, 4, 5, 7). */
export function BillRulePage() {
  const { t } = useTranslation(SYSTEM_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);

  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<PageQuery>(FIRST_PAGE);
  const [rows, setRows] = useState<BillRule[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [dialog, setDialog] = useState<{ id: string | null } | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const load = useCallback(async (current: PageQuery) => {
    setLoading(true);
    try {
      const page = await getBillRules(current);
      setRows(page.list);
      setTotal(page.pagination.total);
    } catch {
      setRows([]);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(query);
  }, [load, query]);

  const reload = () => void load(query);
  const changed = (message: string) => {
    notifySuccess(message);
    reload();
  };

  const remove = async (row: BillRule) => {
    if (!(await confirmDelete())) return;
    deleteBillRule(row.id).then(() => changed(t('billRule.deleted')), () => undefined);
  };

  const toggle = async (row: BillRule) => {
    const message = t(row.enabledMark === 1 ? 'billRule.confirmDisable' : 'billRule.confirmEnable');
    if (!(await confirmDialog({ message }))) return;
    toggleBillRule(row.id).then(() => changed(t('billRule.updated')), () => undefined);
  };

  const exportRule = (row: BillRule) => {
    exportBillRule(row.id).then(({ url, name }) => downloadFile(url, name), () => undefined);
  };

  const configurable: DataTableColumn<BillRule>[] = [
    { key: 'fullName', label: t('billRule.fullName') },
    { key: 'enCode', label: t('billRule.enCode') },
    { key: 'categoryName', label: t('billRule.category') },
    { key: 'example', label: t('billRule.example') },
    { key: 'outputNumber', label: t('billRule.outputNumber') },
    { key: 'sortCode', label: t('billRule.sortCode'), width: 80 },
    {
      key: 'enabledMark',
      label: t('billRule.enabledMark'),
      width: 90,
      render: (row) => <EnabledTag enabledMark={row.enabledMark} enabled={t('billRule.enabled')} disabled={t('billRule.disabled')} />,
    },
  ];
  const columnOptions = configurable.map((column) => ({ prop: column.key, label: String(column.label) }));
  const settings = useColumnSettings(useStore($currentModelId), columnOptions);
  const columns = visibleColumns(settings.columns, configurable);
  columns.push({
    key: 'actions',
    label: t('billRule.actions'),
    width: 230,
    render: (row) => (
      <span className={styles.rowActions}>
        {canEdit && <sl-button size="small" variant="text" onClick={() => setDialog({ id: row.id })}>{t('billRule.edit')}</sl-button>}
        {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('billRule.delete')}</sl-button>}
        {canEdit && (
          <sl-button size="small" variant="text" onClick={() => void toggle(row)}>
            {t(row.enabledMark === 1 ? 'billRule.disable' : 'billRule.enable')}
          </sl-button>
        )}
        <sl-button size="small" variant="text" onClick={() => exportRule(row)}>{t('billRule.export')}</sl-button>
      </span>
    ),
  });

  return (
    <section className={styles.page} aria-label={t('billRule.title')}>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ ...query, keyword, currentPage: 1 });
        }}
      >
        <sl-input
          size="small"
          name="keyword"
          label={t('billRule.keyword')}
          placeholder={t('billRule.keywordPlaceholder')}
          value={keyword}
          clearable
          onsl-input={(event: Event) => setKeyword((event.target as HTMLInputElement).value)}
        />
        <sl-button size="small" type="submit" variant="primary">{t('billRule.search')}</sl-button>
        <sl-button
          size="small"
          onClick={() => {
            setKeyword('');
            setQuery({ ...FIRST_PAGE, pageSize: query.pageSize });
          }}
        >
          {t('billRule.reset')}
        </sl-button>
      </form>
      <div className={styles.toolbar}>
        <span className={styles.spacer} />
        {canAdd && (
          <sl-button size="small" variant="primary" onClick={() => setDialog({ id: null })}>
            <sl-icon slot="prefix" name="plus-lg" />
            {t('billRule.add')}
          </sl-button>
        )}
        <sl-icon-button name="arrow-clockwise" label={t('billRule.refresh')} onClick={reload} />
        <sl-icon-button name="layout-three-columns" label={t('billRule.columnSettings')} onClick={() => setSettingsOpen(true)} />
      </div>
      <DataTable columns={columns} rows={rows} loading={loading} aria-label={t('billRule.title')} />
      <Pagination
        currentPage={query.currentPage}
        pageSize={query.pageSize}
        total={total}
        onChange={(currentPage, pageSize) => setQuery({ ...query, currentPage, pageSize })}
      />
      {dialog && (
        <BillRuleDialog
          id={dialog.id}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
      {settingsOpen && (
        <ColumnSettingsDrawer columns={settings.columns} defaults={columnOptions} onSave={settings.save} onClose={() => setSettingsOpen(false)} />
      )}
    </section>
  );
}
