import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@atrium/html';
import { notifyError, notifyWarning } from '@atrium/shared';
import { printKit, type CodeRenderer } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { usePrintApi } from './apiContext';
import type { PageParam, PrintDocument } from './document';
import { buildDocx, docxFileName, svgToPng } from './docx';
import { statusLabeller } from './labels';
import { printHtml } from './printFrame';
import { renderJob, sheetSize, type PrintRecord } from './render';
import { saveBlob } from './saveBlob';
import sheet from './print.module.css';

const styles = sheet.locals;

export interface PreviewDialogProps {
  /** The template's name: the dialog's title, the print log's title and the Word file's name. */
  title: string;
  /** The saved template printed (its log entry); null for an unsaved one in the editor. */
  templateId: string | null;
  document: PrintDocument;
  pageParam: PageParam;
  /** One record, or several for a batch print (one print job). */
  records: PrintRecord[];
  /** The editor's preview: everything works but printing (spec: 功能预览不支持打印). */
  previewOnly: boolean;
  onClose: () => void;
}

export const COPIES_MAX = 99;

/** The full-screen print preview (spec section 2): the filled template, Word download and print. */
export function PreviewDialog({ title, templateId, document, pageParam, records, previewOnly, onClose }: PreviewDialogProps) {
  const { t } = useTranslation(SYSTEM_NS);
  const api = usePrintApi();
  const [codes, setCodes] = useState<CodeRenderer | null>(null);
  // Spec section 9: one copy by default.
  const [copies, setCopies] = useState(1);
  const [busy, setBusy] = useState<'print' | 'download' | null>(null);

  // The code libraries (@atrium/ui's lazy chunks) are fetched only for a layout that draws a code.
  useEffect(() => {
    let active = true;
    printKit.codesFor(document).then((renderer) => active && setCodes(renderer), () => undefined);
    return () => {
      active = false;
    };
  }, [document]);

  const options = useMemo(
    () => ({ codes, statusLabel: statusLabeller((key) => t(key)), invalidCode: t('print.preview.invalidCode') }),
    [codes, t],
  );
  const html = useMemo(() => sanitizeHtml(renderJob(document, records, 1, options)), [document, records, options]);
  const { width } = sheetSize(pageParam);

  const print = async () => {
    if (previewOnly) {
      notifyWarning(t('print.preview.previewOnly'));
      return;
    }
    setBusy('print');
    try {
      // Printed at once after opening: the codes are awaited rather than printed as empty boxes.
      const ready = codes ?? (await printKit.codesFor(document).catch(() => null));
      await printHtml(renderJob(document, records, copies, { ...options, codes: ready }), title, pageParam);
    } catch {
      notifyError(t('print.preview.printFailed'));
      setBusy(null);
      return;
    }
    try {
      if (templateId) await api.saveLog({ printTitle: title, printNum: copies * records.length, printId: templateId });
    } catch {
      // The http client has said why; the print itself happened.
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      const ready = codes ?? (await printKit.codesFor(document).catch(() => null));
      saveBlob(await buildDocx(document, records, pageParam, { codes: ready, toPng: svgToPng, statusLabel: options.statusLabel }), docxFileName(title));
    } catch {
      notifyError(t('print.preview.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <sl-dialog
      open
      className={styles.fullScreen}
      label={t('print.preview.title', { name: title })}
      style={{ '--width': '100vw' } as CSSProperties}
      onsl-request-close={(event: CustomEvent) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        if ((event.detail as { source?: string } | null)?.source !== 'overlay') onClose();
      }}
    >
      <div className={styles.previewBar} role="toolbar" aria-label={t('print.preview.toolbar')}>
        <sl-input
          size="small"
          type="number"
          min={1}
          max={COPIES_MAX}
          label={t('print.preview.copies')}
          value={String(copies)}
          className={styles.copies}
          onsl-input={(event: Event) => {
            const value = Math.round(Number((event.target as HTMLInputElement).value));
            setCopies(Number.isFinite(value) ? Math.min(COPIES_MAX, Math.max(1, value)) : 1);
          }}
        />
        <span className={styles.spacer} />
        <sl-button size="small" loading={busy === 'download'} disabled={busy !== null} onClick={() => void download()}>
          <sl-icon slot="prefix" name="download" />
          {t('print.preview.download')}
        </sl-button>
        <sl-button size="small" variant="primary" loading={busy === 'print'} disabled={busy !== null} onClick={() => void print()}>
          <sl-icon slot="prefix" name="printer" />
          {t('print.preview.print')}
        </sl-button>
        <sl-button size="small" onClick={onClose}>
          {t('print.preview.close')}
        </sl-button>
      </div>
      <div className={styles.previewArea}>
        <div
          className={styles.paper}
          style={{ width: `${width}mm`, padding: `${pageParam.margin}mm` }}
          data-testid="print-preview"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </sl-dialog>
  );
}
