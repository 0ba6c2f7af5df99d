// Razorpay's request rate limiter, played on demand: the next REST calls answer 429 (a test control sets how many).
export class RateLimiter {
  private remaining = 0;

  throttleNext(count: number): void {
    this.remaining += count;
  }

  /** Whether this call is throttled (and counts it). */
  take(): boolean {
    if (this.remaining === 0) return false;
    this.remaining -= 1;
    return true;
  }
}
