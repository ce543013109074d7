import { loadWithRetries } from './retry';

const noWait = () => Promise.resolve();

it('loads once when the chunk arrives', async () => {
  const load = jest.fn().mockResolvedValue(undefined);
  const onRetry = jest.fn();
  await loadWithRetries(load, onRetry, [10, 20], noWait);
  expect(load).toHaveBeenCalledTimes(1);
  expect(onRetry).not.toHaveBeenCalled();
});

it('fetches a failed chunk again after each delay, and is done when one attempt succeeds', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(undefined);
  const waits: number[] = [];
  const onRetry = jest.fn();
  await loadWithRetries(load, onRetry, [10, 20], async (ms) => void waits.push(ms));
  expect(load).toHaveBeenCalledTimes(3);
  expect(waits).toEqual([10, 20]);
  expect(onRetry.mock.calls.map(([, attempt]) => attempt)).toEqual([1, 2]);
});

it('gives up with the last error once the delays are spent', async () => {
  const load = jest.fn().mockRejectedValue(new Error('offline'));
  await expect(loadWithRetries(load, () => undefined, [10], noWait)).rejects.toThrow('offline');
  expect(load).toHaveBeenCalledTimes(2);
});
