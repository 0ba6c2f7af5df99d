// Drives the server-owned checkout as the storefront does: start it from the cart, save each step (PATCH), complete it.
// A guest's requests carry the checkout cookie the server set; a signed-in customer's go through their Browser.
import { apiPaths, checkoutCookieName, type PlacedOrder } from '@partybox/contracts';
import type { DeliveryCalendarView } from '@partybox/contracts/calendar';
import type { CheckoutView } from '@partybox/contracts/checkout';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Browser } from './accounts-harness';
import { newKey } from './harness';

export type Method = 'GET' | 'POST' | 'PATCH';
/** Sends one request as one browser (its cookies, plus `headers`). */
export type Send = (method: Method, url: string, body?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;

/** A guest's browser: keeps the cookies the server sets (the checkout cookie) and sends them back. */
export function guest(app: FastifyInstance): Send & { readonly cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const send = async (method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      method,
      url,
      headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(cookie && { cookie }), ...headers },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    });
    for (const set of response.cookies as { name: string; value: string }[]) cookies.set(set.name, set.value);
    return response;
  };
  return Object.assign(send, { cookies });
}

/** A signed-in customer's browser (see accounts-harness). */
export function signedIn(browser: Browser): Send {
  return (method, url, body, headers) => browser.request(method, url, body, headers);
}

/** The guest's checkout cookie, as the server set it. */
export function checkoutCookie(send: ReturnType<typeof guest>): string | undefined {
  return send.cookies.get(checkoutCookieName);
}

export const superheroLine = { themeId: 'superhero', addons: [], quantity: 1 };

/** Party details for /customize, with an event date far enough ahead of the test clock. */
export function partyDetails(overrides: Record<string, unknown> = {}) {
  return { name: 'Asha Rao', phone: '9820098200', email: 'asha@example.com', eventDate: '2026-12-05', ...overrides };
}

/** Delivery details inside the delivery area, delivered on the first day the test clock (fixedNow) can book. */
export function deliveryDetails(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Asha Rao',
    phone: '9820098200',
    addressLine1: '4 Sea Breeze, Hill Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
    deliveryDate: '2026-11-26',
    deliverySlot: 'midday',
    ...overrides,
  };
}

/**
 * The first day and slot the delivery calendar offers for a party on `partyDate`, as a customer picks one (the
 * server's clock decides which days are open); undefined when none is open.
 */
export async function firstDelivery(send: Send, partyDate?: string): Promise<{ deliveryDate: string; deliverySlot: string } | undefined> {
  const answer = await send('GET', apiPaths.deliveryCalendar.href(partyDate));
  expect(answer.statusCode, answer.body).toBe(200);
  const day = answer.json<DeliveryCalendarView>().days.find((candidate) => candidate.status === 'open');
  const slot = day?.slots.find((candidate) => candidate.available);
  return day && slot && { deliveryDate: day.date, deliverySlot: slot.id };
}

/** POST /api/checkouts. */
export function startCheckout(send: Send, lines: unknown[] = [superheroLine], extras?: string[]) {
  return send('POST', apiPaths.checkouts, { lines, ...(extras && { extras }) });
}

/** PATCH /api/checkouts/:id with an Idempotency-Key. */
export function patchCheckout(send: Send, id: string, body: Record<string, unknown>, key = newKey('patch')) {
  return send('PATCH', apiPaths.checkout.href(id), body, { 'idempotency-key': key });
}

/** POST /api/checkouts/:id/complete with an Idempotency-Key. */
export function completeCheckout(send: Send, id: string, body: Record<string, unknown>, key = newKey('complete')) {
  return send('POST', apiPaths.checkoutComplete.href(id), body, { 'idempotency-key': key });
}

export interface CheckoutOptions {
  readonly lines?: unknown[];
  readonly extras?: string[];
  /** Party details (omit to skip the step); merged over partyDetails(). */
  readonly party?: Record<string, unknown> | false;
  readonly delivery?: Record<string, unknown>;
  readonly payment?: { method: string; bank?: string };
}

/** A checkout with every step saved; answers its view as the last save answered it. */
export async function readyCheckout(send: Send, options: CheckoutOptions = {}): Promise<CheckoutView> {
  const started = await startCheckout(send, options.lines ?? [superheroLine], options.extras);
  expect(started.statusCode, started.body).toBe(201);
  let view = started.json<CheckoutView>();
  const customization = options.party !== false ? partyDetails(options.party || {}) : undefined;
  // A test that names no delivery day takes the first the calendar offers for its party.
  const chosen = options.delivery?.deliveryDate ? undefined : await firstDelivery(send, customization?.eventDate as string | undefined);
  const steps = {
    ...(customization && { customization }),
    delivery: deliveryDetails({ ...chosen, ...options.delivery }),
    payment: options.payment ?? { method: 'cod' },
  };
  const saved = await patchCheckout(send, view.id, { version: view.version, ...steps });
  expect(saved.statusCode, saved.body).toBe(200);
  view = saved.json<CheckoutView>();
  return view;
}

/** A whole checkout, completed: the order and its access token, and the checkout it came from. */
export async function placeOrder(send: Send, options: CheckoutOptions = {}): Promise<PlacedOrder & { accessToken: string; checkoutId: string }> {
  const view = await readyCheckout(send, options);
  const done = await completeCheckout(send, view.id, { total: view.total });
  expect(done.statusCode, done.body).toBe(201);
  const { order, accessToken } = done.json<{ order: PlacedOrder; accessToken: string }>();
  return { ...order, accessToken, checkoutId: view.id };
}
