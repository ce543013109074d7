import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '@atrium/shared';
import { FormDialog } from '../FormDialog';
import { useStyleSheet } from '../useStyleSheet';
import { printPickerApi, type PrintPickerApi, type PrintTemplateGroup, type PrintTemplateOption } from './api';
import { PRINT_NS } from './i18n';
import sheet from './print.module.css';

const styles = sheet.locals;

export interface PrintTemplatePickerProps {
  /** Only templates of this type (1 data source, 2 form); all when absent. */
  type?: number;
  /** The template chosen when the dialog opens, if any. */
  value?: string | null;
  onConfirm: (template: PrintTemplateOption) => void;
  onClose: () => void;
  /** Tests pass a fake; pages use the default. */
  api?: PrintPickerApi;
}

/** Groups with the templates whose name or code holds the keyword; groups left empty drop out. */
function filtered(groups: readonly PrintTemplateGroup[], keyword: string): PrintTemplateGroup[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...groups];
  return groups
    .map((group) => ({ ...group, children: group.children.filter((item) => `${item.fullName} ${item.enCode}`.toLowerCase().includes(needle)) }))
    .filter((group) => group.children.length > 0);
}

/**
 * The print template choice dialog (spec section 2, 400 px): the enabled templates grouped by
 * category, a keyword filter, one choice. Forms, flows and the print-template page's batch print
 * open it before printing.
 */
export function PrintTemplatePicker({ type, value = null, onConfirm, onClose, api = printPickerApi }: PrintTemplatePickerProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(PRINT_NS);
  const [groups, setGroups] = useState<PrintTemplateGroup[]>([]);
  const [loading, setLoading] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<PrintTemplateOption | null>(null);

  useEffect(() => {
    let active = true;
    setLoading(true);
    api
      .templates(type)
      .then((list) => {
        if (!active) return;
        setGroups(list);
        setChosen((current) => current ?? list.flatMap((group) => group.children).find((item) => item.id === value) ?? null);
      }, () => active && setGroups([]))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [api, type, value]);

  const shown = useMemo(() => filtered(groups, keyword), [groups, keyword]);

  const confirm = () => {
    if (!chosen) {
      notifyWarning(t('choose'));
      return;
    }
    onConfirm(chosen);
  };

  return (
    <FormDialog title={t('title')} width={400} authorize={false} onConfirm={confirm} onClose={onClose}>
      <sl-input
        className={styles.filter}
        size="small"
        placeholder={t('filter')}
        aria-label={t('filter')}
        value={keyword}
        clearable
        onsl-input={(event: Event) => setKeyword((event.target as HTMLInputElement).value)}
      />
      <div className={styles.list} role="radiogroup" aria-label={t('title')} aria-busy={loading}>
        {loading && <p className={styles.empty}>{t('loading')}</p>}
        {!loading && shown.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
        {shown.map((group) => (
          <section key={group.id} className={styles.group} aria-label={group.fullName}>
            <h4 className={styles.groupName}>{group.fullName}</h4>
            {group.children.map((item) => (
              <label key={item.id} className={`${styles.option} ${chosen?.id === item.id ? styles.chosen : ''}`}>
                <input type="radio" name="print-template" checked={chosen?.id === item.id} onChange={() => setChosen(item)} />
                <span>{item.fullName}</span>
              </label>
            ))}
          </section>
        ))}
      </div>
    </FormDialog>
  );
}
