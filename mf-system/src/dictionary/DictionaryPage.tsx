import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, clearDictionaryCache, confirmDelete, confirmDialog, notifySuccess, usePermission } from '@atrium/shared';
import { DataTable, EmptyState, KeywordSearch, ListToolbar, TreePanel, findNode, useListColumns, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import {
  deleteDictionaryData,
  getDictionaryData,
  getDictionaryTypes,
  toggleDictionaryData,
  type DictionaryData,
  type DictionaryType,
} from './api';
import { CategoryManager } from './CategoryManager';
import { DataDialog } from './DataDialog';
import sheet from './dictionary.module.css';
import { EnabledTag } from '../common/EnabledTag';

const styles = sheet.locals;

function firstLeaf(nodes: readonly DictionaryType[]): DictionaryType | null {
  for (const node of nodes) {
    if (!node.children?.length) return node;
    const leaf = firstLeaf(node.children);
    if (leaf) return leaf;
  }
  return null;
}

const categoryLabel = (node: DictionaryType) => node.fullName;

/** Dictionary management (spec section 2): categories on the left, the chosen category's data on the right. */
export function DictionaryPage() {
  const { t } = useTranslation(SYSTEM_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);

  const [categories, setCategories] = useState<DictionaryType[]>([]);
  const [categoriesLoading, setCategoriesLoading] = useState(false);
  const [category, setCategory] = useState<DictionaryType | null>(null);
  // The keyword the rows were searched with (refresh and saves search with it again).
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<DictionaryData[]>([]);
  const [loading, setLoading] = useState(false);
  // Why the last load failed (shown in the table with a retry), or null (issue 19 item 7).
  const [loadError, setLoadError] = useState<unknown>(null);
  const [categoriesError, setCategoriesError] = useState<unknown>(null);
  // Expand-all is a remount of the table with every row open or closed.
  const [expandAll, setExpandAll] = useState(true);
  const [tableKey, setTableKey] = useState(0);
  const [dialog, setDialog] = useState<{ id: string | null } | null>(null);
  const [managerOpen, setManagerOpen] = useState(false);

  const loadCategories = useCallback(() => {
    setCategoriesLoading(true);
    getDictionaryTypes()
      .then((list) => {
        setCategoriesError(null);
        setCategories(list);
        // Keep the chosen category (with its fresh fields) when it still exists.
        setCategory((current) => (current && findNode(list, current.id)) || firstLeaf(list));
      }, (error: unknown) => {
        setCategoriesError(error);
        setCategories([]);
      })
      .finally(() => setCategoriesLoading(false));
  }, []);

  useEffect(loadCategories, [loadCategories]);

  const load = useCallback(
    async (searchKeyword: string) => {
      if (!category) return;
      setLoading(true);
      try {
        setRows(await getDictionaryData(category.id, { keyword: searchKeyword, isTree: category.isTree }));
        setLoadError(null);
      } catch (error) {
        setRows([]);
        setLoadError(error);
      } finally {
        setLoading(false);
        setTableKey((key) => key + 1);
      }
    },
    [category],
  );

  useEffect(() => {
    setKeyword('');
    void load('');
  }, [load]);

  const changed = (message: string) => {
    notifySuccess(message);
    clearDictionaryCache();
    void load(keyword);
  };

  const remove = async (row: DictionaryData) => {
    if (!(await confirmDelete({ name: row.fullName }))) return;
    deleteDictionaryData(row.id).then(() => changed(t('dictionary.deleted')), () => undefined);
  };

  const toggle = async (row: DictionaryData) => {
    const message = t(row.enabledMark === 1 ? 'dictionary.confirmDisable' : 'dictionary.confirmEnable', { name: row.fullName });
    if (!(await confirmDialog({ message }))) return;
    toggleDictionaryData(row.id).then(() => changed(t('dictionary.updated')), () => undefined);
  };

  const configurable: DataTableColumn<DictionaryData>[] = [
    { key: 'fullName', label: t('dictionary.fullName') },
    { key: 'enCode', label: t('dictionary.enCode') },
    { key: 'sortCode', label: t('dictionary.sortCode'), width: 100 },
    {
      key: 'enabledMark',
      label: t('dictionary.enabledMark'),
      width: 100,
      render: (row) => <EnabledTag enabledMark={row.enabledMark} enabled={t('dictionary.enabled')} disabled={t('dictionary.disabled')} />,
    },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  if (canEdit || canRemove) {
    columns.push({
      key: 'actions',
      label: t('dictionary.actions'),
      width: 170,
      render: (row) => (
        <span className={styles.rowActions}>
          {canEdit && <sl-button size="small" variant="text" onClick={() => setDialog({ id: row.id })}>{t('dictionary.edit')}</sl-button>}
          {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('dictionary.delete')}</sl-button>}
          {canEdit && (
            <sl-button size="small" variant="text" onClick={() => void toggle(row)}>
              {t(row.enabledMark === 1 ? 'dictionary.disable' : 'dictionary.enable')}
            </sl-button>
          )}
        </span>
      ),
    });
  }

  const add = () => setDialog({ id: null });
  const empty = keyword ? (
    <EmptyState
      noMatch
      onClear={() => {
        setKeyword('');
        void load('');
      }}
    />
  ) : (
    <EmptyState onAdd={canAdd && category ? add : undefined} />
  );

  // Spec: the toggle is offered only when every row has children.
  const canToggleExpand = rows.length > 0 && rows.every((row) => (row.children?.length ?? 0) > 0);

  return (
    <div className={styles.page}>
      <aside className={styles.side}>
        <TreePanel
          title={t('dictionary.categories')}
          nodes={categories}
          label={categoryLabel}
          selection="leaf"
          selectedId={category?.id ?? null}
          onSelect={setCategory}
          onRefresh={loadCategories}
          loading={categoriesLoading}
          loadError={categoriesError}
          actions={<sl-icon-button name="gear" label={t('dictionary.categoryManager')} onClick={() => setManagerOpen(true)} />}
        />
      </aside>
      <section className={styles.main} aria-label={category?.fullName ?? t('dictionary.chooseCategory')}>
        <KeywordSearch
          value={keyword}
          onSearch={(searched) => {
            setKeyword(searched);
            void load(searched);
          }}
        />
        <ListToolbar
          caption={category?.fullName ?? t('dictionary.chooseCategory')}
          onAdd={canAdd && category ? add : undefined}
          onRefresh={() => void load(keyword)}
          onColumnSettings={settings.openSettings}
        >
          {canToggleExpand && (
            <sl-button
              size="small"
              variant="text"
              onClick={() => {
                setExpandAll((open) => !open);
                setTableKey((key) => key + 1);
              }}
            >
              {t(expandAll ? 'dictionary.collapse' : 'dictionary.expand')}
            </sl-button>
          )}
        </ListToolbar>
        <DataTable
          key={tableKey}
          columns={columns}
          rows={rows}
          loading={loading}
          defaultExpandAll={expandAll}
          aria-label={category?.fullName}
          emptyText={empty}
          loadError={loadError}
          onRetry={() => void load(keyword)}
        />
      </section>
      {dialog && category && (
        <DataDialog
          category={category}
          id={dialog.id}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void load(keyword);
          }}
        />
      )}
      {settings.settingsDrawer}
      {managerOpen && (
        <CategoryManager categories={categories} loading={categoriesLoading} onChanged={loadCategories} onClose={() => setManagerOpen(false)} />
      )}
    </div>
  );
}
