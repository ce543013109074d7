import { ApiError } from '../plugins/errors';
import { PRINT_TEMPLATES } from '../db/seed/print-templates';
import { DEFAULT_PAGE_PARAM, cleanDocument, cleanPageParam } from './document';

const refusal = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.localise('en');
    throw error;
  }
  return undefined;
};

it('fills in the spec defaults and drops what it does not know', () => {
  const document = cleanDocument({
    blocks: [
      { id: 'b', type: 'barcode', source: 'static', value: 'A-1', onload: 'alert(1)' },
      { id: 'q', type: 'qrcode', source: 'field', value: 'orderNo' },
      { id: 't', type: 'table', source: 'operator', columns: [{ field: 'nodeName' }] },
    ],
    script: 'x',
  });
  expect(document).toEqual({
    version: 1,
    blocks: [
      { id: 'b', type: 'barcode', source: 'static', value: 'A-1', format: 'code128', lineColor: '#000000', background: '#ffffff', width: 4, height: 80, displayValue: false, boxWidth: 100, boxHeight: 100, align: 'left' },
      { id: 'q', type: 'qrcode', source: 'field', value: 'orderNo', size: 265, errorCorrectionLevel: 'H', colorDark: '#000000', colorLight: '#ffffff', boxWidth: 100, boxHeight: 100, align: 'left' },
      { id: 't', type: 'table', source: 'operator', table: '', columns: [{ field: 'nodeName', label: '', width: 0 }], showHeader: true, fontSize: 12 },
    ],
  });
  expect(cleanDocument(null)).toEqual({ version: 1, blocks: [] });
  expect(cleanPageParam(undefined)).toEqual(DEFAULT_PAGE_PARAM);
});

it.each([
  ['an image from another scheme', { id: 'i', type: 'image', src: 'file:///etc/passwd' }, 'blocks[0].src'],
  ['an image URL breaking out of its attribute', { id: 'i', type: 'image', src: 'https://x.test/a"onerror="alert(1)' }, 'blocks[0].src'],
  ['an inline SVG image (scriptable)', { id: 'i', type: 'image', src: 'data:image/svg+xml;base64,PHN2Zy8+' }, 'blocks[0].src'],
  ['a colour that is not #rrggbb', { id: 'c', type: 'qrcode', source: 'static', value: 'x', colorDark: 'red;background:url(x)' }, 'blocks[0].colorDark'],
  ['a control character in text', { id: 't', type: 'text', text: 'a\u0000b' }, 'blocks[0].text'],
  ['a block id with markup', { id: '<x>', type: 'divider' }, 'blocks[0].id'],
  ['a font of 100', { id: 't', type: 'text', text: 'x', style: { fontSize: 100 } }, 'blocks[0].style.fontSize'],
  ['31 columns', { id: 't', type: 'table', table: 'x', columns: Array.from({ length: 31 }, () => ({ field: 'a' })) }, 'blocks[0].columns'],
])('refuses %s, naming where', (_label, block, path) => {
  expect(refusal(() => cleanDocument({ blocks: [block] }))).toBe(`The template layout is not valid: ${path}`);
});

it('accepts inline PNG images and the portal’s own files', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';
  expect(cleanDocument({ blocks: [{ id: 'i', type: 'image', src: png }, { id: 'j', type: 'image', src: '/api/file/Image/userAvatar/a.png' }] }).blocks).toHaveLength(2);
});

it('the seeded samples are valid documents as they are', () => {
  for (const template of PRINT_TEMPLATES) {
    const document = { version: 1, blocks: template.blocks };
    expect(cleanDocument(document)).toEqual(document);
  }
});
