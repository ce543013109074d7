// 富文本 of a released form (issue 15): the portal's one rich-text editor (@atrium/ui, Tiptap), which
// emits sanitised HTML; a read-only form shows the stored HTML sanitised (@atrium/html).
import { sanitizeHtml } from '@atrium/html';
import { RichTextEditor } from '@atrium/ui';
import type { Field } from '../../model/types';
import sheet from '../runtime.module.css';

const styles = sheet.locals;

interface Props {
  field: Field;
  value: unknown;
  onChange: (html: string) => void;
  label: string | undefined;
  required: boolean;
  disabled: boolean;
  invalid: boolean;
}

export function RichTextField({ field, value, onChange, label, required, disabled, invalid }: Props) {
  const html = typeof value === 'string' ? value : '';
  if (disabled) {
    return (
      <div className={styles.richText} data-kind="editor">
        {label && <div className={styles.richTextLabel}>{label}</div>}
        {/* Sanitised by DOMPurify: no script, handler or javascript: link survives. */}
        <div role="document" aria-label={field.__config__.label} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
      </div>
    );
  }
  return <RichTextEditor label={label ?? field.__config__.label} value={html} onChange={onChange} required={required} invalid={invalid} />;
}
