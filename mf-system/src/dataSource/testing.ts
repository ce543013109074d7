// A fake transport for the data-source page's tests: the page's real calls (api.ts) over a client
// whose answers the test decides per method and path; every request is recorded.
import { createFakeTransport, type FakeTransport as PageTransport } from '@atrium/testing';
import { createDataSourceApi, type DataSourceApi } from './api';

export type { FakeCall } from '@atrium/testing';
export type FakeTransport = PageTransport<DataSourceApi>;

export const fakeTransport = (): FakeTransport => createFakeTransport(createDataSourceApi);
