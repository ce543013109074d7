// The canvas's paint scopes, read from the designer's real style sheet (jest's CSS-module stub names
// each class after its key, so the sheet's selectors match the rendered canvas): every + row and
// branch is isolated, so a change of one card repaints that card and its branches, not the whole
// canvas (issue 18's budget, 200 nodes); a + whose menu was made is not, nor any branch around it,
// so the menu's hoisted popup stays above the cards below it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerWorkflowTranslations } from '../i18n';
import { FlowCanvas, type CanvasActions } from './FlowCanvas';
import { addApproverAfter, addBranchAfter, createApprover, createStart, findNode, type FlowNode } from './model';

beforeAll(async () => {
  setLocale('zh');
  await registerWorkflowTranslations();
  const sheet = document.createElement('style');
  sheet.textContent = readFileSync(path.join(__dirname, 'designer.module.css'), 'utf8');
  document.head.append(sheet);
});

const actions: CanvasActions = { onSelect: jest.fn(), onAddApprover: jest.fn(), onAddCopy: jest.fn(), onAddBranch: jest.fn(), onAddArm: jest.fn(), onRemove: jest.fn() };

/** start → 审批人A with a condition branch whose first arm holds a condition branch of its own → 审批人C. */
function nestedFlow(): { root: FlowNode; innerArm: string } {
  const a = createApprover('审批人A');
  const b = createApprover('审批人B');
  const start = createStart('发起人');
  let root = addApproverAfter(start, start.nodeId, createApprover('审批人C'));
  root = addApproverAfter(root, start.nodeId, a);
  root = addBranchAfter(root, a.nodeId, 'condition', ['条件1', '其他情况']);
  const arm = findNode(root, a.nodeId)?.conditionNodes?.[0];
  if (!arm) throw new Error('the branch has no arm');
  root = addApproverAfter(root, arm.nodeId, b);
  root = addBranchAfter(root, b.nodeId, 'condition', ['条件2', '其他情况']);
  const innerArm = findNode(root, b.nodeId)?.conditionNodes?.[0];
  if (!innerArm) throw new Error('the inner branch has no arm');
  return { root, innerArm: innerArm.nodeId };
}

const isolation = (element: Element) => getComputedStyle(element).isolation;
const rows = () => [...document.querySelectorAll('.add')];
const branches = () => [...document.querySelectorAll('.branch')];

it('isolates every + row and branch until a + has made its menu, then not that row nor the branches around it', () => {
  const { root, innerArm } = nestedFlow();
  render(<FlowCanvas root={root} actions={actions} />);
  expect(rows().length).toBeGreaterThan(4);
  expect(branches()).toHaveLength(2);
  expect(rows().map(isolation)).toEqual(rows().map(() => 'isolate'));
  expect(branches().map(isolation)).toEqual(['isolate', 'isolate']);

  const plus = document.querySelector(`[data-add-after="${innerArm}"]`) as Element;
  const row = plus.closest('.add') as Element;
  fireEvent.click(plus);
  expect(row.querySelector('sl-dropdown')).not.toBeNull();
  expect(isolation(row)).toBe('auto');
  // Both branches hold the row; the other rows keep their own paint.
  expect(branches().map(isolation)).toEqual(['auto', 'auto']);
  expect(rows().filter((other) => other !== row).map(isolation)).toEqual(rows().filter((other) => other !== row).map(() => 'isolate'));
});

// Issue 18's frame budget: an icon's SVG root is a clip and a transform of its own, and 400 of them
// were paint chunks layerized again in every frame. The canvas draws its × and + with CSS.
it('draws its × and + as named plain buttons, with no icon element in the canvas', () => {
  const { root } = nestedFlow();
  const onRemove = jest.fn();
  const onAddApprover = jest.fn();
  const { container } = render(<FlowCanvas root={root} actions={{ ...actions, onRemove, onAddApprover }} />);
  expect(container.querySelectorAll('sl-icon-button, sl-icon, svg')).toHaveLength(0);

  const approverC = [...document.querySelectorAll('[data-node-id]')].find((card) => card.textContent?.includes('审批人C')) as HTMLElement;
  const remove = approverC.querySelector('button[aria-label="删除节点“审批人C”"]') as HTMLButtonElement;
  fireEvent.click(remove);
  expect(onRemove).toHaveBeenCalledWith(approverC.dataset.nodeId);

  const plus = document.querySelector(`button[data-add-after="${root.nodeId}"]`) as HTMLButtonElement;
  expect(plus.getAttribute('aria-label')).toBe('在此处添加节点');
  fireEvent.click(plus);
  // The menu's own + (a plain button too) replaces it and takes the focus.
  const trigger = document.querySelector(`sl-dropdown button[slot="trigger"][data-add-after="${root.nodeId}"]`);
  expect(trigger).not.toBeNull();
  expect(document.activeElement).toBe(trigger);
});

// A paint-contained card or title is a clip of its own: 400 more paint chunks layerized every frame.
it('contains each card and title for layout only, not for paint', () => {
  const { root } = nestedFlow();
  render(<FlowCanvas root={root} actions={actions} />);
  const cards = [...document.querySelectorAll('.card')];
  const titles = [...document.querySelectorAll('.cardTitle')];
  expect(cards.length).toBeGreaterThan(4);
  expect(titles).toHaveLength(cards.length);
  for (const element of [...cards, ...titles]) {
    const contain = getComputedStyle(element).contain.split(' ');
    expect(contain).toContain('layout');
    expect(contain).not.toContain('paint');
    expect(contain).not.toContain('strict');
  }
});
