import { render, screen } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { Drawer } from './Drawer';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

const requestClose = (drawer: Element, source: string) => {
  const event = new CustomEvent('sl-request-close', { cancelable: true, detail: { source } });
  drawer.dispatchEvent(event);
  return event;
};

function setup(props: Partial<Parameters<typeof Drawer>[0]> = {}) {
  const onClose = jest.fn();
  const view = render(
    <Drawer title="日志详情" onClose={onClose} titleExtra={<a href="#more">更多</a>} footer={<button type="button">关闭</button>} {...props}>
      <p>正文</p>
    </Drawer>,
  );
  return { onClose, drawer: view.container.querySelector('sl-drawer') as HTMLElement };
}

it('is an open sl-drawer titled by its title, with what sits beside it, the body and the footer', () => {
  const { drawer } = setup();
  expect(drawer.getAttribute('label')).toBe('日志详情');
  expect(drawer.hasAttribute('open')).toBe(true);
  expect(drawer.style.getPropertyValue('--size')).toBe('min(700px, 100vw)');
  const label = drawer.querySelector('[slot="label"]') as HTMLElement;
  expect(label.textContent).toBe('日志详情更多');
  expect(screen.getByText('正文')).toBeTruthy();
  expect(drawer.querySelector('[slot="footer"]')?.textContent).toBe('关闭');
});

it('takes the spec widths and percentages, never wider than the screen (a phone)', () => {
  const { drawer } = setup({ size: 280 });
  expect(drawer.style.getPropertyValue('--size')).toBe('min(280px, 100vw)');
  // A side panel keeps its width on a phone; a detail drawer is marked to cover a phone's screen.
  expect(drawer.className).not.toMatch(/drawerWide/);
  const wide = render(<Drawer title="详情" size="60%" onClose={() => undefined}>x</Drawer>);
  const wideDrawer = wide.container.querySelector('sl-drawer') as HTMLElement;
  expect(wideDrawer.style.getPropertyValue('--size')).toBe('min(60%, 100vw)');
  expect(wideDrawer.className).toMatch(/drawerWide/);
  const detail = render(<Drawer title="日志详情" size={700} onClose={() => undefined}>x</Drawer>);
  expect((detail.container.querySelector('sl-drawer') as HTMLElement).className).toMatch(/drawerWide/);
});

it('Esc, the close button and the backdrop close it through the parent', () => {
  const { drawer, onClose } = setup();
  expect(requestClose(drawer, 'keyboard').defaultPrevented).toBe(true);
  requestClose(drawer, 'close-button');
  requestClose(drawer, 'overlay');
  expect(onClose).toHaveBeenCalledTimes(3);
});

it('a drawer holding edits ignores the backdrop but not Esc', () => {
  const { drawer, onClose } = setup({ closeOnOverlay: false });
  expect(requestClose(drawer, 'overlay').defaultPrevented).toBe(true);
  expect(onClose).not.toHaveBeenCalled();
  requestClose(drawer, 'keyboard');
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('nothing closes it while busy, and nested close requests are not its own', () => {
  const { drawer, onClose } = setup({ busy: true });
  requestClose(drawer, 'keyboard');
  requestClose(drawer, 'close-button');
  expect(onClose).not.toHaveBeenCalled();
  const inner = document.createElement('div');
  drawer.appendChild(inner);
  const nested = new CustomEvent('sl-request-close', { cancelable: true, bubbles: true, detail: { source: 'keyboard' } });
  inner.dispatchEvent(nested);
  expect(nested.defaultPrevented).toBe(false);
});

it('a kept drawer reports its own slide-out only', () => {
  const onAfterHide = jest.fn();
  const { drawer } = setup({ open: false, onAfterHide });
  expect(drawer.hasAttribute('open')).toBe(false);
  const inner = document.createElement('div');
  drawer.appendChild(inner);
  inner.dispatchEvent(new CustomEvent('sl-after-hide', { bubbles: true }));
  expect(onAfterHide).not.toHaveBeenCalled();
  drawer.dispatchEvent(new CustomEvent('sl-after-hide'));
  expect(onAfterHide).toHaveBeenCalledTimes(1);
});
