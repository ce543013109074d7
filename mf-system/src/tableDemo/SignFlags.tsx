import { useRef, useState, type KeyboardEvent } from 'react';
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

/** The keys that move the focus along a row's flags, and where to. */
const MOVES: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % FLAGS.length,
  ArrowLeft: (index) => (index + FLAGS.length - 1) % FLAGS.length,
  Home: () => 0,
  End: () => FLAGS.length - 1,
};

/**
 * 标记: the seven colour flags of a row, each a toggle button named after its colour. The row's
 * flags are one tab stop (the arrows, Home and End move along them): seven stops a row made a
 * keyboard user tab 140 times through one page of the list. While a change is under way the
 * buttons ignore clicks but stay focusable, so the focus is not lost to the page.
 */
export function SignFlags({ sign, name, locked, busy, onToggle }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const flags = flagsOf(sign);
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent) => {
    const to = MOVES[event.key]?.(current);
    if (to === undefined) return;
    event.preventDefault();
    setCurrent(to);
    buttons.current[to]?.focus();
  };
  return (
    <span className={styles.flags} role="group" aria-label={t('tableDemo.flagsOf', { name })} onKeyDown={move}>
      {FLAGS.map((flag, index) => {
        const color = t(`tableDemo.colors.${flag.key}`);
        const label = t('tableDemo.flag', { color });
        return (
          <button
            key={flag.key}
            type="button"
            className={styles.flag}
            style={{ color: flag.color }}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            tabIndex={index === current ? 0 : -1}
            aria-pressed={flags[index]}
            aria-label={label}
            title={locked ? t('tableDemo.flagLocked', { color }) : label}
            disabled={locked}
            aria-disabled={busy || undefined}
            data-flag={flag.key}
            onFocus={() => setCurrent(index)}
            onClick={() => {
              if (!busy) onToggle(index);
            }}
          >
            <PlainIcon name={flags[index] ? 'flag-fill' : 'flag'} />
          </button>
        );
      })}
    </span>
  );
}
