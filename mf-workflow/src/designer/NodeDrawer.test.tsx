// The node drawer is a non-modal side panel (issue 18's budget for 200-node flows: SidePanel.tsx):
// always in the page, invisible while no node is chosen, named after the chosen node and following it;
// Escape closes it unless an open select or menu inside it takes the key first.
import { fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerWorkflowTranslations } from '../i18n';
import { FAKE_PICKERS } from '../testing/FakeUserSelect';
import { NodeDrawer } from './NodeDrawer';
import { createApprover, createConditionArm, type FlowNode } from './model';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerWorkflowTranslations();
});

const drawer = () => document.querySelector('[data-node-drawer]') as HTMLElement;

function renderDrawer(node: FlowNode | null = createApprover('审批人A')) {
  const onClose = jest.fn();
  const props = { fields: [], onChange: jest.fn(), onMoveArm: jest.fn(), onClose, pickers: FAKE_PICKERS };
  const view = render(<NodeDrawer node={node} {...props} />);
  return { onClose, rerender: (next: typeof node) => view.rerender(<NodeDrawer node={next} {...props} />) };
}

it('is a non-modal dialog named after the chosen node, with a close button in its header and its footer', () => {
  const { onClose } = renderDrawer();
  const dialog = screen.getByRole('dialog', { name: '节点设置：审批人A' });
  expect(dialog).toBe(drawer());
  expect(dialog.getAttribute('aria-modal')).toBe('false');
  const closers = [dialog.querySelector('header sl-icon-button'), dialog.querySelector('footer sl-button')] as HTMLElement[];
  expect(closers.map((closer) => closer.getAttribute('label') ?? closer.textContent)).toEqual(['关闭', '关闭']);
  for (const closer of closers) fireEvent.click(closer);
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('stays in the page while no node is chosen, closed, and follows the chosen node when open', () => {
  const { rerender } = renderDrawer(null);
  const panel = drawer();
  expect(panel.hasAttribute('data-open')).toBe(false);
  rerender(createApprover('审批人A'));
  expect(drawer()).toBe(panel);
  expect(panel.hasAttribute('data-open')).toBe(true);
  expect(screen.getByRole('dialog', { name: '节点设置：审批人A' })).toBe(panel);
  expect((panel.querySelector('[data-node-title]') as HTMLElement & { value?: string }).value ?? panel.querySelector('[data-node-title]')?.getAttribute('value')).toBe('审批人A');
  rerender(createConditionArm('条件1'));
  expect(screen.getByRole('dialog', { name: '节点设置：条件1' })).toBe(panel);
  expect([...panel.querySelectorAll<HTMLElement>('[data-section]')].filter((section) => !section.hidden).map((section) => section.dataset.section)).toEqual(['condition']);
  rerender(null);
  expect(drawer()).toBe(panel);
  expect(panel.hasAttribute('data-open')).toBe(false);
  // Closed, it still shows the last node (nothing changes under the slide-out).
  expect(panel.querySelector('h2')?.textContent).toBe('节点设置：条件1');
});

it('keeps the title in a form of its own: the browser’s autofill, told of each key, looks at that form only, not at the sections’ fields', () => {
  const arm = createConditionArm('条件1');
  if (arm.type === 'condition') arm.properties.conditions = [{ field: '', fieldName: '', symbol: '==', filedValue: '', logic: '&&' }];
  const { rerender } = renderDrawer(arm);
  rerender(createApprover('审批人A'));
  const titleForm = drawer().querySelector('[data-node-title]')?.closest('form');
  expect(titleForm).not.toBeNull();
  expect(titleForm?.querySelectorAll('sl-input, sl-select, sl-radio-group, sl-switch, sl-textarea, input, select, textarea, button')).toHaveLength(1);
  // The sections' fields are in a form too (not in the document's, which holds the canvas's buttons).
  const sectionFields = drawer().querySelectorAll('[data-section] sl-select, [data-section] sl-radio-group');
  expect(sectionFields.length).toBeGreaterThan(2);
  for (const field of sectionFields) expect(field.closest('form')).not.toBeNull();
  // Enter in a field submits nothing: the page stays.
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  titleForm?.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
});

it('closes on Escape from one of its fields', () => {
  const { onClose } = renderDrawer();
  fireEvent.keyDown(drawer().querySelector('[data-node-title]') as Element, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
  fireEvent.keyDown(drawer().querySelector('[data-node-title]') as Element, { key: 'Enter' });
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('leaves Escape to an open select inside it, and to anything else that took it', () => {
  const arm = createConditionArm('条件1');
  if (arm.type === 'condition') arm.properties.conditions = [{ field: '', fieldName: '', symbol: '==', filedValue: '', logic: '&&' }];
  const { onClose } = renderDrawer(arm);
  const select = drawer().querySelector('[data-section="condition"] sl-select') as Element;
  select.setAttribute('open', '');
  fireEvent.keyDown(select, { key: 'Escape' });
  expect(onClose).not.toHaveBeenCalled();

  const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  taken.preventDefault();
  (drawer().querySelector('[data-node-title]') as Element).dispatchEvent(taken);
  expect(onClose).not.toHaveBeenCalled();
});

it('does nothing on Escape while closed', () => {
  const { onClose, rerender } = renderDrawer();
  rerender(null);
  fireEvent.keyDown(drawer().querySelector('[data-node-title]') as Element, { key: 'Escape' });
  expect(onClose).not.toHaveBeenCalled();
});

