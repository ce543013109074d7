// What the node drawer keeps laid out while unseen (issue 18's budget, 200 nodes): the sections of
// the node types not shown (the closed panel itself: SidePanel.test.tsx). Hidden with display none,
// a section dropped its boxes, and showing it again restyled and laid out every field in it anew.
// They stay out of sight all the same: invisible, out of the flow, of no height. Read from the
// designer's real style sheet (jest's CSS-module stub names each class after its key).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerWorkflowTranslations } from '../i18n';
import { FAKE_PICKERS } from '../testing/FakeUserSelect';
import { NodeDrawer } from './NodeDrawer';
import { createApprover, createConditionArm, type FlowNode } from './model';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerWorkflowTranslations();
  const sheet = document.createElement('style');
  sheet.textContent = readFileSync(path.join(__dirname, 'designer.module.css'), 'utf8');
  document.head.append(sheet);
});

const props = { fields: [], onChange: jest.fn(), onMoveArm: jest.fn(), onClose: jest.fn(), pickers: FAKE_PICKERS };
const section = (type: string) => document.querySelector(`[data-section="${type}"]`) as HTMLElement;

it('keeps the sections of the other node types laid out, hidden: invisible, out of the flow, of no height', () => {
  const view = render(<NodeDrawer node={createApprover('审批人A')} {...props} />);
  const arm: FlowNode = createConditionArm('条件1');
  view.rerender(<NodeDrawer node={arm} {...props} />);

  const hidden = getComputedStyle(section('approver'));
  expect(section('approver').hidden).toBe(true);
  expect(hidden.display).toBe('flex');
  expect(hidden.visibility).toBe('hidden');
  expect(hidden.position).toBe('absolute');
  expect(hidden.height).toBe('0px');
  expect(hidden.overflow).toBe('hidden');

  const shown = getComputedStyle(section('condition'));
  expect(section('condition').hidden).toBe(false);
  expect(shown.display).toBe('flex');
  expect(shown.visibility).toBe('visible');
  expect(shown.position).not.toBe('absolute');
});
