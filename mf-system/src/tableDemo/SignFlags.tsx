import { useTranslation } from 'react-i18next';
import { PlainIcon } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { FLAGS, flagsOf } from './sign';
import sheet from './tableDemo.module.css';

const styles = sheet.locals;

interface Props {
  sign: string;
  /** The project's name: the group's label says whose flags these are. */
  name: string;
  /** No right to change them (btn_edit): the tooltips say so. */
  locked: boolean;
  /** A change of this row is under way. */
  busy: boolean;
  onToggle: (index: number) => void;
}

/** 标记: the seven colour flags of a row, each a toggle button named after its colour. */
export function SignFlags({ sign, name, locked, busy, onToggle }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const flags = flagsOf(sign);
  return (
    <span className={styles.flags} role="group" aria-label={t('tableDemo.flagsOf', { name })}>
      {FLAGS.map((flag, index) => {
        const color = t(`tableDemo.colors.${flag.key}`);
        const label = t('tableDemo.flag', { color });
        return (
          <button
            key={flag.key}
            type="button"
            className={styles.flag}
            style={{ color: flag.color }}
            aria-pressed={flags[index]}
            aria-label={label}
            title={locked ? t('tableDemo.flagLocked', { color }) : label}
            disabled={locked || busy}
            data-flag={flag.key}
            onClick={() => onToggle(index)}
          >
            <PlainIcon name={flags[index] ? 'flag-fill' : 'flag'} />
          </button>
        );
      })}
    </span>
  );
}
