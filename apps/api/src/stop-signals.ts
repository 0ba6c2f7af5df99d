// Turns the stop signals into one clean shutdown. A signal sent to a process group (Ctrl-C in a terminal, `kill --
// -<pgid>`, a supervisor) reaches the store and every parent that relays it to its child as well (npm, pnpm, tsx),
// so one request to stop can arrive two or three times within milliseconds. A repeated SIGTERM is therefore never a
// reason to give up the clean shutdown; only a person pressing Ctrl-C again, a moment later, means "stop now".

/** Repeats of the first signal within this time are the same request delivered again by a relaying parent. */
export const relayedRepeatMs = 1000;

export interface StopHandlers {
  /** The clean shutdown, started once by the first signal. */
  stop(signal: NodeJS.Signals): void;
  /** Leaves without waiting: a later SIGINT while the clean shutdown runs. */
  exitNow(signal: NodeJS.Signals): void;
  /** Notes a repeat that changes nothing. */
  ignored(signal: NodeJS.Signals): void;
}

/** What a stop signal means given the first one seen (if any): start the shutdown, give up waiting, or nothing. */
export function stopDecision(
  signal: NodeJS.Signals,
  first: { readonly signal: NodeJS.Signals; readonly at: number } | undefined,
  now: number,
): 'stop' | 'exitNow' | 'ignore' {
  if (!first) return 'stop';
  return signal === 'SIGINT' && now - first.at >= relayedRepeatMs ? 'exitNow' : 'ignore';
}

/** Listens for SIGINT and SIGTERM for the rest of the process's life. */
export function onStopSignals(handlers: StopHandlers, now: () => number = Date.now): void {
  let first: { signal: NodeJS.Signals; at: number } | undefined;
  const handle = (signal: NodeJS.Signals) => {
    const decision = stopDecision(signal, first, now());
    if (decision === 'stop') {
      first = { signal, at: now() };
      handlers.stop(signal);
    } else if (decision === 'exitNow') handlers.exitNow(signal);
    else handlers.ignored(signal);
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
