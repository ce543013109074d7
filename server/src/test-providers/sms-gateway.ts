import type { SmsGateway } from '../auth/sms-gateway';

export interface SentSms {
  phone: string;
  text: string;
  sentAt: number;
}

/** Bounds memory when a test loops. */
const MAX_KEPT = 1000;

/**
 * TEST PROVIDER — not a real SMS gateway. Only built with ATRIUM_TEST_PROVIDERS=1: it sends
 * nothing anywhere and keeps the messages in memory so tests can read the code
 * (GET /api/test-providers/sms/last?phone=).
 */
export class TestSmsGateway implements SmsGateway {
  private readonly sent: SentSms[] = [];

  constructor(private readonly clock: () => number) {}

  async send(phone: string, text: string): Promise<void> {
    this.sent.push({ phone, text, sentAt: this.clock() });
    if (this.sent.length > MAX_KEPT) this.sent.shift();
  }

  last(phone: string): SentSms | null {
    for (let index = this.sent.length - 1; index >= 0; index -= 1) {
      const message = this.sent[index];
      if (message && message.phone === phone) return message;
    }
    return null;
  }
}
