// With Shoelace's real sl-select (not a bare element): its handling of a value without an option is
// what the Select component works around.
import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import { act, render, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { Select } from './Select';

type SlSelect = HTMLElement & { value: string; open: boolean; displayLabel: string; updateComplete: Promise<unknown> };

beforeAll(() => {
  // jsdom has no Web Animations nor matchMedia; Shoelace's open and close wait on them (finished at once).
  Element.prototype.getAnimations = () => [];
  Element.prototype.animate = function animate() {
    const animation = new EventTarget();
    queueMicrotask(() => animation.dispatchEvent(new Event('finish')));
    return animation as Animation;
  };
  window.matchMedia = (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

const options = [
  { value: 'a', label: '甲' },
  { value: 'b', label: '乙' },
];

/** Lets Shoelace's updates and its slot handling run. */
async function settled(select: SlSelect): Promise<void> {
  await act(async () => {
    await select.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 0));
    await select.updateComplete;
  });
}

it('keeps a value given before its options, in the same element, and an open list stays open', async () => {
  const view = render(<Select label="类型" value="a" options={[]} onChange={() => undefined} />);
  const select = view.container.querySelector('sl-select') as SlSelect;
  await settled(select);
  // What Shoelace does with a value it has no option for (the reason for the component's help).
  expect(select.value).toBe('');
  select.open = true;
  view.rerender(<Select label="类型" value="a" options={options} onChange={() => undefined} />);
  await settled(select);
  expect(view.container.querySelector('sl-select')).toBe(select);
  expect(select.value).toBe('a');
  expect(select.displayLabel).toBe('甲');
  expect(select.open).toBe(true);
});

it('shows a new value once its option arrives, and a choice goes to onChange untouched', async () => {
  const onChange = jest.fn();
  const view = render(<Select label="类型" value="" options={options.slice(0, 1)} onChange={onChange} />);
  const select = view.container.querySelector('sl-select') as SlSelect;
  view.rerender(<Select label="类型" value="b" options={options.slice(0, 1)} onChange={onChange} />);
  await settled(select);
  expect(select.value).toBe('');
  view.rerender(<Select label="类型" value="b" options={options} onChange={onChange} />);
  await waitFor(() => expect(select.value).toBe('b'));
  expect(select.displayLabel).toBe('乙');
  // No change event came from giving the value again: only a user's choice reports one.
  expect(onChange).not.toHaveBeenCalled();
  select.value = 'a';
  select.dispatchEvent(new CustomEvent('sl-change'));
  expect(onChange).toHaveBeenCalledWith('a');
});
