// 条形码 / 二维码 of a released form (issue 15): drawn from a fixed text (dataType static) or from
// another field's value (dataType relation, relationField). The QR code is Shoelace's sl-qr-code;
// the barcode is Code 128 through bwip-js (as print templates draw it), from @atrium/ui's lazy barcode chunk.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCode128Svg } from '@atrium/ui';
import type { Field } from '../../model/types';
import { ONLINE_DEV_NS } from '../../i18n';
import { useFormScope } from './formScope';
import sheet from '../runtime.module.css';

const styles = sheet.locals;

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const hex = (color: unknown, fallback: string): string => (typeof color === 'string' && /^#[0-9a-fA-F]{6}$/.test(color) ? color.slice(1) : fallback);
const positive = (value: unknown, fallback: number): number => (typeof value === 'number' && value > 0 && value <= 1000 ? value : fallback);

/** The text a code draws: its fixed text, or the bound field's current value. */
export function codeText(field: Field, values: Readonly<Record<string, unknown>>): string {
  if (field.dataType === 'relation') return typeof field.relationField === 'string' && field.relationField !== '' ? text(values[field.relationField]) : '';
  return text(field.staticText);
}

/** bwip-js measures bar height in millimetres at 72 dpi times its scale; the designer says pixels. */
const PX_PER_MM = 72 / 25.4;

/** The barcode's SVG markup, or null when the text cannot be encoded (Code 128 is printable ASCII). */
export async function barcodeSvg(value: string, field: Field): Promise<string | null> {
  if (value === '' || !/^[\x20-\x7e]+$/.test(value)) return null;
  const code128Svg = await loadCode128Svg();
  const scale = positive(field.width, 4);
  try {
    return code128Svg({
      bcid: 'code128',
      text: value,
      scale,
      height: positive(field.height, 40) / (PX_PER_MM * scale),
      includetext: false,
      barcolor: hex(field.lineColor, '000000'),
      backgroundcolor: hex(field.background, 'ffffff'),
    });
  } catch {
    return null;
  }
}

interface Props {
  field: Field;
  label: string | undefined;
}

export function CodeField({ field, label }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const { values } = useFormScope();
  const value = codeText(field, values);
  const barcode = field.__config__.jnpfKey === 'barcode';
  // undefined while drawing, null when the text cannot be drawn.
  const [svg, setSvg] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    if (!barcode) return undefined;
    let active = true;
    setSvg(undefined);
    barcodeSvg(value, field).then((markup) => active && setSvg(markup), () => active && setSvg(null));
    return () => {
      active = false;
    };
    // Redrawn when the text or the field's look changes.
  }, [barcode, value, field.width, field.height, field.lineColor, field.background]);

  const empty = value === '' ? t('form.codeEmpty') : null;
  return (
    <figure className={styles.code} data-kind={field.__config__.jnpfKey} data-value={value}>
      {label && <figcaption>{label}</figcaption>}
      {empty ? (
        <span className={styles.codeEmpty}>{empty}</span>
      ) : barcode ? (
        svg === undefined ? (
          <sl-spinner />
        ) : svg === null ? (
          <span className={styles.codeEmpty}>{t('form.codeInvalid')}</span>
        ) : (
          // bwip-js's own SVG of the text: no markup of the user's reaches it (the text is encoded as bars).
          <span role="img" aria-label={t('form.codeOf', { label: field.__config__.label, value })} dangerouslySetInnerHTML={{ __html: svg }} />
        )
      ) : (
        <sl-qr-code
          value={value}
          label={t('form.codeOf', { label: field.__config__.label, value })}
          size={positive(field.size, 100)}
          fill={`#${hex(field.colorDark, '000000')}`}
          background={`#${hex(field.colorLight, 'ffffff')}`}
        />
      )}
    </figure>
  );
}
