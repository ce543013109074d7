// A fake client for the log and cache pages' tests: the pages' real calls (api.ts) over a client
// whose answers the test decides per method and path; every request is recorded.
import { createFakeTransport, type FakeTransport } from '@atrium/testing';

export type { FakeCall } from '@atrium/testing';
export type FakeClient = Omit<FakeTransport<unknown>, 'api'>;

export const fakeClient = (): FakeClient => createFakeTransport(() => undefined);
