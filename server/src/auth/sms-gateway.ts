/**
 * Sends text messages. The server has no production gateway yet: the only implementation is the
 * test provider (src/test-providers/sms-gateway.ts, ATRIUM_TEST_PROVIDERS=1). A real one (a
 * carrier's HTTP API) implements this and is decorated in plugins/sign-in-providers.ts.
 */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
}
