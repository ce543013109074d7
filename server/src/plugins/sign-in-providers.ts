import type { IdentityProvider, SsoType } from '../auth/identity-provider';
import type { SmsGateway } from '../auth/sms-gateway';
import { TestIdentityProvider } from '../test-providers/identity-provider';
import { TestSmsGateway } from '../test-providers/sms-gateway';
import { globalPlugin } from './global-plugin';

export const TEST_IDP_AUTHORIZE_PATH = '/api/test-providers/idp/authorize';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends SMS sign-in codes; null when no gateway is configured (SMS sign-in then refuses). */
    smsGateway: SmsGateway | null;
    /** Single sign-on providers by type; empty when none is configured. */
    identityProviders: ReadonlyMap<SsoType, IdentityProvider>;
    /** The test providers themselves, for their inspection routes; null unless ATRIUM_TEST_PROVIDERS=1. */
    testProviders: { sms: TestSmsGateway; idp: TestIdentityProvider } | null;
  }
}

/**
 * The outside services of the alternative sign-in paths. Only test providers exist so far, and
 * only with ATRIUM_TEST_PROVIDERS=1; otherwise SMS and SSO sign-in answer that they are not set up.
 */
export const signInProvidersPlugin = globalPlugin('atrium-sign-in-providers', async (app) => {
  if (app.config.testProviders) {
    const sms = new TestSmsGateway(app.clock);
    const idp = new TestIdentityProvider(app.clock, TEST_IDP_AUTHORIZE_PATH);
    app.decorate('smsGateway', sms);
    app.decorate('identityProviders', new Map<SsoType, IdentityProvider>([['wechat_enterprise', idp]]));
    app.decorate('testProviders', { sms, idp });
    app.log.warn('ATRIUM_TEST_PROVIDERS=1: SMS codes and enterprise-chat sign-in go to in-memory TEST providers');
  } else {
    app.decorate('smsGateway', null);
    app.decorate('identityProviders', new Map<SsoType, IdentityProvider>());
    app.decorate('testProviders', null);
  }
});
