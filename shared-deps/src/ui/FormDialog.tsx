import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRightsContext, useFieldRights } from './fieldRights';
import { UI_NS } from './i18n';

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
}

/**
 * A form in an `<sl-dialog>`, open while mounted. Closing is always the parent's decision
 * (so a failed save keeps the dialog and its input), and a click on the overlay never closes it.
 */
export function FormDialog({ title, width = 600, busy = false, confirmText, cancelText, onConfirm, onClose, children, authorize = true }: FormDialogProps) {
  const { t } = useTranslation(UI_NS);
  const rights = useFieldRights('form');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A picker opened from this form renders in a portal: its submit must not reach this form too.
    event.stopPropagation();
    if (!busy) onConfirm();
  };
  return (
    <sl-dialog
      open
      label={title}
      style={{ '--width': typeof width === 'number' ? `${width}px` : width } as CSSProperties}
      onsl-request-close={(event: CustomEvent) => {
        if (event.target !== event.currentTarget) return; // from a nested element
        event.preventDefault();
        const source = (event.detail as { source?: string } | null)?.source;
        if (!busy && source !== 'overlay') onClose();
      }}
    >
      <form noValidate onSubmit={submit}>
        <FormRightsContext.Provider value={authorize ? rights : 'all'}>{children}</FormRightsContext.Provider>
        {/* Enter in an sl-input submits its form only when the form has a submit button. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
      <sl-button slot="footer" disabled={busy} onClick={onClose}>
        {cancelText ?? t('cancel')}
      </sl-button>
      <sl-button slot="footer" variant="primary" loading={busy} onClick={() => !busy && onConfirm()}>
        {confirmText ?? t('ok')}
      </sl-button>
    </sl-dialog>
  );
}
