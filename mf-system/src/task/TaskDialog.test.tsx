// The task form over a fake transport: the spec's messages, the cron checked by the server a
// moment after typing stops (next five runs, or the server's reason), and what is sent on save.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { TaskDialog } from './TaskDialog';
import { fakeTransport, type FakeTransport } from './testing';

jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifySuccess: jest.fn() }));

type Field = HTMLElement & { value: string };
const BASE = '/api/system/ScheduleTask';
const RUNS = [Date.UTC(2026, 0, 5, 9, 5), Date.UTC(2026, 0, 5, 9, 10), Date.UTC(2026, 0, 5, 9, 15), Date.UTC(2026, 0, 5, 9, 20), Date.UTC(2026, 0, 5, 9, 25)];

let transport: FakeTransport;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

beforeEach(() => {
  transport = fakeTransport();
  transport.on(`GET ${BASE}/Actions/Selector`, {
    list: [
      { id: 'purgeExpired', actionType: 'builtin', fullName: '清理过期会话和下载', description: '删除过期会话', params: [{ name: 'keepDays', type: 'integer', min: 0, max: 365, default: 7 }], example: '{"keepDays":7}' },
      { id: 'optimizeDatabase', actionType: 'builtin', fullName: '优化数据库', description: 'PRAGMA optimize', params: [], example: null },
      { id: 'di1', actionType: 'dataInterface', fullName: '城市列表', description: '业务接口 · cities', params: [], example: '{"keyword":""}' },
    ],
  });
  transport.on(`GET ${BASE}/Actions/NextRuns`, (payload: unknown) => {
    const { cron } = payload as { cron: string };
    if (cron === '0 0 0 30 2 ?') throw new ApiError({ code: 400, msg: 'Cron 表达式以后不会再执行：0 0 0 30 2 ?，请检查日期和年份', kind: 'api' });
    return { cron, nextRuns: RUNS };
  });
  transport.on(`POST ${BASE}`, { id: 'new' });
  transport.on(`PUT ${BASE}/t1`, null);
});

const field = (label: string) => document.querySelector(`[label="${label}"]`) as Field;

async function type(label: string, value: string, event = 'sl-input'): Promise<void> {
  await waitFor(() => expect(field(label)).not.toBeNull());
  await act(async () => {
    field(label).value = value;
    field(label).dispatchEvent(new CustomEvent(event));
  });
}

const alerts = async () => (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
const cronCalls = () => transport.callsTo(`GET ${BASE}/Actions/NextRuns`).map((call) => (call.payload as { cron: string }).cron);

it('refuses empty and malformed input with the spec messages, then creates with what was typed', async () => {
  const onSaved = jest.fn();
  render(<TaskDialog api={transport.api} id={null} onClose={jest.fn()} onSaved={onSaved} />);
  await waitFor(() => expect(document.querySelector('sl-dialog[label="新建任务"]')).not.toBeNull());
  const ok = await screen.findByText('确定');
  fireEvent.click(ok);
  expect(await alerts()).toEqual(['请输入任务名称', '请输入任务编码', '请输入 Cron 表达式', '请选择执行动作']);

  await type('任务名称', '每晚清理');
  await type('任务编码', '.bad');
  await type('Cron 表达式', '0 0 3 * * ?');
  await type('执行动作', 'purgeExpired', 'sl-change');
  await type('参数', '{keepDays: 7');
  await type('超时时间（秒）', '0');
  fireEvent.click(ok);
  expect(await alerts()).toEqual(['编码只能输入英文、数字和小数点且小数点不能放在首尾', '参数必须是 JSON 对象，例如 {"keepDays": 7}', '超时时间应为 1 到 86400 秒之间的整数']);
  // The chosen action's description and parameter example are shown.
  expect(screen.getByText('删除过期会话')).toBeTruthy();
  expect(field('参数').getAttribute('help-text')).toBe('示例：{"keepDays":7}');

  await type('任务编码', 'nightlyPurge');
  await type('参数', '{"keepDays": 3}');
  await type('超时时间（秒）', '120');
  fireEvent.click(ok);
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(transport.callsTo(`POST ${BASE}`)[0]?.payload).toEqual({
    fullName: '每晚清理', enCode: 'nightlyPurge', cron: '0 0 3 * * ?', actionType: 'builtin', actionId: 'purgeExpired', params: '{"keepDays": 3}', timeout: 120, description: '', enabledMark: 1,
  });
});

it('checks the cron once typing pauses, shows the next five runs, and keeps a refused expression from being saved', async () => {
  render(<TaskDialog api={transport.api} id={null} onClose={jest.fn()} onSaved={jest.fn()} />);
  await type('Cron 表达式', '0');
  await type('Cron 表达式', '0 0/5');
  await type('Cron 表达式', '0 0/5 * * * ?');
  expect(await screen.findByText('正在校验…')).toBeTruthy();
  const next = await screen.findByLabelText('最近 5 次执行时间');
  expect(next.querySelectorAll('li')).toHaveLength(5);
  // Debounced: only the expression typing stopped at was sent.
  expect(cronCalls()).toEqual(['0 0/5 * * * ?']);

  await type('Cron 表达式', '0 0 0 30 2 ?');
  expect(await screen.findByText('Cron 表达式以后不会再执行：0 0 0 30 2 ?，请检查日期和年份')).toBeTruthy();
  expect(screen.queryByLabelText('最近 5 次执行时间')).toBeNull();
  await type('任务名称', '二月');
  await type('任务编码', 'feb');
  await type('执行动作', 'optimizeDatabase', 'sl-change');
  fireEvent.click(await screen.findByText('确定'));
  await waitFor(() => expect(document.querySelector('[data-field="cron"]')?.textContent).toContain('Cron 表达式以后不会再执行'));
  expect(await alerts()).toEqual(['Cron 表达式以后不会再执行：0 0 0 30 2 ?，请检查日期和年份']);
  expect(transport.callsTo(`POST ${BASE}`)).toHaveLength(0);
});

it('lists data interfaces apart from the built-in actions and saves a task calling one', async () => {
  const onSaved = jest.fn();
  render(<TaskDialog api={transport.api} id={null} onClose={jest.fn()} onSaved={onSaved} />);
  await waitFor(() => expect(document.querySelectorAll('sl-option')).toHaveLength(3));
  expect(screen.getByText('数据接口')).toBeTruthy();
  await type('任务名称', '同步城市');
  await type('任务编码', 'syncCities');
  await type('Cron 表达式', '0 0 * * * ?');
  await type('执行动作', 'di1', 'sl-change');
  expect(field('参数').getAttribute('help-text')).toBe('示例：{"keyword":""}');
  await type('参数', '{"keyword": "北"}');
  fireEvent.click(await screen.findByText('确定'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(transport.callsTo(`POST ${BASE}`)[0]?.payload).toMatchObject({ actionType: 'dataInterface', actionId: 'di1', params: '{"keyword": "北"}' });
});

it('loads a task for editing and saves it under its id', async () => {
  transport.on(`GET ${BASE}/Info/t1`, {
    id: 't1', fullName: '优化', enCode: 'optimize', cron: '0 0 4 ? * SUN', actionType: 'builtin', actionId: 'optimizeDatabase', actionName: '优化数据库', params: '',
    timeout: 300, description: '每周', enabledMark: 0, nextRunTime: null, lastRunTime: null, lastResult: null, running: false, runCount: 0, creatorTime: 0, lastModifyTime: null,
  });
  const onSaved = jest.fn();
  render(<TaskDialog api={transport.api} id="t1" onClose={jest.fn()} onSaved={onSaved} />);
  await waitFor(() => expect(document.querySelector('sl-dialog[label="编辑任务"]')).not.toBeNull());
  await waitFor(() => expect(field('任务名称').getAttribute('value')).toBe('优化'));
  await waitFor(() => expect(cronCalls()).toEqual(['0 0 4 ? * SUN']));
  fireEvent.click(await screen.findByText('确定'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(transport.callsTo(`PUT ${BASE}/t1`)[0]?.payload).toMatchObject({ id: 't1', fullName: '优化', cron: '0 0 4 ? * SUN', timeout: 300, enabledMark: 0, description: '每周' });
});
