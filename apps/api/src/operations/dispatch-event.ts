// The event a schedule sends the Lambda entry to have it send the customer messages waiting in the outbox (no loop
// survives in a frozen Lambda instance). apps/infra's schedule sends exactly this; a function URL event cannot carry it,
// since AWS sets its top-level fields and the caller controls only the request inside.

export const dispatchEvent = { partybox: 'send-pending-messages' } as const;

export function isDispatchEvent(event: Record<string, unknown>): boolean {
  return event.partybox === dispatchEvent.partybox && !('requestContext' in event);
}
