// Razorpay's request rate limiter, played on demand: the next REST calls answer 429 (a test control sets how many, and
// optionally which calls: those whose path contains a given part, such as `/capture`).
export class RateLimiter {
  private readonly pending: { remaining: number; only?: string }[] = [];

  throttleNext(count: number, only?: string): void {
    this.pending.push({ remaining: count, ...(only && { only }) });
  }

  /** Whether this call is throttled (and counts it). */
  take(path: string): boolean {
    const rule = this.pending.find((candidate) => candidate.remaining > 0 && (!candidate.only || path.includes(candidate.only)));
    if (!rule) return false;
    rule.remaining -= 1;
    return true;
  }
}
