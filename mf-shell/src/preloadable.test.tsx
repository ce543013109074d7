import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

function Page({ label }: { label: string }) {
  return <p>{label}</p>;
}

it('renders a preloaded component on first render, without showing the fallback', async () => {
  const Loaded = preloadable(() => Promise.resolve({ default: Page }));
  await Loaded.preload();
  render(
    <Suspense fallback={<p>loading</p>}>
      <Loaded label="ready" />
    </Suspense>,
  );
  // Synchronously after the first commit: no fallback in between.
  expect(screen.getByText('ready')).toBeTruthy();
  expect(screen.queryByText('loading')).toBeNull();
});

it('suspends while not yet loaded, loads once, and may retry a failed load', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ default: Page });
  const Lazy = preloadable<{ label: string }>(load);
  await expect(Lazy.preload()).rejects.toThrow('chunk failed');
  await act(async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy label="later" />
      </Suspense>,
    );
  });
  expect(await screen.findByText('later')).toBeTruthy();
  await Lazy.preload();
  expect(load).toHaveBeenCalledTimes(2);
});
