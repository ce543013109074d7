import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '@atrium/shared';
import { DataTable, type DataTableColumn } from './DataTable';
import { FormDialog } from './FormDialog';
import { DEFAULT_PAGE_SIZE, Pagination } from './Pagination';
import { pickerApi, type BillRuleOption, type BillRuleQuery, type CategoryNode, type PickerApi } from './pickerApi';
import { TreeSelect } from './TreeSelect';
import { UI_NS } from './i18n';
import sheet from './ui.module.css';
import { useStyleSheet } from './useStyleSheet';

const styles = sheet.locals;

export interface BillRulePickerProps {
  /** The rule chosen when the dialog opens, if any. */
  value?: string | null;
  onConfirm: (rule: BillRuleOption) => void;
  onClose: () => void;
  /** Tests pass a fake; pages use the default. */
  api?: PickerApi;
}

const FIRST: BillRuleQuery = { keyword: '', categoryId: '', currentPage: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The serial-number rule template picker (spec sections 2, 5, 9): 1000 px, keyword, category, paging, one choice. */
export function BillRulePicker({ value = null, onConfirm, onClose, api = pickerApi }: BillRulePickerProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(UI_NS);
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<BillRuleQuery>(FIRST);
  const [rows, setRows] = useState<BillRuleOption[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [categories, setCategories] = useState<CategoryNode[]>([]);
  const [chosen, setChosen] = useState<BillRuleOption | null>(null);

  useEffect(() => {
    let active = true;
    api.billCategories().then((list) => active && setCategories(list), () => undefined);
    return () => {
      active = false;
    };
  }, [api]);

  useEffect(() => {
    let active = true;
    setLoading(true);
    api
      .billRules(query)
      .then((page) => {
        if (!active) return;
        setRows(page.list);
        setTotal(page.total);
        setChosen((current) => current ?? page.list.find((rule) => rule.id === value) ?? null);
      }, () => active && setRows([]))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [api, query, value]);

  const confirm = () => {
    if (!chosen) {
      notifyWarning(t('chooseOne'));
      return;
    }
    onConfirm(chosen);
  };

  const columns: DataTableColumn<BillRuleOption>[] = [
    {
      key: 'choice',
      label: '',
      width: 40,
      render: (row) => (
        <input type="radio" name="bill-rule-choice" aria-label={row.fullName} checked={chosen?.id === row.id} onChange={() => setChosen(row)} />
      ),
    },
    { key: 'fullName', label: t('billRuleName') },
    { key: 'enCode', label: t('billRuleCode') },
    { key: 'categoryName', label: t('billRuleCategory') },
    { key: 'example', label: t('billRuleExample') },
  ];

  return (
    <FormDialog title={t('billRulePicker')} width={1000} authorize={false} onConfirm={confirm} onClose={onClose}>
      <div className={styles.pickerSearch}>
        <sl-input
          size="small"
          label={t('keyword')}
          value={keyword}
          clearable
          onsl-input={(event: Event) => setKeyword((event.target as HTMLInputElement).value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            setQuery({ ...query, keyword, currentPage: 1 });
          }}
        />
        <TreeSelect
          label={t('billRuleCategory')}
          nodes={categories}
          value={query.categoryId}
          onChange={(categoryId) => setQuery({ ...query, categoryId, currentPage: 1 })}
        />
        <sl-button size="small" variant="primary" onClick={() => setQuery({ ...query, keyword, currentPage: 1 })}>
          {t('search')}
        </sl-button>
        <sl-button
          size="small"
          onClick={() => {
            setKeyword('');
            setQuery({ ...FIRST, pageSize: query.pageSize });
          }}
        >
          {t('reset')}
        </sl-button>
      </div>
      <DataTable columns={columns} rows={rows} loading={loading} authorize={false} aria-label={t('billRulePicker')} />
      <Pagination currentPage={query.currentPage} pageSize={query.pageSize} total={total} onChange={(currentPage, pageSize) => setQuery({ ...query, currentPage, pageSize })} />
    </FormDialog>
  );
}
