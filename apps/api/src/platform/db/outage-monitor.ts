// Watches the database's answers so an outage is logged as an episode (one line when it starts, a summary every 30 s
// while it lasts, one line when it ends) instead of one warning with a stack trace per refused request.
import type { FastifyBaseLogger } from 'fastify';

/** How often an ongoing outage is summarised. */
export const defaultOutageSummaryMs = 30_000;

/** The short, stack-free description of a transient database error: its name, code and message. */
export function describeCause(error: unknown): { name?: string; code?: string; message?: string } {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const e = error as { name?: string; code?: string; message?: string };
  return { name: e.name, ...(e.code && { code: e.code }), message: e.message?.slice(0, 200) };
}

export class OutageMonitor {
  private since: number | undefined;
  private refused = 0;
  private refusedSinceSummary = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly summaryMs = defaultOutageSummaryMs,
    private readonly clock: () => number = Date.now,
  ) {}

  /** True while the database is failing. */
  get down(): boolean {
    return this.since !== undefined;
  }

  /** A database call failed with a transient error: the first one opens an outage. */
  failed(cause: unknown): void {
    this.refused += 1;
    this.refusedSinceSummary += 1;
    if (this.since !== undefined) return;
    this.since = this.clock();
    this.log.warn({ outage: 'start', cause: describeCause(cause) }, 'database unavailable: answering 503 until it responds again');
    this.timer = setInterval(() => this.summarise(), this.summaryMs);
    this.timer.unref();
  }

  /** A database call succeeded: an open outage ends. */
  succeeded(): void {
    if (this.since === undefined) return;
    const seconds = Math.round((this.clock() - this.since) / 1000);
    this.log.warn({ outage: 'end', seconds, refused: this.refused }, `database available again after ${seconds} s; ${this.refused} requests refused`);
    this.reset();
  }

  /** Stops the summary timer (on shutdown). */
  close(): void {
    this.reset();
  }

  private summarise(): void {
    if (this.since === undefined) return;
    const seconds = Math.round((this.clock() - this.since) / 1000);
    this.log.warn(
      { outage: 'ongoing', seconds, refused: this.refused, refusedSinceLast: this.refusedSinceSummary },
      `database still unavailable after ${seconds} s; ${this.refused} requests refused so far`,
    );
    this.refusedSinceSummary = 0;
  }

  private reset(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.since = undefined;
    this.refused = 0;
    this.refusedSinceSummary = 0;
  }
}
