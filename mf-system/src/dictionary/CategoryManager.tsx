import { useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, clearDictionaryCache, confirmDelete, confirmDialog, notifySuccess, usePermission } from '@atrium/shared';
import { DataTable, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { deleteDictionaryType, exportDictionaryType, importDictionaryType, type DictionaryType } from './api';
import { CategoryDialog } from './CategoryDialog';
import { downloadFile } from '../common/download';
import sheet from './dictionary.module.css';

const styles = sheet.locals;

interface Props {
  categories: DictionaryType[];
  loading: boolean;
  /** Reloads the categories (after any change, and from the refresh button). */
  onChanged: () => void;
  onClose: () => void;
}

/** The category manager drawer (spec section 2, 700 px): the categories as a tree table with add, edit, delete, export, import. */
export function CategoryManager({ categories, loading, onChanged, onClose }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const changed = (message: string) => {
    notifySuccess(message);
    clearDictionaryCache();
    onChanged();
  };

  const remove = async (category: DictionaryType) => {
    if (!(await confirmDelete())) return;
    deleteDictionaryType(category.id).then(() => changed(t('dictionary.deleted')), () => undefined);
  };

  const exportCategory = async (category: DictionaryType) => {
    if (!(await confirmDialog({ message: t('dictionary.confirmExport') }))) return;
    exportDictionaryType(category.id).then((file) => downloadFile(file.url, file.name), () => undefined);
  };

  const importFile = (file: File | undefined) => {
    if (!file) return;
    importDictionaryType(file).then(() => changed(t('dictionary.imported')), () => undefined);
  };

  const columns: DataTableColumn<DictionaryType>[] = [
    { key: 'fullName', label: t('dictionary.fullName') },
    { key: 'enCode', label: t('dictionary.enCode') },
    { key: 'isTree', label: t('dictionary.isTree'), width: 70, render: (row) => t(row.isTree === 1 ? 'dictionary.yes' : 'dictionary.no') },
    { key: 'sortCode', label: t('dictionary.sortCode'), width: 70 },
    {
      key: 'actions',
      label: t('dictionary.actions'),
      width: 160,
      render: (row) => (
        <span className={styles.rowActions}>
          {canEdit && <sl-button size="small" variant="text" onClick={() => setEditing({ id: row.id })}>{t('dictionary.edit')}</sl-button>}
          {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('dictionary.delete')}</sl-button>}
          <sl-button size="small" variant="text" onClick={() => void exportCategory(row)}>{t('dictionary.export')}</sl-button>
        </span>
      ),
    },
  ];

  return (
    <>
      <sl-drawer
        open
        label={t('dictionary.categoryManager')}
        style={{ '--size': '700px' } as CSSProperties}
        onsl-request-close={(event: CustomEvent) => {
          if (event.target !== event.currentTarget) return; // a nested dialog's own request
          event.preventDefault();
          onClose();
        }}
      >
        <div className={styles.toolbar}>
          {canAdd && (
            <sl-button size="small" variant="primary" onClick={() => setEditing({ id: null })}>
              <sl-icon slot="prefix" name="plus-lg" />
              {t('dictionary.add')}
            </sl-button>
          )}
          {canAdd && (
            <sl-button size="small" onClick={() => fileInput.current?.click()}>
              <sl-icon slot="prefix" name="upload" />
              {t('dictionary.import')}
            </sl-button>
          )}
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            hidden
            data-testid="dictionary-import-file"
            onChange={(event) => {
              importFile(event.target.files?.[0]);
              event.target.value = ''; // the same file can be chosen again
            }}
          />
          <span className={styles.spacer} />
          <sl-icon-button name="arrow-clockwise" label={t('dictionary.refresh')} onClick={onChanged} />
        </div>
        <DataTable columns={columns} rows={categories} loading={loading} defaultExpandAll aria-label={t('dictionary.categoryManager')} />
      </sl-drawer>
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
    </>
  );
}
