import { useId, useState, type InputHTMLAttributes } from 'react';
import { PlainIcon, useStyleSheet } from '@atrium/ui';
import sheet from './login.module.css';

const styles = sheet.locals;

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
  /** Adds a show/hide button for passwords. */
  revealLabel?: { show: string; hide: string };
}

/**
 * A plain labelled input: the sign-in and lock screens use native elements so the first page
 * downloads no Shoelace component (sign-in page JS budget).
 */
export function TextField({ label, value, error, onValue, revealLabel, type = 'text', ...rest }: Props) {
  useStyleSheet(sheet);
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? '' : undefined}>
        <input
          {...rest}
          id={id}
          className={styles.input}
          type={revealLabel && revealed ? 'text' : type}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValue(event.target.value)}
        />
        {revealLabel && (
          <button
            type="button"
            className={styles.reveal}
            aria-label={revealed ? revealLabel.hide : revealLabel.show}
            title={revealed ? revealLabel.hide : revealLabel.show}
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
          >
            <PlainIcon name={revealed ? 'eye-slash' : 'eye'} />
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
