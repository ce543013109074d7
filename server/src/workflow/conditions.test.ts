import { chooseBranch, holds } from './conditions';
import type { FlowFormField } from './forms';
import { parseTemplate, type Condition } from './template';

const number: FlowFormField = { vModel: 'days', label: '天数', jnpfKey: 'numInput', kind: 'number', required: true };
const date: FlowFormField = { vModel: 'start', label: '开始', jnpfKey: 'date', kind: 'date', required: true };
const text: FlowFormField = { vModel: 'type', label: '类型', jnpfKey: 'select', kind: 'select', required: true };

const c = (field: string, symbol: Condition['symbol'], fieldValue: string | number): Condition => ({ field, symbol, fieldValue });

describe('conditions', () => {
  it('compares numbers by value, not as text', () => {
    expect(holds(c('days', '>', 3), { days: 10 }, number)).toBe(true);
    expect(holds(c('days', '>', '3'), { days: '10' }, number)).toBe(true);
    expect(holds(c('days', '>', 3), { days: 3 }, number)).toBe(false);
    expect(holds(c('days', '>=', 3), { days: 3 }, number)).toBe(true);
    expect(holds(c('days', '<', 3), { days: 2.5 }, number)).toBe(true);
    expect(holds(c('days', '==', 3), { days: '3.0' }, number)).toBe(true);
    expect(holds(c('days', '<>', 3), { days: 4 }, number)).toBe(true);
  });

  it('compares dates by time, text as text, and like as a substring', () => {
    expect(holds(c('start', '>', '2026-11-01'), { start: Date.parse('2026-11-02') }, date)).toBe(true);
    expect(holds(c('start', '<=', '2026-11-01'), { start: '2026-12-01' }, date)).toBe(false);
    expect(holds(c('type', '==', '病假'), { type: '病假' }, text)).toBe(true);
    expect(holds(c('type', 'like', '假'), { type: '病假' }, text)).toBe(true);
    expect(holds(c('type', 'notLike', '事'), { type: '病假' }, text)).toBe(true);
  });

  it('lets a missing value match only <> and notLike', () => {
    for (const symbol of ['==', '>', '>=', '<', '<=', 'like'] as const) expect(holds(c('days', symbol, 1), {}, number)).toBe(false);
    expect(holds(c('days', '<>', 1), { days: null }, number)).toBe(true);
    expect(holds(c('type', 'notLike', 'x'), { type: '' }, text)).toBe(true);
  });

  it('takes the first branch whose conditions all hold, else the default, else none', () => {
    const template = parseTemplate({
      nodeId: 's', type: 'start', properties: {},
      conditionNodes: [
        { nodeId: 'def', type: 'condition', properties: { title: '其他', isDefault: true } },
        { nodeId: 'long', type: 'condition', properties: { title: '长', conditions: [{ field: 'days', symbol: '>', filedValue: 3 }] } },
        { nodeId: 'sick', type: 'condition', properties: { title: '病', conditions: [{ field: 'days', symbol: '>', filedValue: 1 }, { field: 'type', symbol: '==', filedValue: '病假' }] } },
      ],
    });
    const fields = new Map([['days', number], ['type', text]]);
    const branches = template.root.conditionNodes;
    expect(chooseBranch(branches, { days: 5, type: '病假' }, fields)?.nodeId).toBe('long');
    expect(chooseBranch(branches, { days: 2, type: '病假' }, fields)?.nodeId).toBe('sick');
    expect(chooseBranch(branches, { days: 2, type: '事假' }, fields)?.nodeId).toBe('def');
    expect(chooseBranch(branches.filter((b) => b.nodeId !== 'def'), { days: 1 }, fields)).toBeNull();
  });
});
