// An organisation administrator's rights: read per organisation, changed box by box, saved as the
// organisations that keep at least one right.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import { RightsDialog } from './RightsDialog';

const none = { thisLayerSelect: 0, thisLayerAdd: 0, thisLayerEdit: 0, thisLayerDelete: 0, subLayerSelect: 0, subLayerAdd: 0, subLayerEdit: 0, subLayerDelete: 0 };

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  getOrganizeRights: jest.fn(() => Promise.resolve([
    { id: 'o1', organizeId: 'o1', fullName: '总公司', ...none, thisLayerSelect: 1, children: [{ id: 'd1', organizeId: 'd1', fullName: '研发部', ...none, children: [] }] },
  ])),
  setOrganizeRights: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifySuccess: jest.fn() }));

const api = jest.requireMock('./api') as Record<'setOrganizeRights', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPermissionTranslations();
});

it('saves the organisations that keep a right, with this-layer and sub-layer rights', async () => {
  const onSaved = jest.fn();
  render(<RightsDialog user={{ id: 'u1', realName: '张三' }} onClose={jest.fn()} onSaved={onSaved} />);
  await waitFor(() => expect(document.querySelector('sl-checkbox[aria-label="研发部 子层编辑"]')).not.toBeNull());
  expect(document.querySelector('sl-checkbox[aria-label="总公司 本层查看"]')?.hasAttribute('checked')).toBe(true);
  const box = document.querySelector('sl-checkbox[aria-label="研发部 子层编辑"]') as HTMLInputElement;
  await act(async () => {
    box.checked = true;
    box.dispatchEvent(new CustomEvent('sl-change'));
  });
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(api.setOrganizeRights).toHaveBeenCalledWith('u1', [
    { organizeId: 'o1', ...none, thisLayerSelect: 1 },
    // Editing needs view on the same layer: 子层查看 came with 子层编辑.
    { organizeId: 'd1', ...none, subLayerSelect: 1, subLayerEdit: 1 },
  ]);
});
