import { encodeFlowConfig } from '../messages/flowRoute';
import { parseFlowConfig } from './flowConfig';

const config = (body: unknown) => encodeFlowConfig(JSON.stringify(body));

it('reads title, flow name, status and form fields from the message body', () => {
  expect(
    parseFlowConfig(config({ title: '张三的请假申请', flowName: '请假流程', status: 2, formData: { 天数: 3, 原因: '探亲', 附件: ['a.pdf'] } })),
  ).toEqual({
    title: '张三的请假申请',
    flowName: '请假流程',
    status: 2,
    fields: [
      { label: '天数', value: '3' },
      { label: '原因', value: '探亲' },
      { label: '附件', value: '["a.pdf"]' },
    ],
  });
});

it('takes form fields as a list of labelled values, and fullName as the title', () => {
  expect(parseFlowConfig(config({ fullName: '报销', formData: [{ label: '金额', value: 12.5 }, { fullName: '事由', value: null }, { value: 'no label' }] }))).toEqual({
    title: '报销',
    flowName: null,
    status: null,
    fields: [
      { label: '金额', value: '12.5' },
      { label: '事由', value: '' },
    ],
  });
});

it('keeps only known status codes', () => {
  expect(parseFlowConfig(config({ status: '3' }))?.status).toBe(3);
  expect(parseFlowConfig(config({ status: 9 }))?.status).toBeNull();
});

it('gives null for a missing or unreadable config', () => {
  expect(parseFlowConfig(null)).toBeNull();
  expect(parseFlowConfig('')).toBeNull();
  expect(parseFlowConfig('%%%')).toBeNull();
  expect(parseFlowConfig(encodeFlowConfig('not json'))).toBeNull();
  expect(parseFlowConfig(config([1, 2]))).toBeNull();
});
