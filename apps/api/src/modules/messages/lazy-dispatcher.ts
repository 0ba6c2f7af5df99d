// The dispatcher, loaded on first use. A Lambda's cold start answers an API request, which only ever wakes a
// dispatcher that is not running there (no loop survives between events): the code that sends is read by the
// schedule's event (sendPendingMessages) or by the long-running server's loop, not by every cold start.
import type { Dispatcher, DispatcherOptions } from './dispatcher';

export class LazyDispatcher {
  private loaded: Promise<Dispatcher> | undefined;
  private started = false;

  constructor(private readonly options: DispatcherOptions) {}

  private load(): Promise<Dispatcher> {
    return (this.loaded ??= import('./dispatcher').then(({ Dispatcher }) => new Dispatcher(this.options)));
  }

  /** One pass over every record with due messages (see Dispatcher.round). */
  async round(): Promise<number> {
    return (await this.load()).round();
  }

  /** Starts the loop (the long-running server). */
  async start(): Promise<void> {
    this.started = true;
    (await this.load()).start();
  }

  /** Looks for due messages now, where the loop runs; nothing where it does not (a Lambda answering a request). */
  wake(): void {
    if (this.started) void this.load().then((dispatcher) => dispatcher.wake());
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.loaded) await (await this.loaded).stop();
  }
}
