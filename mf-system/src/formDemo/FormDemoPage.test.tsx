// 表单示例 over a fake transport: the real pickers, area cascade and tree select ask it (through
// @atrium/shared's http), the page's dictionary call too. The uploaders and the editor are stand-ins
// (tested in @atrium/ui). Covered: 提交 on an empty form (messages, focus), each validation rule, a
// valid submit's JSON (text, not markup) with the rich text sanitised, and 重置.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { atom } from 'nanostores';
import { Subject } from 'rxjs';
import { setLocale, type HttpClient, type PasswordPolicy, type Uploader, type UploadEvent, type UploadItem } from '@atrium/shared';
import { createFakeTransport, type FakeTransport } from '@atrium/testing';
import type { FileUploaderProps, FileValue, ImageUploaderProps, RichTextEditorProps } from '@atrium/ui';
import { registerSystemTranslations } from '../i18n';
import { createFormDemoApi, type FormDemoApi } from './api';
import { FormDemoView } from './FormDemoPage';

let transport: FakeTransport<FormDemoApi>;
const uploaders: { uploader: Uploader; $items: ReturnType<typeof atom<readonly UploadItem[]>> }[] = [];

jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual<typeof import('@atrium/shared')>('@atrium/shared');
  const client = (): HttpClient => transport.client;
  return {
    ...actual,
    // What the shared pickers ask goes to this test's fake transport.
    http: {
      ...actual.http,
      get: (...args: Parameters<HttpClient['get']>) => client().get(...args),
      post: (...args: Parameters<HttpClient['post']>) => client().post(...args),
      put: (...args: Parameters<HttpClient['put']>) => client().put(...args),
      delete: (...args: Parameters<HttpClient['delete']>) => client().delete(...args),
    },
    confirmDialog: jest.fn(() => Promise.resolve(true)),
    // The page's own uploaders: lists the test fills itself.
    createUploader: jest.fn(() => {
      const $items = atom<readonly UploadItem[]>([]);
      const uploader: Uploader = {
        $items,
        events$: new Subject<UploadEvent>(),
        add: () => 'local',
        pause: () => undefined,
        resume: () => undefined,
        retry: () => undefined,
        remove: (id: string) => $items.set($items.get().filter((item) => item.id !== id)),
        destroy: () => undefined,
      };
      uploaders.push({ uploader, $items });
      return uploader;
    }),
  };
});

const storedFile = (fileId: string, name: string): FileValue => ({ fileId, name, url: `/api/file/Signed/${fileId}`, fileSize: 9, fileExtension: name.split('.').pop() ?? '' });

// The uploaders and the editor are tested in @atrium/ui; here they are stand-ins that show what
// they were given and hand over a value.
jest.mock('@atrium/ui', () => ({
  ...jest.requireActual('@atrium/ui'),
  FileUploader: (props: FileUploaderProps) => (
    <button type="button" data-uploader="file" data-limit={props.limit} onClick={() => props.onChange?.([...(props.value ?? []), storedFile('f1', '方案.pdf')])}>
      {props['aria-label']}
    </button>
  ),
  ImageUploader: (props: ImageUploaderProps) => (
    <button type="button" data-uploader="image" data-limit={props.limit} onClick={() => props.onChange?.([...(props.value ?? []), storedFile('i1', '封面.png')])}>
      {props['aria-label']}
    </button>
  ),
  RichTextEditor: ({ label, value, onChange }: RichTextEditorProps) => <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />,
}));

const shared = jest.requireMock('@atrium/shared') as { confirmDialog: jest.Mock };

const INDUSTRIES = [
  { id: 'it', fullName: '信息技术', enCode: 'it', children: [{ id: 'software', fullName: '软件开发', enCode: 'software', children: [{ id: 'saas', fullName: 'SaaS 服务', enCode: 'saas' }] }] },
  { id: 'finance', fullName: '金融业', enCode: 'finance', children: [] },
];

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  uploaders.length = 0;
  transport = createFakeTransport(createFormDemoApi);
  transport.on('GET /api/system/DictionaryData/IndustryType/Data/Selector', { list: INDUSTRIES });
  transport.on('GET /api/system/Area/-1/Selector/0', { list: [{ id: '110000', fullName: '北京市', isLeaf: false }] });
  transport.on('GET /api/system/Area/110000/Selector/0', { list: [{ id: '110101', fullName: '东城区', isLeaf: true }] });
  transport.on('GET /api/permission/Organize/Department/Selector/0', { list: [{ id: 'd1', fullName: '研发部', type: 'department', hasChildren: false }] });
});

const view = (systemPolicy: PasswordPolicy | null = null) => render(<FormDemoView api={transport.api} systemPolicy={systemPolicy} />);

type Control = HTMLElement & { value: unknown; checked?: boolean };
const control = (selector: string) => document.querySelector(selector) as Control | null;
const input = (field: string) => `[data-field="${field}"] sl-input`;

/** As Shoelace does: the element's value changes, then it says so. */
async function enter(selector: string, value: unknown, event = 'sl-input') {
  const element = await waitFor(() => {
    const found = control(selector);
    expect(found).not.toBeNull();
    return found as Control;
  });
  await act(async () => {
    element.value = value;
    element.dispatchEvent(new CustomEvent(event, { bubbles: true }));
  });
}

const messageOf = (field: string) => document.querySelector(`[data-field="${field}"] [role="alert"]`)?.textContent ?? null;
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const submit = () => fireEvent.click(screen.getByText('提交'));
const resultDialog = () => document.querySelector('sl-dialog[label="提交的数据"]') as HTMLElement | null;

/** Renders the page and submits it once, so every message follows the input from then on. */
async function checkedView(systemPolicy: PasswordPolicy | null = null) {
  view(systemPolicy);
  submit();
  await waitFor(() => expect(alerts().length).toBeGreaterThan(0));
}

it('提交 on an empty form: each required field says so beside it, the first one takes the focus, and nothing opens', async () => {
  const focused: Element[] = [];
  // Shoelace's elements are not upgraded in jsdom (so not focusable): the element asked to take the focus is recorded.
  const focus = jest.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement) {
    focused.push(this);
  });
  try {
    view();
    expect(screen.getByText(/不会保存到服务器/)).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-field="confirmPassword"]')).not.toBeNull());
    for (const field of ['text', 'select', 'date', 'organize', 'mobile', 'email', 'password', 'confirmPassword']) {
      expect(document.querySelector(`[data-field="${field}"]`)?.hasAttribute('data-required')).toBe(true);
    }
    expect(document.querySelector('[data-field="textarea"]')?.hasAttribute('data-required')).toBe(false);
    submit();
    await waitFor(() =>
      expect(alerts()).toEqual(['单行文本不能为空', '下拉选择不能为空', '日期不能为空', '部门选择不能为空', '手机号不能为空', '邮箱不能为空', '密码不能为空', '确认密码不能为空']),
    );
    expect(screen.getByText('有 8 项需要修改')).toBeTruthy();
    await waitFor(() => expect(focused.at(-1)).toBe(control(input('text'))));
    expect(resultDialog()).toBeNull();

    // A corrected field loses its message at once; the next 提交 focuses the next field in error,
    // the department picker (not a Shoelace control: its focusable box).
    await enter(input('text'), '示例');
    await enter('sl-select[label="下拉选择"]', 'o1', 'sl-change');
    await enter(input('date'), '2026-03-01', 'sl-change');
    expect(messageOf('text')).toBeNull();
    expect(messageOf('date')).toBeNull();
    submit();
    await waitFor(() => expect(focused.at(-1)).toBe(screen.getByRole('button', { name: /^部门选择:/ })));
  } finally {
    focus.mockRestore();
  }
});

it('手机号 and 邮箱: the shared patterns, in the product’s words', async () => {
  await checkedView();
  await enter(input('mobile'), '12345678901');
  expect(messageOf('mobile')).toBe('请输入正确的手机号码');
  await enter(input('mobile'), '1380013800');
  expect(messageOf('mobile')).toBe('请输入正确的手机号码');
  await enter(input('mobile'), '13800138000');
  expect(messageOf('mobile')).toBeNull();

  await enter(input('email'), 'name@example');
  expect(messageOf('email')).toBe('请输入正确的邮箱');
  await enter(input('email'), 'name..x@example.com');
  expect(messageOf('email')).toBe('请输入正确的邮箱');
  await enter(input('email'), 'name@example.com');
  expect(messageOf('email')).toBeNull();
});

it('身份证号: 18 characters with the GB 11643 check character (X included); a wrong check digit is refused', async () => {
  await checkedView();
  expect(messageOf('idCard')).toBeNull(); // optional
  await enter(input('idCard'), '110101199003070012');
  expect(messageOf('idCard')).toBe('请输入正确的身份证号码');
  await enter(input('idCard'), '11010119900307001X');
  expect(messageOf('idCard')).toBe('请输入正确的身份证号码');
  await enter(input('idCard'), '110101900307001');
  expect(messageOf('idCard')).toBe('请输入正确的身份证号码');
  await enter(input('idCard'), '110101199003070011');
  expect(messageOf('idCard')).toBeNull();
  await enter(input('idCard'), '11010519491231002X');
  expect(messageOf('idCard')).toBeNull();
  await enter(input('idCard'), '11010519491231002x');
  expect(messageOf('idCard')).toBeNull();
});

it('网址: an absolute http or https address', async () => {
  await checkedView();
  for (const wrong of ['www.example.com', 'ftp://example.com', 'https://', 'http://exa mple.com']) {
    await enter(input('url'), wrong);
    expect(messageOf('url')).toBe('请输入正确的网址（以 http:// 或 https:// 开头）');
  }
  for (const right of ['https://www.example.com/path?q=1', 'http://localhost:8080']) {
    await enter(input('url'), right);
    expect(messageOf('url')).toBeNull();
  }
});

it('密码 follows the shared password policy (the demonstration one while the system sets none); 确认密码 must match it', async () => {
  await checkedView();
  const password = '[data-field="password"] sl-input';
  expect(control(password)?.getAttribute('help-text')).toBe('演示密码策略（系统未开启密码强度限制）：至少8位，包含数字，包含小写字母，包含大写字母');
  const confirm = '[data-field="confirmPassword"] sl-input';
  await enter(password, 'Ab1');
  expect(messageOf('password')).toBe('密码长度不能小于8位');
  await enter(password, 'abcdefgh');
  expect(messageOf('password')).toBe('密码必须包含数字');
  await enter(password, 'ABCDEFG1');
  expect(messageOf('password')).toBe('密码必须包含小写字母');
  await enter(password, 'abcdefg1');
  expect(messageOf('password')).toBe('密码必须包含大写字母');
  await enter(password, 'Abcdefg1');
  expect(messageOf('password')).toBeNull();

  await enter(confirm, 'Abcdefg2');
  expect(messageOf('confirmPassword')).toBe('两次密码输入不一致');
  await enter(confirm, 'Abcdefg1');
  expect(messageOf('confirmPassword')).toBeNull();
  // Changing the password again breaks the match.
  await enter(password, 'Abcdefg12');
  expect(messageOf('confirmPassword')).toBe('两次密码输入不一致');
});

it('密码 follows the system’s policy when it limits strength', async () => {
  await checkedView({ passwordStrengthLimit: 1, passwordLengthMin: 1, passwordLengthMinNumber: 6, containsCharacters: 1 });
  expect(control('[data-field="password"] sl-input')?.getAttribute('help-text')).toBe('系统密码策略：至少6位，包含字符');
  await enter('[data-field="password"] sl-input', 'abcdefgh');
  expect(messageOf('password')).toBe('密码必须包含字符');
  await enter('[data-field="password"] sl-input', 'abc#ef');
  expect(messageOf('password')).toBeNull();
});

it('数字范围: numbers in 0–1000, the minimum not above the maximum; 数字 and 金额 keep their bounds', async () => {
  await checkedView();
  await enter('sl-input[label="最小值"]', '50');
  await enter('sl-input[label="最大值"]', '10');
  expect(messageOf('numberRange')).toBe('最小值不能大于最大值');
  await enter('sl-input[label="最大值"]', '2000');
  expect(messageOf('numberRange')).toBe('请输入0到1000之间的数字');
  await enter('sl-input[label="最大值"]', '50');
  expect(messageOf('numberRange')).toBeNull();
  await enter('sl-input[label="最小值"]', '');
  expect(messageOf('numberRange')).toBeNull(); // one end alone is a range too

  await enter(input('number'), '101');
  expect(messageOf('number')).toBe('数字应为0到100之间的整数');
  await enter(input('number'), '2.5');
  expect(messageOf('number')).toBe('数字应为0到100之间的整数');
  await enter(input('number'), '100');
  expect(messageOf('number')).toBeNull();

  await enter(input('amount'), '1.234');
  expect(messageOf('amount')).toBe('请输入不小于0且最多两位小数的金额');
  await enter(input('amount'), '1.234', 'sl-change'); // leaving the field rounds to the fen
  expect(messageOf('amount')).toBeNull();
  expect(control(input('amount'))?.value).toBe('1.23');
  expect(control(input('amount'))?.getAttribute('help-text')).toBe('最多两位小数；大写：壹元贰角叁分');
});

it('a valid 提交 shows the values as JSON text (passwords hidden) and the rich text sanitised; nothing is sent to be saved', async () => {
  view();
  // Basic controls.
  await enter(input('text'), '  示例标题 ');
  await enter('[data-field="textarea"] sl-textarea', '第一行\n第二行');
  await enter(input('number'), '42');
  await enter(input('amount'), '1234.5', 'sl-change');
  await act(async () => {
    const box = control('[data-field="switch"] sl-switch') as Control;
    box.checked = false;
    box.dispatchEvent(new CustomEvent('sl-change'));
  });
  await enter('[data-field="radio"] sl-radio-group', 'o3', 'sl-change');
  await act(async () => {
    const third = control('[data-field="checkbox"] sl-checkbox[value="o3"]') as Control;
    third.checked = true;
    third.dispatchEvent(new CustomEvent('sl-change'));
  });
  await enter('sl-select[label="下拉选择"]', 'o2', 'sl-change');
  await enter('sl-select[label="下拉多选"]', ['o1', 'o4'], 'sl-change');
  await enter(input('date'), '2026-03-01', 'sl-change');
  await enter(input('time'), '09:30', 'sl-change');
  await enter(input('dateTime'), '2026-03-01T09:30', 'sl-change');
  await enter('[data-field="rating"] sl-rating', 4, 'sl-change');
  await enter('[data-field="range"] sl-range', 70, 'sl-change');
  await enter('[data-field="color"] sl-color-picker', '#52c41a', 'sl-change');

  // Advanced controls: the real department picker, area cascade and tree select over the fake transport.
  fireEvent.click(await screen.findByRole('button', { name: /^部门选择:/ }));
  const picker = await waitFor(() => {
    const found = document.body.querySelector('sl-dialog[label="部门选择"]');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  fireEvent.click(await within(picker).findByRole('treeitem', { name: '研发部' }));
  fireEvent.submit(picker.querySelector('form') as HTMLFormElement);
  await waitFor(() => expect(document.body.querySelector('sl-dialog[label="部门选择"]')).toBeNull());
  expect(await screen.findByRole('button', { name: '部门选择: 研发部' })).toBeTruthy();
  expect(resultDialog()).toBeNull(); // the picker's confirmation did not submit the page's form

  await enter('[data-field="area"] sl-select[label="省"]', '110000', 'sl-change');
  await enter('[data-field="area"] sl-select[label="市"]', '110101', 'sl-change');
  await waitFor(() => expect(control('sl-select[label="树形下拉"] sl-option[value="saas"]')).not.toBeNull());
  expect(control('sl-select[label="树形下拉"] sl-option[value="saas"]')?.style.paddingLeft).toBe('32px');
  await enter('sl-select[label="树形下拉"]', 'saas', 'sl-change');
  fireEvent.click(await screen.findByRole('button', { name: '文件上传' }));
  fireEvent.click(screen.getByRole('button', { name: '图片上传' }));
  fireEvent.change(screen.getByLabelText('富文本'), { target: { value: '<p>你好<img src="x" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">链接</a>' } });

  // Validation examples.
  await enter(input('mobile'), '13800138000');
  await enter(input('email'), 'name@example.com');
  await enter(input('idCard'), '11010519491231002x');
  await enter(input('url'), 'https://www.example.com');
  await enter('[data-field="password"] sl-input', 'Abcdefg1');
  await enter('[data-field="confirmPassword"] sl-input', 'Abcdefg1');
  await enter('sl-input[label="最小值"]', '10');
  await enter('sl-input[label="最大值"]', '20');

  submit();
  await waitFor(() => expect(resultDialog()).not.toBeNull());
  expect(alerts()).toEqual([]);
  const pre = within(resultDialog()!).getByLabelText('表单数据（JSON）');
  expect(JSON.parse(pre.textContent ?? '')).toEqual({
    text: '示例标题',
    textarea: '第一行\n第二行',
    number: 42,
    amount: 1234.5,
    switch: false,
    radio: 'o3',
    checkbox: ['o1', 'o3'],
    select: 'o2',
    selectMultiple: ['o1', 'o4'],
    date: '2026-03-01',
    time: '09:30',
    dateTime: '2026-03-01T09:30',
    rating: 4,
    range: 70,
    color: '#52c41a',
    users: [],
    organize: ['d1'],
    area: ['110000', '110101'],
    industry: 'saas',
    files: [{ name: '方案.pdf', fileId: 'f1' }],
    images: [{ name: '封面.png', fileId: 'i1' }],
    richText: '<p>你好<img src="x" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">链接</a>',
    mobile: '13800138000',
    email: 'name@example.com',
    idCard: '11010519491231002X',
    url: 'https://www.example.com',
    password: '******',
    confirmPassword: '******',
    numberRange: [10, 20],
  });
  // The JSON is text: the markup in a value is shown, never made into elements.
  expect(pre.children).toHaveLength(0);
  expect(pre.textContent).not.toContain('Abcdefg1');
  // The rich text is shown through DOMPurify: no script, handler or javascript: link survives.
  const preview = within(resultDialog()!).getByRole('document', { name: '富文本预览' });
  expect(preview.textContent).toContain('你好');
  expect(preview.querySelector('script')).toBeNull();
  expect(preview.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  expect(preview.querySelector('a')?.getAttribute('href')).toBeNull();
  expect(document.querySelector('sl-dialog script')).toBeNull();

  // Nothing was sent to be saved: the only calls read the dictionary, the areas and the departments.
  expect(transport.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  expect(transport.callsTo('GET /api/system/DictionaryData/IndustryType/Data/Selector')).toHaveLength(1);

  fireEvent.click(within(resultDialog()!).getByText('关闭'));
  await waitFor(() => expect(resultDialog()).toBeNull());
});

it('a file still uploading holds the submit back, with the reason beside the uploader', async () => {
  view();
  await waitFor(() => expect(uploaders).toHaveLength(2));
  const item = { id: 'local-1', name: '大文件.zip', size: 9, status: 'uploading', progress: 40 } as unknown as UploadItem;
  await act(async () => uploaders[0]!.$items.set([item]));
  submit();
  await waitFor(() => expect(messageOf('files')).toBe('文件正在上传，请在上传完成后提交'));
  await act(async () => uploaders[0]!.$items.set([{ ...item, status: 'error' }]));
  expect(messageOf('files')).toBe('有文件上传失败，请删除或重试后再提交');
  await act(async () => uploaders[0]!.$items.set([]));
  expect(messageOf('files')).toBeNull();
});

it('重置 restores the defaults after a confirmation when something changed, and clears the messages', async () => {
  view();
  fireEvent.click(screen.getByText('重置'));
  // Nothing changed: nothing to confirm.
  await waitFor(() => expect(shared.confirmDialog).not.toHaveBeenCalled());

  submit();
  await waitFor(() => expect(alerts().length).toBeGreaterThan(0));
  await enter(input('text'), '草稿');
  await enter('sl-select[label="下拉选择"]', 'o2', 'sl-change');
  await enter('[data-field="area"] sl-select[label="省"]', '110000', 'sl-change');
  await waitFor(() => expect(control('[data-field="area"] sl-select[label="市"]')).not.toBeNull());

  shared.confirmDialog.mockImplementationOnce(() => Promise.resolve(false));
  fireEvent.click(screen.getByText('重置'));
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '确定将表单恢复为默认值吗？已填写的内容将被清除。' }));
  expect(control(input('text'))?.value).toBe('草稿');
  expect(messageOf('mobile')).toBe('手机号不能为空');

  fireEvent.click(screen.getByText('重置'));
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(alerts()).toEqual([]));
  expect(control(input('text'))?.getAttribute('value') ?? '').toBe('');
  expect(control('sl-select[label="下拉选择"]')?.getAttribute('value') ?? '').toBe('');
  expect(control('[data-field="radio"] sl-radio-group')?.getAttribute('value')).toBe('o1');
  expect(control('[data-field="rating"] sl-rating')?.getAttribute('value')).toBe('3');
  // The area cascade starts again from the provinces.
  await waitFor(() => expect(control('[data-field="area"] sl-select[label="省"]')).not.toBeNull());
  expect(control('[data-field="area"] sl-select[label="市"]')).toBeNull();

  // The defaults give a valid form once the required fields are filled: the reset values are the defaults.
  submit();
  await waitFor(() => expect(alerts()).toHaveLength(8));
});
