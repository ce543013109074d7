/**
 * Token bucket per key: `burst` messages at once, refilled at `perSecond`. A user who floods
 * the hub is answered with an error and, past twice the burst, disconnected.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly clock: () => number,
  ) {}

  /** True when the key may send one more message now. */
  take(key: string): boolean {
    const now = this.clock();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    return allowed;
  }

  forget(key: string): void {
    this.buckets.delete(key);
  }
}
