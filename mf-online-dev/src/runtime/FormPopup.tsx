import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer, useStyleSheet } from '@atrium/ui';
import type { ColumnData, PopupType } from '../model/types';
import { ONLINE_DEV_NS } from '../i18n';
import sheet from './runtime.module.css';

const styles = sheet.locals;

export interface PopupSettings {
  type: PopupType;
  /** CSS width of the dialog, the drawer, or the content of the full-screen dialog. */
  width: string;
}

/** A width as CSS: '600px', '80%' pass as they are; a bare number is pixels. */
export function cssWidth(value: string | number | undefined, fallback: string): string {
  if (value === undefined || value === null || String(value).trim() === '') return fallback;
  const text = String(value).trim();
  return /^\d+(\.\d+)?$/.test(text) ? `${text}px` : text;
}

/** Spec section 3 "Detail config": the configured popup and its width. */
export function popupOf(columnData: ColumnData): PopupSettings {
  if (columnData.popupType === 'fullScreen') return { type: 'fullScreen', width: cssWidth(columnData.fullScreenWidth, '100%') };
  if (columnData.popupType === 'drawer') return { type: 'drawer', width: cssWidth(columnData.drawerWidth, '600px') };
  return { type: 'general', width: cssWidth(columnData.generalWidth, '600px') };
}

interface Props {
  popup: PopupSettings;
  title: string;
  busy?: boolean;
  /** Without it the popup only closes (a detail view). */
  onConfirm?: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The form or detail of a record in the module's popup: a general dialog, a full-screen dialog
 * (content as wide as configured) or a drawer. Only the parent closes it, so a failed save keeps
 * the input; the overlay never closes it, nor anything while a save runs.
 */
export function FormPopup({ popup, title, busy = false, onConfirm, onClose, children }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(ONLINE_DEV_NS);
  const requestClose = (event: CustomEvent) => {
    if (event.target !== event.currentTarget) return; // a nested element's own close
    event.preventDefault();
    if (!busy && (event.detail as { source?: string } | null)?.source !== 'overlay') onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!busy) onConfirm?.();
  };
  const body = (
    <form noValidate onSubmit={submit} className={styles.popupForm} style={popup.type === 'fullScreen' ? { maxWidth: popup.width, margin: '0 auto' } : undefined}>
      {children}
      {onConfirm && <button type="submit" hidden aria-hidden tabIndex={-1} />}
    </form>
  );
  const footer = (
    <>
      <sl-button slot="footer" disabled={busy} onClick={onClose}>
        {onConfirm ? t('common.cancel') : t('common.close')}
      </sl-button>
      {onConfirm && (
        <sl-button slot="footer" variant="primary" loading={busy} onClick={() => !busy && onConfirm()}>
          {t('common.ok')}
        </sl-button>
      )}
    </>
  );
  if (popup.type === 'drawer') {
    // The portal's one drawer (issue 17 item 7); the backdrop never closes a record's drawer.
    return (
      <Drawer
        title={title}
        size={popup.width}
        busy={busy}
        closeOnOverlay={false}
        onClose={onClose}
        footer={
          <>
            <sl-button disabled={busy} onClick={onClose}>
              {onConfirm ? t('common.cancel') : t('common.close')}
            </sl-button>
            {onConfirm && (
              <sl-button variant="primary" loading={busy} onClick={() => !busy && onConfirm()}>
                {t('common.ok')}
              </sl-button>
            )}
          </>
        }
      >
        {body}
      </Drawer>
    );
  }
  const fullScreen = popup.type === 'fullScreen';
  return (
    <sl-dialog
      open
      label={title}
      className={fullScreen ? styles.fullScreen : undefined}
      style={{ '--width': fullScreen ? '100vw' : popup.width } as CSSProperties}
      onsl-request-close={requestClose}
      data-popup={popup.type}
    >
      {body}
      {footer}
    </sl-dialog>
  );
}
