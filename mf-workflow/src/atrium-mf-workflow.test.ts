// The entry maps every workflow menu page (server/src/db/seed/menus.ts) and /workFlowDetail to a
// parcel loaded with the module's strings.
import { pages } from './atrium-mf-workflow';

jest.mock('./i18n', () => ({
  registerWorkflowTranslations: jest.fn(() => Promise.resolve()),
  WORKFLOW_NS: 'workflow',
}));

type Lifecycles = { bootstrap?: unknown; mount?: unknown; unmount?: unknown };

it('serves every workflow menu page and the flow detail, each a parcel with its styles', async () => {
  expect(Object.keys(pages).sort()).toEqual([
    'workFlow/addFlow', 'workFlow/entrust', 'workFlow/flowCirculate', 'workFlow/flowDone', 'workFlow/flowEngine',
    'workFlow/flowLaunch', 'workFlow/flowMonitor', 'workFlow/flowTodo', 'workFlow/formDesign', 'workFlowDetail',
  ]);
  for (const key of Object.keys(pages)) {
    const parcel = (await pages[key]!()) as Lifecycles;
    expect(parcel.bootstrap).toEqual(expect.any(Function));
    expect(parcel.mount).toHaveLength(2); // styles on, then React
    expect(parcel.unmount).toHaveLength(2);
  }
  // Each list is its own parcel (tabs mount them side by side).
  expect(await pages['workFlow/flowTodo']!()).not.toBe(await pages['workFlow/flowDone']!());
  const i18n = jest.requireMock('./i18n') as { registerWorkflowTranslations: jest.Mock };
  expect(i18n.registerWorkflowTranslations).toHaveBeenCalled();
});
