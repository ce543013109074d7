import { decodeFlowConfig, encodeFlowConfig, flowMessageRoute } from './flowRoute';

describe('flowMessageRoute (spec section 4 "Message read")', () => {
  it('sends an entrustment flow message to the entrust page with the type from its body', () => {
    expect(flowMessageRoute({ type: 2, flowType: 2, bodyText: '{"type":"3"}' })).toBe('/workFlow/entrust?config=3');
    expect(flowMessageRoute({ type: 2, flowType: 2, bodyText: '{"type":1}' })).toBe('/workFlow/entrust?config=1');
  });

  it('sends any other flow message to the flow detail with its body as base64 (UTF-8)', () => {
    const body = JSON.stringify({ title: '请假申请', flowName: '请假流程', status: 1 });
    const route = flowMessageRoute({ type: 2, flowType: 1, bodyText: body });
    expect(route).toMatch(/^\/workFlowDetail\?config=/);
    const config = new URL(route ?? '', 'http://portal.test').searchParams.get('config') ?? '';
    expect(decodeFlowConfig(config)).toBe(body);
    expect(flowMessageRoute({ type: 2, flowType: null, bodyText: body })).toBe(route);
  });

  it('leads nowhere for announcements, system messages and flow messages without a usable body', () => {
    expect(flowMessageRoute({ type: 1, flowType: null, bodyText: '<p>x</p>' })).toBeNull();
    expect(flowMessageRoute({ type: 3, flowType: 2, bodyText: '{"type":1}' })).toBeNull();
    expect(flowMessageRoute({ type: 2, flowType: 1, bodyText: '' })).toBeNull();
    expect(flowMessageRoute({ type: 2, flowType: 2, bodyText: 'not json' })).toBeNull();
    expect(flowMessageRoute({ type: 2, flowType: 2, bodyText: '{"id":"x"}' })).toBeNull();
  });
});

describe('flow config encoding', () => {
  it('round-trips Chinese text and refuses what is not base64 of UTF-8', () => {
    expect(decodeFlowConfig(encodeFlowConfig('流程 ✓'))).toBe('流程 ✓');
    expect(encodeFlowConfig('abc')).toBe('YWJj');
    expect(decodeFlowConfig('%%%')).toBeNull();
    expect(decodeFlowConfig(btoa('\xff\xfe'))).toBeNull();
  });
});
