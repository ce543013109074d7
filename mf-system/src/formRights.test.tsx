// Form field rights (spec section 6) on mf-system's forms: with the route's entry saying
// formAuthorize, a field whose enCode is not in its `form` list is not rendered; without the switch
// every field shows. The dialogs hide through FormDialog/FormField, the configuration page itself;
// a hidden field's checks do not block the save (useShownRules).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PermissionEntry } from '@atrium/shared';
import { BillRuleDialog } from './billRule/BillRuleDialog';
import { BatchDialog } from './menu/BatchDialog';
import { RuleDialog } from './menu/RuleDialog';
import { change, setupDialogTests } from './menu/testing';
import type { SysConfigSettings } from './sysConfig/api';
import { SysConfigPage } from './sysConfig/SysConfigPage';

const settings: SysConfigSettings = {
  sysName: 'Atrium', sysVersion: '1.0', copyright: '', logoIcon: '', loginIcon: '', navigationIcon: '',
  mandatoryModificationOfInitialPassword: 0, loginNeedCode: 0, passwordStrengthLimit: 0, passwordLengthMin: 0, passwordLengthMinNumber: 6,
  containsNumbers: 0, includeLowercaseLetters: 0, includeUppercaseLetters: 0, containsCharacters: 0,
  emailSmtpHost: '', emailSmtpPort: 25, emailSsl: 0, emailSenderName: '', emailAccount: '',
  passwordErrorsNumber: 0, lockType: 2, lockTime: 10,
  qyhCorpId: '', qyhAgentId: '', qyhIsSynOrg: 0, qyhIsSynUser: 0, dingSynAppKey: '', dingAgentId: '', dingSynIsSynOrg: 0, dingSynIsSynUser: 0,
  secretsSet: { emailPassword: false, qyhAgentSecret: false, qyhCorpSecret: false, dingSynAppSecret: false },
};

jest.mock('./billRule/api', () => ({
  getCategories: jest.fn(() => Promise.resolve([{ id: 'c1', fullName: '采购' }])),
  getBillRule: jest.fn(),
  createBillRule: jest.fn(() => Promise.resolve({ id: 'new' })),
  updateBillRule: jest.fn(),
}));
jest.mock('./menu/api', () => ({ createDataRule: jest.fn(), updateDataRule: jest.fn(), batchCreateFields: jest.fn() }));
jest.mock('./sysConfig/api', () => ({
  ...jest.requireActual('./sysConfig/api'),
  sysConfigApi: {
    get: jest.fn(() => Promise.resolve(settings)),
    save: jest.fn(() => Promise.resolve(null)),
    testEmail: jest.fn(),
    syncTotals: jest.fn(() => Promise.resolve({ list: [] })),
    adminList: jest.fn(() => Promise.resolve({ list: [] })),
  },
}));
// The route's permission entry, switchable per test (as @atrium/ui's fieldRights test does).
jest.mock('@atrium/shared', () => {
  const { atom } = jest.requireActual('nanostores') as typeof import('nanostores');
  const permissions = atom([]);
  const modelId = atom('m-page');
  return {
    ...jest.requireActual('@atrium/shared'),
    usePermission: jest.fn(() => true),
    notifySuccess: jest.fn(),
    get $permissions() {
      return permissions;
    },
    get $currentModelId() {
      return modelId;
    },
  };
});
const billRuleApi = jest.requireMock('./billRule/api') as { createBillRule: jest.Mock };
const shared = jest.requireMock('@atrium/shared') as { $permissions: { set: (value: readonly PermissionEntry[]) => void } };
const grant = (formAuthorize: boolean, codes: string[]) =>
  shared.$permissions.set([{ modelId: 'm-page', formAuthorize, form: codes.map((enCode) => ({ enCode })) }] as PermissionEntry[]);
const fields = () => [...document.querySelectorAll('[data-field]')].map((field) => field.getAttribute('data-field'));

beforeAll(setupDialogTests);

it('the data rule dialog shows only the granted fields (the value choice and its inputs are conditionText)', async () => {
  grant(true, ['fullName', 'enCode']);
  render(<RuleDialog moduleId="m" rule={null} onClose={jest.fn()} onSaved={jest.fn()} />);
  await waitFor(() => expect(fields()).toEqual(['fullName', 'enCode']));
});

it('without formAuthorize every field of the rule dialog shows, each with its enCode', async () => {
  grant(false, []);
  render(<RuleDialog moduleId="m" rule={null} onClose={jest.fn()} onSaved={jest.fn()} />);
  await waitFor(() => expect(new Set(fields())).toEqual(new Set(['fullName', 'enCode', 'fieldType', 'conditionSymbol', 'conditionText'])));
});

it('the batch dialog hides the table name when only the lines are granted', async () => {
  grant(true, ['columnJson']);
  render(<BatchDialog kind="column" moduleId="m" onClose={jest.fn()} onSaved={jest.fn()} />);
  await waitFor(() => expect(fields()).toEqual(['columnJson']));
});

it('the configuration page renders only the granted settings', async () => {
  grant(true, ['sysName', 'loginNeedCode', 'emailSmtpHost']);
  render(<SysConfigPage />);
  await waitFor(() => expect(fields()).toEqual(['sysName', 'loginNeedCode', 'emailSmtpHost']));
});

it('a required field the form rights hide does not block the save', async () => {
  grant(true, ['fullName', 'enCode', 'prefix', 'dateFormat', 'digit', 'startNumber', 'sortCode', 'enabledMark', 'description']);
  const onSaved = jest.fn();
  render(<BillRuleDialog id={null} onClose={jest.fn()} onSaved={onSaved} />);
  await waitFor(() => expect(fields()).toContain('prefix'));
  expect(fields()).not.toContain('category');
  await change('[label="业务名称"]', '采购订单');
  await change('[label="业务编码"]', 'po');
  await change('[label="流水前缀"]', 'po-');
  fireEvent.click(await screen.findByText('确定'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(screen.queryAllByRole('alert')).toEqual([]);
  expect(billRuleApi.createBillRule).toHaveBeenCalledWith(expect.objectContaining({ fullName: '采购订单', enCode: 'po', category: '', prefix: 'po-' }));
});
