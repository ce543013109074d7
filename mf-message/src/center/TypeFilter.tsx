import { useTranslation } from 'react-i18next';
import common from '../common/common.module.css';
import { MESSAGE_NS } from '../i18n';
import type { DataType } from './api';

const styles = common.locals;

interface Props {
  label: string;
  /** The chosen enCode as text; '0' is 全部. */
  value: string;
  types: readonly DataType[];
  onChange: (value: string) => void;
}

/** A search filter over one server type list, with 全部 first. */
export function TypeFilter({ label, value, types, onChange }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  return (
    <sl-select size="small" className={styles.filter} label={label} value={value} hoist onsl-change={(event: Event) => onChange((event.target as HTMLSelectElement).value)}>
      <sl-option value="0">{t('center.all')}</sl-option>
      {types.map((type) => (
        <sl-option key={type.id} value={String(type.enCode)}>
          {type.fullName}
        </sl-option>
      ))}
    </sl-select>
  );
}
