// The node drawer is not modal (issue 18's budget for 200-node flows): a modal sl-drawer locks the
// page's scrolling on every opening, which restyles the whole document (60-95 ms with 200 nodes),
// and lays an overlay over the canvas. `contained` turns both off; the drawer then takes Escape
// itself, unless an open select or menu inside it takes it first, and tells assistive technology
// it is not modal.
import { fireEvent, render, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerWorkflowTranslations } from '../i18n';
import { FAKE_PICKERS } from '../testing/FakeUserSelect';
import { NodeDrawer, layOutUnseen } from './NodeDrawer';
import { createApprover, createConditionArm, type FlowNode } from './model';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerWorkflowTranslations();
});

const drawer = () => document.querySelector('sl-drawer') as HTMLElement;

function renderDrawer(node: FlowNode | null = createApprover('审批人A')) {
  const onClose = jest.fn();
  const props = { fields: [], onChange: jest.fn(), onMoveArm: jest.fn(), onClose, pickers: FAKE_PICKERS };
  const view = render(<NodeDrawer node={node} {...props} />);
  return { onClose, rerender: (next: typeof node) => view.rerender(<NodeDrawer node={next} {...props} />) };
}

it('is a contained drawer: no scroll lock, no overlay (Shoelace adds both to drawers that are not)', () => {
  renderDrawer();
  expect(drawer().hasAttribute('contained')).toBe(true);
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

it('tells assistive technology that it is not modal (Shoelace\'s panel says it is)', async () => {
  // Shoelace's drawer as far as this matters: a shadow panel marked modal, rendered by updateComplete.
  customElements.define('sl-drawer', class extends HTMLElement {
    updateComplete = Promise.resolve(true);
    constructor() {
      super();
      this.attachShadow({ mode: 'open' }).innerHTML = '<div part="panel" role="dialog" aria-modal="true"></div>';
    }
  });
  renderDrawer();
  const panel = drawer().shadowRoot?.querySelector('[part="panel"]');
  await waitFor(() => expect(panel?.getAttribute('aria-modal')).toBe('false'));
});

it('lays the closed drawer out with every section shown but unseen, then puts everything back', () => {
  // A closed drawer as Shoelace makes it: its base hidden in its shadow root, one section shown.
  const host = document.createElement('div');
  const base = document.createElement('div');
  base.setAttribute('part', 'base');
  base.hidden = true;
  host.attachShadow({ mode: 'open' }).append(base);
  host.innerHTML = '<form><div data-section="approver" hidden></div><div data-section="condition"></div></form>';
  document.body.append(host);
  const sections = [...host.querySelectorAll<HTMLElement>('[data-section]')];
  const seen: string[] = [];
  base.getBoundingClientRect = () => {
    seen.push(`base hidden ${base.hidden}, ${base.style.visibility}; sections hidden ${sections.map((section) => section.hidden).join(' ')}`);
    return new DOMRect();
  };

  layOutUnseen(host);
  expect(seen).toEqual(['base hidden false, hidden; sections hidden false false']);
  expect(base.hidden).toBe(true);
  expect(base.style.visibility).toBe('');
  expect(sections.map((section) => section.hidden)).toEqual([true, false]);
  expect(host.hasAttribute('data-laid-out')).toBe(true);
  host.remove();
});
