import { useEffect, useMemo, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRightsContext, useFieldRights } from './fieldRights';
import { focusFirstInvalid } from './focusFirstInvalid';
import { RequiredFieldsContext, requiredNames, type RulesByName } from './formContext';
import { UI_NS } from './i18n';
import sheet from './ui.module.css';
import { useStyleSheet } from './useStyleSheet';

const styles = sheet.locals;

/** Dialogs at least this wide lay their fields out in two columns. */
export const TWO_COLUMN_WIDTH = 800;

export interface FormDialogProps {
  title: string;
  /** Spec section 9 widths: 450, 600, 800, 1000 px or 80%. */
  width?: number | string;
  /** Confirm shows a spinner and nothing closes the dialog while a save is under way. */
  busy?: boolean;
  confirmText?: string;
  cancelText?: string;
  /** Confirm button and Enter in a field. */
  onConfirm: () => void;
  /** Cancel, Escape and the close button; the parent unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
  /**
   * Hide the named FormFields the current route's permission entry does not list (when its
   * formAuthorize is on). True by default; pickers and wizards, which are not the page's form, say false.
   */
  authorize?: boolean;
  /**
   * The form's rules by field name: each FormField whose `name` has a requiredRule shows the
   * asterisk (issue 17 item 5). Optional; a FormField may also say `required` itself.
   */
  rules?: RulesByName;
  /**
   * False for a form the user must complete (a forced password change): no cancel button, no close
   * button, and Esc does not close it. True by default.
   */
  dismissible?: boolean;
}

/**
 * A form in an `<sl-dialog>`, open while mounted. Closing is always the parent's decision
 * (so a failed save keeps the dialog and its input), and a click on the overlay never closes it.
 */
export function FormDialog({ title, width = 600, busy = false, confirmText, cancelText, onConfirm, onClose, children, authorize = true, rules, dismissible = true }: FormDialogProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(UI_NS);
  const rights = useFieldRights('form');
  const form = useRef<HTMLFormElement>(null);
  const required = useMemo(() => requiredNames(rules), [rules]);
  // Counts confirm attempts: after each, once the form has rendered its messages, the first field
  // in error takes the focus (issue 17 item 5).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    const frame = requestAnimationFrame(() => focusFirstInvalid(form.current));
    return () => cancelAnimationFrame(frame);
  }, [attempt]);
  const confirm = () => {
    if (busy) return;
    onConfirm();
    setAttempt((value) => value + 1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A picker opened from this form renders in a portal: its submit must not reach this form too.
    event.stopPropagation();
    confirm();
  };
  const twoColumns = typeof width === 'number' && width >= TWO_COLUMN_WIDTH;
  return (
    <sl-dialog
      open
      label={title}
      className={dismissible ? undefined : styles.undismissible}
      data-dismissible={dismissible ? undefined : 'false'}
      style={{ '--width': typeof width === 'number' ? `${width}px` : width } as CSSProperties}
      onsl-request-close={(event: CustomEvent) => {
        if (event.target !== event.currentTarget) return; // from a nested element
        event.preventDefault();
        const source = (event.detail as { source?: string } | null)?.source;
        if (dismissible && !busy && source !== 'overlay') onClose();
      }}
    >
      <form ref={form} noValidate onSubmit={submit} className={twoColumns ? styles.columns : undefined}>
        <FormRightsContext.Provider value={authorize ? rights : 'all'}>
          <RequiredFieldsContext.Provider value={required}>{children}</RequiredFieldsContext.Provider>
        </FormRightsContext.Provider>
        {/* Enter in an sl-input submits its form only when the form has a submit button. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
      {dismissible && (
        <sl-button slot="footer" disabled={busy} onClick={onClose}>
          {cancelText ?? t('cancel')}
        </sl-button>
      )}
      <sl-button slot="footer" variant="primary" loading={busy} onClick={confirm}>
        {confirmText ?? t('ok')}
      </sl-button>
    </sl-dialog>
  );
}
