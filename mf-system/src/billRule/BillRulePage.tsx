import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, confirmDialog, notifySuccess, usePermission } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { downloadFile } from '@atrium/ui';
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

  const list = usePagedList(getBillRules, FIRST_PAGE);
  const [dialog, setDialog] = useState<{ id: string | null } | null>(null);
  const { reload } = list;

  const changed = (message: string) => {
    notifySuccess(message);
    reload();
  };

  const remove = async (row: BillRule) => {
    if (!(await confirmDelete({ name: row.fullName }))) return;
    deleteBillRule(row.id).then(() => changed(t('billRule.deleted')), () => undefined);
  };

  const toggle = async (row: BillRule) => {
    const message = t(row.enabledMark === 1 ? 'billRule.confirmDisable' : 'billRule.confirmEnable', { name: row.fullName });
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
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
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
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} />
      <ListToolbar onAdd={canAdd ? () => setDialog({ id: null }) : undefined} onRefresh={reload} onColumnSettings={settings.openSettings} />
      <PagedTable list={list} columns={columns} label={t('billRule.title')} onAdd={canAdd ? () => setDialog({ id: null }) : undefined} />
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
      {settings.settingsDrawer}
    </section>
  );
}
