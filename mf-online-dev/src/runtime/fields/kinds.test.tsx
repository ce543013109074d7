// The field kinds that had no control before (issue 15): rich text, file and image uploads,
// related-form links and related attributes, barcodes and QR codes — how each renders, what value
// it gives, and how the form checks it.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale, type HttpClient } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../../i18n';
import type { Field } from '../../model/types';
import { field } from '../../testing/factories';
import type { OnlineDevApi, RecordValues } from '../api';
import { fieldError, validateRecord } from '../validation';
import { barcodeSvg, codeText, CodeField } from './CodeField';
import { displayText, htmlText } from './display';
import { FieldControl } from './FieldControl';
import { fileValue, filesOf } from './files';
import { FormScopeContext } from './formScope';
import { RelatedAttribute, RelationFormField, relationSettings } from './RelationFormField';
import { clearRelatedRecords } from './relatedRecords';

// Jest loads bwip-js's CommonJS build, which has only toSVG; the ES build webpack bundles also has
// one function per symbology (@atrium/ui's code128Svg.ts uses code128). Same encoder.
jest.mock('bwip-js/browser', () => {
  const actual = jest.requireActual<{ toSVG: (options: Record<string, unknown>) => string }>('bwip-js/browser');
  return { ...actual, code128: (options: Record<string, unknown>) => actual.toSVG({ ...options, bcid: 'code128' }) };
});

// jsdom lays nothing out; ProseMirror measures ranges when it scrolls the selection into view.
Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();
document.elementFromPoint = () => null;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerOnlineDevTranslations();
});
beforeEach(() => clearRelatedRecords());

const PDF = { name: '合同.pdf', fileId: 'f1', url: '', fileSize: 2000, fileExtension: 'pdf' };

describe('file and image uploads', () => {
  it('hold JNPF’s [{name, fileId, url}]: anything else in the value is dropped, and the list shows the names', () => {
    expect(filesOf([PDF, { name: 'no id' }, 'x', null])).toEqual([PDF]);
    expect(filesOf('not a list')).toEqual([]);
    expect(fileValue([PDF])).toEqual([{ name: '合同.pdf', fileId: 'f1', url: '' }]);
    const files = field('uploadFz', 'files', '附件');
    expect(displayText([PDF, { ...PDF, fileId: 'f2', name: '报价.xlsx' }], files)).toBe('合同.pdf, 报价.xlsx');
  });

  it('render the shared file uploader with the stored files, and the image uploader for images', async () => {
    const { unmount } = render(<FieldControl field={field('uploadFz', 'files', '附件', { limit: 2 })} value={[PDF]} onChange={jest.fn()} />);
    expect(document.querySelector('fieldset[data-kind="uploadFz"] legend')!.textContent).toBe('附件');
    expect(await screen.findByText('合同.pdf')).toBeTruthy();
    expect(await screen.findByText('选择文件')).toBeTruthy();
    unmount();
    render(<FieldControl field={field('uploadImg', 'photos', '照片')} value={[]} onChange={jest.fn()} />);
    expect(await screen.findByText('上传图片')).toBeTruthy();
  });

  it('count an empty list as no value for “required”', () => {
    const files = field('uploadFz', 'files', '附件', {}, { required: true });
    expect(fieldError(files, [])).toBe('附件不能为空');
    expect(fieldError(files, [PDF])).toBeNull();
  });
});

describe('rich text', () => {
  const body = field('editor', 'body', '正文', {}, { required: true });

  it('edits in the shared editor and gives sanitised HTML', async () => {
    const onChange = jest.fn();
    const { container } = render(<FieldControl field={body} value={'<p onclick="x()">旧<script>alert(1)</script></p>'} onChange={onChange} />);
    const surface = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('[contenteditable]');
      expect(found?.textContent).toBe('旧');
      return found!;
    });
    expect(surface.getAttribute('aria-label')).toBe('正文');
    expect(surface.innerHTML).not.toMatch(/script|onclick/);
    act(() => {
      surface.focus();
      fireEvent.keyDown(surface, { key: 'a', ctrlKey: true });
    });
    act(() => fireEvent.click(container.querySelector('sl-icon-button[data-command="bold"]')!));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>旧</strong></p>'));
  });

  it('shows stored HTML sanitised when read-only, lists its text, and is required like text', () => {
    render(<FieldControl field={body} value={'<p>正文<img src="x" onerror="alert(1)"><a href="javascript:alert(2)">链接</a></p>'} onChange={jest.fn()} disabled />);
    const shown = document.querySelector('[role="document"][aria-label="正文"]')!;
    expect(shown.textContent).toBe('正文链接');
    expect(shown.innerHTML).not.toMatch(/onerror|javascript:/);
    expect(htmlText('<p>一</p><ul><li>二</li></ul>')).toBe('一 二');
    expect(displayText('<p><strong>重要</strong></p>', body)).toBe('重要');
    expect(validateRecord([body], { body: '' })).toEqual({ body: '正文不能为空' });
  });
});

function fakeApi(records: Record<string, RecordValues>, rows: RecordValues[] = []) {
  const detail = jest.fn((_modelId: string, id: string) => (records[id] ? Promise.resolve(records[id]) : Promise.reject(new Error('missing'))));
  const list = jest.fn(() => Promise.resolve({ list: rows, pagination: { total: rows.length } }));
  return { api: { detail, list } as unknown as OnlineDevApi, detail, list };
}

describe('related-form links', () => {
  const link = field('relationForm', 'leaveRef', '关联请假', { modelId: 'vd-leave', relationField: 'title', columnOptions: [{ value: 'title', label: '标题' }, { value: 'days', label: '天数' }] });

  it('read the linked module, the shown field and the popup columns', () => {
    expect(relationSettings(link)).toEqual({ modelId: 'vd-leave', relationField: 'title', columns: [{ value: 'title', label: '标题' }, { value: 'days', label: '天数' }] });
  });

  it('show the linked record by its field, and a record chosen from that module’s list becomes the value', async () => {
    const { api, detail, list } = fakeApi({ r1: { id: 'r1', title: '年假', days: 3 } }, [{ id: 'r1', title: '年假', days: 3 }, { id: 'r2', title: '病假', days: 1 }]);
    const onChange = jest.fn();
    const { container } = render(<RelationFormField field={link} value="r1" onChange={onChange} label="关联请假" disabled={false} invalid={false} api={api} />);
    await waitFor(() => expect(container.querySelector('sl-input')!.getAttribute('value')).toBe('年假'));
    expect(detail).toHaveBeenCalledWith('vd-leave', 'r1');

    fireEvent.click(container.querySelector('sl-icon-button[name="search"]')!);
    fireEvent.click(await screen.findByRole('radio', { name: '病假' }));
    fireEvent.click(screen.getByText('确定'));
    expect(onChange).toHaveBeenCalledWith('r2');
    expect(list).toHaveBeenCalledWith('vd-leave', expect.objectContaining({ currentPage: 1, keyword: '' }));
    await waitFor(() => expect(container.querySelector('sl-input')!.getAttribute('value')).toBe('病假'));
  });

  it('have related attributes that show a field of the linked record, and nothing without a link', async () => {
    const { api } = fakeApi({ r1: { id: 'r1', title: '年假', days: 3 } });
    const attr = field('relationFormAttr', undefined, '请假天数', { relationField: 'leaveRef', showField: 'days' });
    const scope = (values: Record<string, unknown>) => ({ values, fields: [link, attr] });
    const { container, rerender } = render(
      <FormScopeContext.Provider value={scope({ leaveRef: 'r1' })}>
        <RelatedAttribute field={attr} label="请假天数" api={api} />
      </FormScopeContext.Provider>,
    );
    await waitFor(() => expect(container.querySelector('sl-input')!.getAttribute('value')).toBe('3'));
    rerender(
      <FormScopeContext.Provider value={scope({ leaveRef: '' })}>
        <RelatedAttribute field={attr} label="请假天数" api={api} />
      </FormScopeContext.Provider>,
    );
    await waitFor(() => expect(container.querySelector('sl-input')!.getAttribute('value')).toBe(''));
  });

  it('have popup attributes that show a column of the row a popup select chose', async () => {
    const popup = field('popupSelect', 'customer', '客户', { interfaceId: 'di9', propsValue: 'id', relationField: 'name' });
    const attr = field('popupAttr', undefined, '城市', { relationField: 'customer', showField: 'city' });
    const post = jest.fn(() => Promise.resolve([{ id: '2', name: '乙公司', city: '上海' }]));
    const { container } = render(
      <FormScopeContext.Provider value={{ values: { customer: '2' }, fields: [popup, attr] }}>
        <RelatedAttribute field={attr} label="城市" client={{ post } as unknown as HttpClient} />
      </FormScopeContext.Provider>,
    );
    await waitFor(() => expect(container.querySelector('sl-input')!.getAttribute('value')).toBe('上海'));
    expect(post).toHaveBeenCalledWith('/api/system/DataInterface/di9/Action/InfoByIds', expect.objectContaining({ ids: ['2'], propsValue: 'id' }));
  });
});

describe('stored related attributes (isStorage on)', () => {
  it('put the text they show into the record; shown-only ones never do', async () => {
    const popup = field('popupSelect', 'customer', '客户', { interfaceId: 'di9', propsValue: 'id', relationField: 'name' });
    const stored = field('popupAttr', 'customerCity', '城市', { relationField: 'customer', showField: 'city', isStorage: 1 });
    const shownOnly = field('popupAttr', undefined, '城市2', { relationField: 'customer', showField: 'city', isStorage: 0 });
    const post = jest.fn(() => Promise.resolve([{ id: '2', name: '乙公司', city: '上海' }]));
    const onChange = jest.fn();
    const { container } = render(
      <FormScopeContext.Provider value={{ values: { customer: '2' }, fields: [popup, stored, shownOnly] }}>
        <RelatedAttribute field={stored} label="城市" value="" onChange={onChange} client={{ post } as unknown as HttpClient} />
        <RelatedAttribute field={shownOnly} label="城市2" client={{ post } as unknown as HttpClient} />
      </FormScopeContext.Provider>,
    );
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('上海'));
    await waitFor(() => expect(container.querySelectorAll('sl-input[value="上海"]')).toHaveLength(2));
    expect(onChange).not.toHaveBeenCalledWith('乙公司');
  });
});

describe('barcodes and QR codes', () => {
  const qr = (extra: Partial<Field>) => field('qrcode', undefined, '二维码', { colorDark: '#112233', size: 80, ...extra });

  it('draw a fixed text, or the bound field’s current value', () => {
    expect(codeText(qr({ dataType: 'static', staticText: 'ABC' }), { title: 'x' })).toBe('ABC');
    expect(codeText(qr({ dataType: 'relation', relationField: 'code' }), { code: 'DD2026' })).toBe('DD2026');
    expect(codeText(qr({ dataType: 'relation', relationField: '' }), { code: 'DD2026' })).toBe('');
  });

  it('render a QR code of the bound value, following the record as it changes', () => {
    const code = qr({ dataType: 'relation', relationField: 'code' });
    const { rerender } = render(
      <FormScopeContext.Provider value={{ values: { code: 'A-1' }, fields: [code] }}>
        <CodeField field={code} label="二维码" />
      </FormScopeContext.Provider>,
    );
    // Shoelace is not registered here: React gives the element its values as attributes.
    const element = () => document.querySelector('sl-qr-code')!;
    expect(element().getAttribute('value')).toBe('A-1');
    expect(element().getAttribute('size')).toBe('80');
    expect(element().getAttribute('fill')).toBe('#112233');
    rerender(
      <FormScopeContext.Provider value={{ values: { code: 'B-2' }, fields: [code] }}>
        <CodeField field={code} label="二维码" />
      </FormScopeContext.Provider>,
    );
    expect(element().getAttribute('value')).toBe('B-2');
    rerender(<CodeField field={code} label="二维码" />);
    expect(screen.getByText('暂无内容')).toBeTruthy();
  });

  it('render a Code 128 barcode as SVG, and say when a text cannot be drawn', async () => {
    const bar = field('barcode', undefined, '条码', { dataType: 'static', staticText: 'AB-123', lineColor: '#ff0000', width: 2, height: 40 });
    const svg = await barcodeSvg('AB-123', bar);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('#ff0000');
    expect(await barcodeSvg('中文', bar)).toBeNull();
    render(<FieldControl field={bar} value={undefined} onChange={jest.fn()} />);
    await waitFor(() => expect(document.querySelector('[data-kind="barcode"] svg')).not.toBeNull());
    expect(document.querySelector('[data-kind="barcode"] [role="img"]')!.getAttribute('aria-label')).toBe('条码：AB-123');
  });
});
