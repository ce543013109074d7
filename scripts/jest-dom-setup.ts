// Browser-code tests: waitFor/findBy give up after 1 s by default. That is a budget, not a speed
// check, and on a loaded 2-core machine a render plus a fake request took longer: 5 s.
//
// Configured when a test file first loads @testing-library/dom (itself, or through
// @testing-library/react), not loaded here: importing it loads aria-query's role tables and the
// query helpers, a tenth of the CPU of a browser test file, and about 100 of the browser test files
// (pure logic) never use it. The factory hands back the real module, configured, to every
// require of it in the file's registry.
import { guardNetwork } from './jest-network-guard';

jest.mock('@testing-library/dom', () => {
  const actual = jest.requireActual<typeof import('@testing-library/dom')>('@testing-library/dom');
  actual.configure({ asyncUtilTimeout: 5_000 });
  return actual;
});

// No browser-code test reaches the network (scripts/jest-network-guard.ts): a call that did fails
// its test by name, after the test, even if the code under test swallowed the refusal.
const network = guardNetwork(globalThis);
const failIfReached = (): void => {
  const reached = network.takeReached();
  if (reached.length > 0) throw new Error(`reached the network: ${reached.join('; ')} (answer it with a fake transport or a mock of @atrium/shared's http)`);
};
afterEach(failIfReached);
afterAll(failIfReached);
