// A fake transport for the print page's tests: the page's real calls (api.ts) over a client whose
// answers the test decides per method and path; every request is recorded.
import { createFakeTransport, type FakeTransport as PageTransport } from '@atrium/testing';
import { createPrintApi, type PrintApi } from './api';

export type { FakeCall } from '@atrium/testing';
export type FakeTransport = PageTransport<PrintApi>;

export const fakeTransport = (): FakeTransport => createFakeTransport(createPrintApi);
