import { useTranslation } from 'react-i18next';
import { useStyleSheet } from '@atrium/ui';
import { ONLINE_DEV_NS } from '../../i18n';
import sheet from '../../common/common.module.css';

const styles = sheet.locals;

interface Props {
  label?: string;
  kind: string;
  /** What the record holds, shown as text. */
  value?: string;
}

/** A field kind without a control in this client yet: said plainly, its value kept and shown. */
export function NotSupported({ label, kind, value }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(ONLINE_DEV_NS);
  return (
    <div className={styles.notSupported} role="note" data-kind={kind}>
      {label && <strong>{label}</strong>}
      <sl-icon name="info-circle" aria-hidden="true" />
      <span>{t('form.notSupported', { kind: t(`kinds.${kind}`, { defaultValue: kind }) })}</span>
      {value ? <span>{value}</span> : null}
    </div>
  );
}
