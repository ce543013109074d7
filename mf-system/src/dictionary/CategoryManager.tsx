import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, clearDictionaryCache, confirmDelete, confirmDialog, notifySuccess, usePermission } from '@atrium/shared';
import { DataTable, Drawer, EmptyState, ImportWizard, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { deleteDictionaryType, dictionaryImportModule, exportDictionaryData, type DictionaryType } from './api';
import { CategoryDialog } from './CategoryDialog';
import { downloadFile } from '@atrium/ui';
import sheet from './dictionary.module.css';

const styles = sheet.locals;

/** The dictionary page's 导出 / 导入 buttons (the server checks them on every call). */
export const BTN_EXPORT = 'btn_export';
export const BTN_IMPORT = 'btn_import';

interface Props {
  categories: DictionaryType[];
  loading: boolean;
  /** Reloads the categories (after any change, and from the refresh button). */
  onChanged: () => void;
  onClose: () => void;
}

/**
 * The category manager drawer (spec section 2, 700 px): the categories as a tree table with add,
 * edit, delete, and per category export (its items as xlsx) and import (@atrium/ui's ImportWizard).
 */
export function CategoryManager({ categories, loading, onChanged, onClose }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);
  const canExport = usePermission('button', BTN_EXPORT);
  const canImport = usePermission('button', BTN_IMPORT);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [importing, setImporting] = useState<DictionaryType | null>(null);

  const changed = (message: string) => {
    notifySuccess(message);
    clearDictionaryCache();
    onChanged();
  };

  const remove = async (category: DictionaryType) => {
    if (!(await confirmDelete({ name: category.fullName }))) return;
    deleteDictionaryType(category.id).then(() => changed(t('dictionary.deleted')), () => undefined);
  };

  const exportCategory = async (category: DictionaryType) => {
    if (!(await confirmDialog({ message: t('dictionary.confirmExport', { name: category.fullName }) }))) return;
    exportDictionaryData(category.id).then((file) => downloadFile(file.url, file.name), () => undefined);
  };

  const columns: DataTableColumn<DictionaryType>[] = [
    { key: 'fullName', label: t('dictionary.fullName') },
    { key: 'enCode', label: t('dictionary.enCode') },
    { key: 'isTree', label: t('dictionary.isTree'), width: 70, render: (row) => t(row.isTree === 1 ? 'dictionary.yes' : 'dictionary.no') },
    { key: 'sortCode', label: t('dictionary.sortCode'), width: 70 },
    {
      key: 'actions',
      label: t('dictionary.actions'),
      width: 220,
      render: (row) => (
        <span className={styles.rowActions}>
          {canEdit && <sl-button size="small" variant="text" onClick={() => setEditing({ id: row.id })}>{t('dictionary.edit')}</sl-button>}
          {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('dictionary.delete')}</sl-button>}
          {canExport && <sl-button size="small" variant="text" onClick={() => void exportCategory(row)}>{t('dictionary.export')}</sl-button>}
          {canImport && <sl-button size="small" variant="text" onClick={() => setImporting(row)}>{t('dictionary.import')}</sl-button>}
        </span>
      ),
    },
  ];

  return (
    <>
      <Drawer title={t('dictionary.categoryManager')} size={700} onClose={onClose}>
        <div className={styles.toolbar}>
          {canAdd && (
            <sl-button size="small" variant="primary" onClick={() => setEditing({ id: null })}>
              <sl-icon slot="prefix" name="plus-lg" />
              {t('dictionary.add')}
            </sl-button>
          )}
          <span className={styles.spacer} />
          <sl-icon-button name="arrow-clockwise" label={t('dictionary.refresh')} onClick={onChanged} />
        </div>
        <DataTable
          columns={columns}
          rows={categories}
          loading={loading}
          defaultExpandAll
          aria-label={t('dictionary.categoryManager')}
          emptyText={<EmptyState onAdd={canAdd ? () => setEditing({ id: null }) : undefined} />}
        />
      </Drawer>
      {editing && (
        <CategoryDialog
          id={editing.id}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
      {importing && (
        <ImportWizard
          module={dictionaryImportModule(importing.id)}
          title={t('dictionary.importTitle', { name: importing.fullName })}
          onClose={() => setImporting(null)}
          onImported={() => {
            clearDictionaryCache();
            onChanged();
          }}
        />
      )}
    </>
  );
}
