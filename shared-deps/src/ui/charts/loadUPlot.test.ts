// uPlot comes from the import map through SystemJS (a shared module fetched on demand), once; a
// failed fetch is dropped from SystemJS's registry so that a retry fetches again.
import type * as Loader from './loadUPlot';

interface FakeSystem {
  import: jest.Mock;
  resolve: jest.Mock;
  delete: jest.Mock;
}

const withSystem = (system: FakeSystem) => ((globalThis as { System?: FakeSystem }).System = system);
afterEach(() => delete (globalThis as { System?: FakeSystem }).System);

/** The loader with its own state, as a fresh page has it. */
function freshLoader(): typeof Loader {
  let loader: typeof Loader | undefined;
  jest.isolateModules(() => {
    loader = jest.requireActual<typeof Loader>('./loadUPlot');
  });
  return loader!;
}

class UPlotStandIn {}

it('imports the shared module through SystemJS, once', async () => {
  const system = withSystem({ import: jest.fn(() => Promise.resolve({ default: UPlotStandIn })), resolve: jest.fn(), delete: jest.fn() });
  const { loadUPlot } = freshLoader();
  expect(await loadUPlot()).toBe(UPlotStandIn);
  expect(await loadUPlot()).toBe(UPlotStandIn);
  expect(system.import).toHaveBeenCalledTimes(1);
  expect(system.import).toHaveBeenCalledWith('uplot');
});

it('forgets a failed fetch, in SystemJS too, so the next call fetches again', async () => {
  const system = withSystem({
    import: jest.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce({ default: UPlotStandIn }),
    resolve: jest.fn(() => 'http://portal.example/assets/shared/uplot.0123abcd.js'),
    delete: jest.fn(() => true),
  });
  const { loadUPlot } = freshLoader();
  await expect(loadUPlot()).rejects.toThrow('404');
  expect(system.delete).toHaveBeenCalledWith('http://portal.example/assets/shared/uplot.0123abcd.js');
  expect(await loadUPlot()).toBe(UPlotStandIn);
  expect(system.import).toHaveBeenCalledTimes(2);
});
