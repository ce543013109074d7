// The non-modal side panel (the flow designer's node panel): always in the page, invisible while
// closed, named by its heading, closed by Escape from itself or its page unless something open took
// the key, and moving focus only for a keyboard user.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { SidePanel } from './SidePanel';

const css = readFileSync(path.join(__dirname, 'designer.module.css'), 'utf8');

function Page({ open, onClose, outside }: { open: boolean; onClose: () => void; outside?: boolean }) {
  return (
    <div data-page="">
      <button type="button">card</button>
      <SidePanel open={open} title="节点设置：审批人" closeLabel="关闭" onClose={onClose} initialFocus={() => document.querySelector('[data-first]')}
        data-testid="panel" footer={<button type="button" onClick={onClose}>关闭</button>}>
        <input aria-label="节点名称" data-first="" />
        {/* Stands for an open select or menu: Shoelace's mark theirs with the open attribute too. */}
        <details open>
          <summary>list</summary>
          <input aria-label="in an open select" />
        </details>
      </SidePanel>
      {outside && createPortal(<input aria-label="portalled" />, document.body)}
    </div>
  );
}

function renderPage(open = true, outside = false) {
  const onClose = jest.fn();
  const view = render(<Page open={open} onClose={onClose} outside={outside} />);
  return { onClose, panel: screen.getByTestId('panel'), setOpen: (next: boolean) => view.rerender(<Page open={next} onClose={onClose} outside={outside} />) };
}

const escape = (target: Element) => fireEvent.keyDown(target, { key: 'Escape' });

it('is a non-modal dialog named by its heading, with a close button in its header and the footer given', () => {
  const { onClose, panel } = renderPage();
  const dialog = screen.getByRole('dialog', { name: '节点设置：审批人' });
  expect(dialog).toBe(panel);
  expect(dialog.getAttribute('aria-modal')).toBe('false');
  expect(screen.getByRole('heading', { name: '节点设置：审批人' }).id).toBe(dialog.getAttribute('aria-labelledby'));
  const close = dialog.querySelector('header sl-icon-button') as HTMLElement;
  expect(close.getAttribute('label')).toBe('关闭');
  fireEvent.click(close);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(dialog.querySelector('footer')?.textContent).toBe('关闭');
});

it('stays in the page when closed, not marked open, with the closed style', () => {
  const { panel, setOpen } = renderPage(false);
  expect(panel.hasAttribute('data-open')).toBe(false);
  expect(panel.className).toContain('sidePanelClosed');
  setOpen(true);
  expect(panel.hasAttribute('data-open')).toBe(true);
  expect(panel.className).not.toContain('sidePanelClosed');
  setOpen(false);
  expect(panel.className).toContain('sidePanelClosed');
});

it('is invisible (so nothing in it is focusable) and moved aside when closed; opens with a transition of its transform only, none for reduced motion', () => {
  // The designer's real style sheet (jest's CSS-module stub names each class after its key).
  const sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.append(sheet);
  const { panel, setOpen } = renderPage(false);
  let style = getComputedStyle(panel);
  expect(style.visibility).toBe('hidden');
  expect(style.transform).toBe('translateX(100%)');
  // Closing is not animated: the panel is invisible at once.
  expect(style.transitionProperty === '' || style.transitionProperty === 'none' || style.transition === 'none').toBe(true);
  setOpen(true);
  style = getComputedStyle(panel);
  expect(style.visibility).toBe('visible');
  expect(style.position).toBe('fixed');
  expect(style.right).toBe('0px');
  expect(style.transform).toBe('translateX(0)');
  expect(style.transition).toMatch(/^transform /);
  expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{ \.sidePanel \{ transition: none; \} \}/);
  sheet.remove();
});

it('closes on Escape from inside it, from its page, or with nothing focused', () => {
  const { onClose, panel } = renderPage();
  escape(screen.getByRole('textbox', { name: '节点名称' }));
  escape(screen.getByRole('button', { name: 'card' }));
  escape(document.body);
  expect(onClose).toHaveBeenCalledTimes(3);
  fireEvent.keyDown(panel, { key: 'Enter' });
  expect(onClose).toHaveBeenCalledTimes(3);
});

it('leaves Escape to an open element inside it, to a handler that took it, and to the rest of the document; does nothing closed', () => {
  const { onClose, setOpen } = renderPage(true, true);
  escape(screen.getByRole('textbox', { name: 'in an open select' }));
  const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  taken.preventDefault();
  screen.getByRole('textbox', { name: '节点名称' }).dispatchEvent(taken);
  // Portalled to the body (a picker's dialog): not the panel's page.
  escape(screen.getByRole('textbox', { name: 'portalled' }));
  expect(onClose).not.toHaveBeenCalled();
  setOpen(false);
  escape(screen.getByRole('button', { name: 'card' }));
  expect(onClose).not.toHaveBeenCalled();
});

it('takes the focus when opened from a control with keyboard focus, and gives it back on closing', () => {
  const { panel, setOpen } = renderPage(false);
  const card = screen.getByRole('button', { name: 'card' });
  card.focus();
  // jsdom's :focus-visible matches any focused element, as a browser's does after Tab.
  setOpen(true);
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '节点名称' }));
  setOpen(false);
  expect(document.activeElement).toBe(card);
  expect(panel.contains(document.activeElement)).toBe(false);
});

it('leaves the focus where a mouse click put it, and closing with focus elsewhere does not move it', () => {
  const { setOpen } = renderPage(false);
  const card = screen.getByRole('button', { name: 'card' });
  card.focus();
  // A clicked button is focused but not :focus-visible.
  const matchesOf = card.matches.bind(card);
  const matches = jest.spyOn(card, 'matches').mockImplementation((selector) => selector !== ':focus-visible' && matchesOf(selector));
  setOpen(true);
  expect(document.activeElement).toBe(card);
  setOpen(false);
  expect(document.activeElement).toBe(card);
  matches.mockRestore();
});

it('gives the focus back to what was focused outside it last, and otherwise drops it out of the panel', () => {
  const { setOpen } = renderPage(false);
  setOpen(true);
  const title = screen.getByRole('textbox', { name: '节点名称' });
  // Opened with nothing focused (a click by script); the user then clicks into the panel.
  title.focus();
  setOpen(false);
  expect(document.activeElement).toBe(document.body);

  setOpen(true);
  const card = screen.getByRole('button', { name: 'card' });
  card.focus();
  title.focus();
  setOpen(false);
  expect(document.activeElement).toBe(card);
});
