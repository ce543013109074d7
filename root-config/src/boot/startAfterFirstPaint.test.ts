import { startAfterFirstPaint } from './startAfterFirstPaint';

function environment(hidden: boolean) {
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const importRootConfig = jest.fn(() => Promise.resolve());
  const reportFailure = jest.fn();
  startAfterFirstPaint({
    importRootConfig,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => tasks.push(callback),
    hidden: () => hidden,
    reportFailure,
  });
  return { frames, tasks, importRootConfig, reportFailure };
}

describe('startAfterFirstPaint', () => {
  it('imports the root config only in a task after the first animation frame', () => {
    const env = environment(false);
    expect(env.importRootConfig).not.toHaveBeenCalled();
    env.frames.shift()!();
    expect(env.importRootConfig).not.toHaveBeenCalled();
    env.tasks.shift()!();
    expect(env.importRootConfig).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints no frame until shown', () => {
    const env = environment(true);
    expect(env.importRootConfig).toHaveBeenCalledTimes(1);
    expect(env.frames).toHaveLength(0);
  });

  it('reports a root config that fails to load', async () => {
    const failure = new Error('404');
    const reportFailure = jest.fn();
    startAfterFirstPaint({ importRootConfig: () => Promise.reject(failure), requestAnimationFrame: () => undefined, setTimeout: () => undefined, hidden: () => true, reportFailure });
    await Promise.resolve();
    await Promise.resolve();
    expect(reportFailure).toHaveBeenCalledWith(failure);
  });
});
