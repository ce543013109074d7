// @atrium/testing: helpers for the browser packages' tests, never bundled.
export { createFakeTransport, type FakeCall, type FakeTransport } from './fakeTransport';
