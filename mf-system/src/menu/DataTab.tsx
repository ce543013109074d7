import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, notifySuccess, usePermission } from '@atrium/shared';
import { DataTable, EmptyState, ListToolbar, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { deleteDataRule, deleteDataScheme, getDataRules, getDataSchemes, type DataRule, type DataScheme, type MenuNode, type SchemeGroup } from './api';
import { conditionLabel, operatorLabel } from './resourceForms';
import { RuleDialog } from './RuleDialog';
import { SchemeDialog } from './SchemeDialog';
import sheet from './menu.module.css';

const styles = sheet.locals;

interface Props {
  menu: MenuNode;
}

function parseGroups(text: string): SchemeGroup[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as SchemeGroup[]) : [];
  } catch {
    return [];
  }
}

/** 数据权限: the menu's data rules (one field condition each) and the schemes that group them. */
export function DataTab({ menu }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);
  const [rules, setRules] = useState<DataRule[]>([]);
  const [schemes, setSchemes] = useState<DataScheme[]>([]);
  const [loading, setLoading] = useState(false);
  const [ruleDialog, setRuleDialog] = useState<{ rule: DataRule | null } | null>(null);
  const [schemeDialog, setSchemeDialog] = useState<{ scheme: DataScheme | null } | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [ruleList, schemeList] = await Promise.all([getDataRules(menu.id), getDataSchemes(menu.id)]);
      setRules(ruleList);
      setSchemes(schemeList);
    } catch {
      // The http client showed the message; the lists stay as they were.
    } finally {
      setLoading(false);
    }
  }, [menu.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const removeWith = (call: (id: string) => Promise<unknown>) => async (row: { id: string; fullName: string }) => {
    if (!(await confirmDelete({ name: row.fullName }))) return;
    call(row.id).then(() => {
      notifySuccess(t('menu.deleted'));
      void load();
    }, () => undefined);
  };
  const removeRule = removeWith(deleteDataRule);
  const removeScheme = removeWith(deleteDataScheme);

  const actions = <T extends { id: string; fullName: string }>(edit: (row: T) => void, remove: (row: T) => Promise<void>): DataTableColumn<T>[] =>
    canEdit || canRemove
      ? [{
          key: 'actions',
          label: t('menu.actions'),
          width: 120,
          render: (row: T) => (
            <span className={styles.rowActions}>
              {canEdit && <sl-button size="small" variant="text" onClick={() => edit(row)}>{t('menu.edit')}</sl-button>}
              {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('menu.delete')}</sl-button>}
            </span>
          ),
        }]
      : [];

  const ruleName = (id: string) => rules.find((rule) => rule.id === id)?.fullName ?? id;
  const ruleColumns: DataTableColumn<DataRule>[] = [
    { key: 'fullName', label: t('menu.rule.fullName') },
    { key: 'enCode', label: t('menu.rule.enCode') },
    { key: 'fieldType', label: t('menu.rule.fieldType'), width: 80, render: (row) => t(`menu.rule.fieldTypes.${row.fieldType}`) },
    { key: 'conditionSymbol', label: t('menu.rule.conditionSymbol'), width: 90, render: (row) => operatorLabel(row.conditionSymbol) },
    { key: 'conditionText', label: t('menu.rule.conditionText'), render: (row) => conditionLabel(row.conditionText) },
    ...actions<DataRule>((rule) => setRuleDialog({ rule }), removeRule),
  ];
  const schemeColumns: DataTableColumn<DataScheme>[] = [
    { key: 'fullName', label: t('menu.scheme.fullName') },
    { key: 'enCode', label: t('menu.scheme.enCode') },
    {
      key: 'conditionJson',
      label: t('menu.scheme.condition'),
      render: (row) =>
        row.allData === 1
          ? t('menu.scheme.allData')
          : parseGroups(row.conditionJson)
            .map((group) => `(${group.groups.map((item) => ruleName(item.id)).join(group.logic === 'and' ? ' ∧ ' : ' ∨ ')})`)
            .join(' ∧ '),
    },
    ...actions<DataScheme>((scheme) => setSchemeDialog({ scheme }), removeScheme),
  ];

  const addRule = canAdd ? () => setRuleDialog({ rule: null }) : undefined;
  const addScheme = canAdd ? () => setSchemeDialog({ scheme: null }) : undefined;
  const saved = () => {
    setRuleDialog(null);
    setSchemeDialog(null);
    void load();
  };

  return (
    <div>
      {menu.isDataAuthorize !== 1 && <p className={styles.hint}>{t('menu.switchOff')}</p>}
      <ListToolbar caption={t('menu.rule.title')} onAdd={addRule} onRefresh={() => void load()} />
      <DataTable columns={ruleColumns} rows={rules} loading={loading} aria-label={t('menu.rule.title')} emptyText={<EmptyState onAdd={addRule} />} />
      <ListToolbar caption={t('menu.scheme.title')} onAdd={addScheme} onRefresh={() => void load()} />
      <DataTable columns={schemeColumns} rows={schemes} loading={loading} aria-label={t('menu.scheme.title')} emptyText={<EmptyState onAdd={addScheme} />} />
      {ruleDialog && <RuleDialog moduleId={menu.id} rule={ruleDialog.rule} onClose={() => setRuleDialog(null)} onSaved={saved} />}
      {schemeDialog && <SchemeDialog moduleId={menu.id} scheme={schemeDialog.scheme} rules={rules} onClose={() => setSchemeDialog(null)} onSaved={saved} />}
    </div>
  );
}
