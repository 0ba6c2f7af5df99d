// The events a schedule sends the Lambda entry (no loop survives in a frozen Lambda instance): one to send the
// customer messages waiting in the outbox, one for a reconciliation pass with the gateway, each on its own schedule so
// a slow gateway never eats the outbox's time. apps/infra's schedules send exactly these; a function URL event cannot
// carry them, since AWS sets its top-level fields and the caller controls only the request inside.

export const dispatchEvent = { partybox: 'send-pending-messages' } as const;
export const reconcileEvent = { partybox: 'reconcile-payments' } as const;

const scheduled = (event: Record<string, unknown>, kind: { partybox: string }) => event.partybox === kind.partybox && !('requestContext' in event);

export function isDispatchEvent(event: Record<string, unknown>): boolean {
  return scheduled(event, dispatchEvent);
}

export function isReconcileEvent(event: Record<string, unknown>): boolean {
  return scheduled(event, reconcileEvent);
}
