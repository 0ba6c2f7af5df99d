// The one kind of send failure retrying cannot mend, in a module of its own so the senders and the SMS budgets that
// throw it import it without importing each other.

/** A send that retrying cannot make succeed (a spent budget): the dispatcher gives the message up at once. */
export class PermanentSendFailure extends Error {
  override readonly name: string = 'PermanentSendFailure';
}
