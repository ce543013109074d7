import { render } from '@testing-library/react';
import { PlainIcon, bundledIconUrl } from './PlainIcon';

type SystemLike = { resolve(id: string): string };
const global = globalThis as { System?: SystemLike };

afterEach(() => {
  delete global.System;
});

it('finds the icon next to wherever the import map puts @atrium/shoelace', () => {
  global.System = { resolve: (id) => (id === '@atrium/shoelace' ? 'https://cdn.example/assets/shoelace/atrium-shoelace.1234abcd.js' : '') };
  expect(bundledIconUrl('eye-slash')).toBe('https://cdn.example/assets/shoelace/assets/icons/eye-slash.svg');
  const { container } = render(<PlainIcon name="eye" />);
  const icon = container.querySelector('span')!;
  expect(icon.getAttribute('aria-hidden')).toBe('true');
  expect(icon.getAttribute('data-icon')).toBe('eye');
});

it('draws nothing from the network without SystemJS (unit tests)', () => {
  expect(bundledIconUrl('eye')).toBeNull();
  const { container } = render(<PlainIcon name="eye" />);
  expect(container.querySelector('span')?.getAttribute('data-icon')).toBe('eye');
});

it('draws a built-in icon from a data: URL, with or without SystemJS, and fetches any other as its file', () => {
  const builtIn = { 'chevron-down': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M1 2z"/></svg>' };
  expect(bundledIconUrl('chevron-down', builtIn)).toBe(`data:image/svg+xml,${encodeURIComponent(builtIn['chevron-down'])}`);
  expect(bundledIconUrl('eye', builtIn)).toBeNull();
  global.System = { resolve: () => 'https://cdn.example/assets/shoelace/atrium-shoelace.1234abcd.js' };
  expect(bundledIconUrl('chevron-down', builtIn)).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
  expect(bundledIconUrl('eye', builtIn)).toBe('https://cdn.example/assets/shoelace/assets/icons/eye.svg');
});
