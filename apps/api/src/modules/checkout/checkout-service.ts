// The server-owned checkout: created from the cart's lines, saved step by step (each save one conditional write on
// the checkout's version, idempotent by its key), then completed into exactly one order. A guest's checkout belongs
// to its cookie, a signed-in customer's to their account; anyone else is told it does not exist.
import {
  checkoutLifetimeDays,
  customizationRuleProblems,
  indiaToday,
  newOrderNumber,
  type CustomizationRequest,
  type DeliveryRequest,
  type FieldError,
  type RuleContext,
} from '@partybox/contracts';
import {
  checkoutChangedError,
  checkoutChangedMessage,
  checkoutExpiredError,
  checkoutExpiredMessage,
  deliveryUnavailableError,
  missingStepMessages,
  paymentRuleProblems,
  type CheckoutCompleted,
  type CheckoutDelivery,
  type CheckoutCompleteRequest,
  type CheckoutCreateRequest,
  type CheckoutPatchRequest,
  type CheckoutView,
} from '@partybox/contracts/checkout';
import { formatInr } from '@partybox/pricing';
import type { SessionCustomer } from '../accounts';
import { DeliveryUnavailableError, type DeliveryCalendarService } from '../delivery';
import type { CheckoutRecord, CustomerRecord, OrderRecord } from '../../platform/db/records';
import { IdempotencyKeyReusedError, type Repository } from '../../platform/db/repository';
import { openDraft, type Tables } from '../../platform/db/tables';
import type { CatalogIndex } from '../../platform/catalog/catalog-index';
import { customizationRecord, deliveryRecord, resolveTheme } from '../inbox';
import { Conflict, Gone, NotFound, ValidationFailed } from '../../platform/errors/domain-errors';
import { requestHash } from '../../platform/db/request-hash';
import {
  sha256Hex,
  accessTokenFor,
  type Placement,
  orderExtrasProblems,
  orderLineProblems,
  type OrderRepository,
  type OrderService,
  placedOrderView,
} from '../orders';
import { isPersonalised, type DeliverySlot } from '@partybox/order-lifecycle';
import type { CheckoutRepository } from './checkout-repository';
import { checkoutView, offeredParts, priceCheckout, type CheckoutPrefill } from './checkout-view';

/** Who asks: the signed-in customer (if any) and the checkout cookie the browser sent (if any). */
export interface CheckoutViewer {
  readonly customer?: SessionCustomer;
  readonly cookieId?: string;
}

/** What complete made: the answer, the order as written (or as found, for a complete answered again) and which it was. */
export interface Completion {
  readonly answer: CheckoutCompleted;
  readonly order: OrderRecord;
  readonly created: boolean;
  /** The Razorpay order reservation this complete placed the order under (when it could not open the Razorpay order). */
  readonly gatewayReservation?: string;
}

/** How complete opens the payment of an order paid online. */
export interface CompleteOptions {
  /**
   * Opens the order's first Razorpay order for its total (rupees) before the order is written, so the placement records
   * it; undefined when the gateway cannot be reached now (the placement then reserves it, and the caller tries again).
   */
  readonly openGatewayOrder?: (orderNumber: string, total: number) => Promise<Placement['gatewayOrder']>;
}

export interface CheckoutServiceDeps {
  readonly checkouts: CheckoutRepository;
  readonly orders: OrderRepository;
  /** Places the order a completed checkout becomes. */
  readonly orderService: OrderService;
  /** For the step records (customiseduserdata, PartyBoxDeliveryDetails) and the owner's account. */
  readonly repo: Repository;
  readonly tables: Tables;
  readonly catalog: CatalogIndex;
  readonly now: () => Date;
  /** Today in India (YYYY-MM-DD). */
  readonly today: () => string;
  readonly ruleContext: () => RuleContext;
  /** The delivery calendar: checks a chosen day and slot, and reserves the place when the order is placed. */
  readonly delivery: DeliveryCalendarService;
  /** Makes the server's ids (UUIDv7). */
  readonly newId: () => string;
  /** Makes a checkout's secret id (a random UUID v4). */
  readonly newSecretId: () => string;
  /** Tells the dispatcher that an order just put messages in its outbox. */
  readonly messagesWaiting: () => void;
}

const lifetimeSeconds = checkoutLifetimeDays * 86_400;
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** How often complete starts over when another tab saved a step between its read and its write. */
const completeAttempts = 3;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const notFound = () => new NotFound('that checkout');
const expired = () => new Gone(checkoutExpiredError, checkoutExpiredMessage);

/** How long a complete may take to write the order it completed (opening the Razorpay order first), and how often a racing complete looks for it. */
const placingMs = 20_000;
const placingPollMs = 100;

export class CheckoutService {
  constructor(private readonly deps: CheckoutServiceDeps) {}

  /**
   * A new checkout holding the cart's lines, owned by the signed-in customer or else by the cookie set with it; with
   * `draftBy`, a draft order the team holds (by its id, as a cookie would).
   */
  async create(request: CheckoutCreateRequest, viewer: CheckoutViewer, draftBy?: string): Promise<CheckoutView> {
    this.refuseUnknownLines(request);
    const now = this.deps.now();
    const record: CheckoutRecord = {
      id: this.deps.newSecretId(),
      Version: 0,
      Status: 'open',
      ...(viewer.customer && { CustomerId: viewer.customer.sub }),
      ...(draftBy && { DraftBy: draftBy, DraftOpen: openDraft }),
      ...linesOf(request),
      CreatedAt: now.toISOString(),
      UpdatedAt: now.toISOString(),
      ExpiresAt: seconds(now) + lifetimeSeconds,
    };
    await this.deps.checkouts.create(record);
    return this.view(record, viewer);
  }

  /** The checkout, as it is now (410 once expired). */
  async read(id: string, viewer: CheckoutViewer): Promise<CheckoutView> {
    const record = await this.load(id, viewer);
    if (this.isExpired(record)) throw expired();
    return this.view(record, viewer);
  }

  /**
   * Saves one or more steps against the version the client last saw: ONE conditional UpdateItem. A retry of the last
   * save (same key, same body) answers the checkout again; a stale version answers 409 with the checkout as it is.
   */
  async patch(id: string, viewer: CheckoutViewer, key: string, request: CheckoutPatchRequest): Promise<{ view: CheckoutView; replayed: boolean }> {
    const record = await this.load(id, viewer);
    const hash = requestHash({ checkout: id, body: request });
    const replay = await this.replayOf(record, key, hash, viewer);
    if (replay) return { view: replay, replayed: true };
    await this.refuseUnchangeable(record, request.version, viewer);
    this.refuseUnknownLines(request);
    // The chosen place is held first (one conditional write of its day), so the save never names a place it does not hold.
    const held = request.delivery ? await this.holdDelivery(record, request) : undefined;
    let updated: CheckoutRecord | undefined;
    try {
      const fields = await this.savedSteps(record, key, request);
      updated = await this.deps.checkouts.update(id, request.version, seconds(this.deps.now()), {
        ...fields,
        ...(held && { DeliveryHold: held }),
        ...(request.payment && { Payment: { Method: request.payment.method, ...(request.payment.bank && { Bank: request.payment.bank }) } }),
        LastWrite: { Key: key, Hash: hash },
        UpdatedAt: this.deps.now().toISOString(),
        ExpiresAt: seconds(this.deps.now()) + lifetimeSeconds,
      });
    } catch (error) {
      // Refused after the hold was taken (a step's record refused its key, say): the checkout keeps the place it had.
      if (held) await this.keepOnlyHeldPlace(record, held);
      throw error;
    }
    if (updated) {
      // The place held before is given back: one checkout never holds or books two places.
      const before = heldPlaceOf(record);
      if (held && before && (before.Date !== held.Date || before.SlotId !== held.SlotId)) {
        await this.deps.delivery.releasePlace({ date: before.Date, slotId: before.SlotId }, sha256Hex(id), held.Date);
      }
      return { view: await this.view(updated, viewer), replayed: false };
    }
    // Another tab (or a retry of this very save) won between the read and the write: decide on the checkout as it is.
    const current = (await this.deps.checkouts.get(id)) ?? record;
    if (held) await this.keepOnlyHeldPlace(current, held);
    const replayed = await this.replayOf(current, key, hash, viewer);
    if (replayed) return { view: replayed, replayed: true };
    await this.refuseUnchangeable(current, request.version, viewer);
    throw new Error(`checkout ${id}: a conditional save failed on the version it just read`);
  }

  /**
   * Turns the checkout into its order, exactly once: ONE conditional UpdateItem sets OrderId (only while none is set),
   * then the order is stored under its own id. Every later complete answers that same order.
   */
  async complete(id: string, viewer: CheckoutViewer, request: CheckoutCompleteRequest, options: CompleteOptions = {}): Promise<Completion> {
    let record = await this.load(id, viewer);
    for (let attempt = 1; ; attempt++) {
      if (record.OrderId) return { ...(await this.orderOf(record)), created: false };
      if (this.isExpired(record)) throw expired();
      const payment = request.payment ?? (record.Payment && { method: record.Payment.Method, ...(record.Payment.Bank && { bank: record.Payment.Bank }) });
      const problems = this.completionProblems(record, request.total, payment);
      if (problems.length > 0) throw new ValidationFailed(problems);
      // The place on the calendar first, held under the checkout's hash: a retry (or a racing complete of this checkout)
      // finds it already held and counts nothing again; a day or slot filled meanwhile answers 409 naming the field.
      const slot = await this.reserveDelivery(record, viewer);
      const now = this.deps.now();
      const completed = await this.deps.checkouts.update(
        id,
        record.Version,
        seconds(now),
        {
          Status: 'completed',
          OrderId: this.deps.newId(),
          OrderNumber: newOrderNumber(this.deps.today()),
          CompletedAt: now.toISOString(),
          DeliverySlot: { Date: slot.date, SlotId: slot.slotId, Label: slot.label },
          Payment: { Method: payment!.method, ...(payment!.bank && { Bank: payment!.bank }) },
          UpdatedAt: now.toISOString(),
          // The confirmation page reads the completed checkout: it stays for a lifetime from now.
          ExpiresAt: seconds(now) + lifetimeSeconds,
        },
        // A draft order placed is no longer an open draft. The last save's key goes too: a save after this is refused
        // as the order it became (409 checkout_completed), and the completed checkout stays under 1 KB.
        ['DeliveryHold', 'DraftOpen', 'LastWrite'],
      );
      // This complete set the order's id, so the order is written now, from the checkout just written: no read first
      // (a racing replay that wrote it meanwhile wrote the same order, and the conditional put answers that one).
      // Paid online, its first Razorpay order is opened before that write and recorded in it; when the gateway cannot
      // open it now, the write holds the reservation of the Razorpay order instead (the complete that placed it holds
      // the token and tries again; a racing one finds the reservation and waits for that Razorpay order).
      if (completed) {
        const placement = this.placement(completed);
        const online = placement.payment.method !== 'cod';
        const opened = online && options.openGatewayOrder ? await options.openGatewayOrder(placement.orderNumber, placement.priced.Total) : undefined;
        const reservation = online && options.openGatewayOrder && !opened ? { Token: this.deps.newId(), At: this.deps.now().toISOString() } : undefined;
        const order = await this.deps.orderService.place({
          ...placement,
          ...(opened && { gatewayOrder: opened }),
          ...(reservation && { gatewayReservation: reservation }),
        });
        const held = reservation && order.GatewayOrderReservation?.Token === reservation.Token ? reservation.Token : undefined;
        return { ...this.completionOf(completed, order), created: true, ...(held && { gatewayReservation: held }) };
      }
      record = (await this.deps.checkouts.get(id)) ?? record;
      // Another tab chose another place meanwhile: the place just booked is not this checkout's any more.
      const chosen = record.Delivery?.Values as Partial<CheckoutDelivery> | undefined;
      const booked = record.DeliverySlot ?? { Date: chosen?.deliveryDate, SlotId: chosen?.deliverySlot };
      // So is it when the checkout expired or its draft was discarded meanwhile: nothing will ever be placed from it.
      const abandoned = !record.OrderId && this.isExpired(record);
      if (abandoned || booked.Date !== slot.date || booked.SlotId !== slot.slotId) await this.deps.delivery.release(slot, sha256Hex(id));
      if (!record.OrderId && !this.isExpired(record) && attempt >= completeAttempts) {
        throw new Conflict(checkoutChangedError, checkoutChangedMessage, { checkout: await this.view(record, viewer) });
      }
    }
  }

  /** The draft order `id` as it is now (undefined for a customer's checkout, or an unknown id). */
  async draft(id: string): Promise<CheckoutRecord | undefined> {
    const record = uuidV4.test(id) ? await this.deps.checkouts.get(id) : undefined;
    return record?.DraftBy ? record : undefined;
  }

  /** The draft orders still open (not placed, discarded or expired), newest first, each as it is now. */
  async openDrafts(limit: number): Promise<CheckoutRecord[]> {
    return (await this.deps.checkouts.openDrafts(limit)).filter((record) => record.Status === 'open' && record.DraftOpen && !this.isExpired(record));
  }

  /**
   * Discards the open draft `id`, once: it expires now and the place it held on the calendar is given back (and a
   * booking a racing complete made under its hash). A second discard answers the first's draft and changes nothing; a
   * placed draft is 409 naming its order; an expired one 410.
   */
  async discard(id: string, by: string): Promise<CheckoutRecord> {
    const record = await this.draft(id);
    if (!record) throw new NotFound('that draft order');
    const now = this.deps.now();
    const discarded = record.DiscardedAt ? undefined : await this.deps.checkouts.discard(id, seconds(now), by, now.toISOString());
    if (discarded) {
      const place = heldPlaceOf(record);
      if (place) await this.deps.delivery.releasePlace({ date: place.Date, slotId: place.SlotId }, sha256Hex(id), '');
      return discarded;
    }
    const current = (await this.deps.checkouts.get(id)) ?? record;
    if (current.DiscardedAt) return current;
    if (current.OrderNumber) throw new Conflict('draft_placed', `This draft is already order ${current.OrderNumber}: cancel the order instead.`);
    throw new Gone('draft_expired', 'This draft order expired before it was placed: nothing is held for it now.');
  }

  /** The checkout when the viewer may see it, else 404 exactly as for an unknown id. */
  private async load(id: string, viewer: CheckoutViewer): Promise<CheckoutRecord> {
    const record = uuidV4.test(id) ? await this.deps.checkouts.get(id) : undefined;
    if (!record) throw notFound();
    const allowed = record.CustomerId !== undefined ? viewer.customer?.sub === record.CustomerId : viewer.cookieId === record.id;
    if (!allowed) throw notFound();
    return record;
  }

  /** DynamoDB deletes expired items lazily (within days): until then every reader treats them as gone. */
  private isExpired(record: CheckoutRecord): boolean {
    return record.ExpiresAt <= seconds(this.deps.now());
  }

  /** The checkout again when `key` and `hash` are its last save's (422 when the key came back with another body). */
  private async replayOf(record: CheckoutRecord, key: string, hash: string, viewer: CheckoutViewer): Promise<CheckoutView | undefined> {
    if (record.LastWrite?.Key !== key) return undefined;
    if (record.LastWrite.Hash !== hash) throw new IdempotencyKeyReusedError(this.deps.tables.checkout.name, key);
    return this.view(record, viewer);
  }

  /** Refuses a save the checkout can no longer take: expired (410), completed or at another version (409). */
  private async refuseUnchangeable(record: CheckoutRecord, version: number, viewer: CheckoutViewer): Promise<void> {
    if (this.isExpired(record)) throw expired();
    if (record.Status === 'completed') {
      throw new Conflict(
        'checkout_completed',
        `This checkout is already your order ${record.OrderNumber ?? ''}: start a new one from your cart to order again.`,
        { checkout: await this.view(record, viewer) },
      );
    }
    if (record.Version !== version) {
      throw new Conflict(checkoutChangedError, checkoutChangedMessage, { checkout: await this.view(record, viewer) });
    }
  }

  /** Reserves the checkout's delivery place; a day or slot filled meanwhile is 409 naming the field, with the checkout. */
  private async reserveDelivery(record: CheckoutRecord, viewer: CheckoutViewer): Promise<DeliverySlot> {
    const chosen = record.Delivery!.Values as CheckoutDelivery;
    const partyDate = (record.Customization?.Values as CustomizationRequest | undefined)?.eventDate;
    try {
      return await this.deps.delivery.reserve({ date: chosen.deliveryDate, slotId: chosen.deliverySlot }, sha256Hex(record.id), partyDate);
    } catch (error) {
      if (!(error instanceof DeliveryUnavailableError)) throw error;
      const { field, message } = error.problem;
      throw new Conflict(deliveryUnavailableError, message, { fields: [{ field: `delivery.${field}`, message }], checkout: await this.view(record, viewer) });
    }
  }

  /**
   * Holds the chosen day and slot for this checkout for the calendar's holdMinutes (the party date is this save's or
   * the one saved before): 400 naming `delivery.deliveryDate` or `delivery.deliverySlot` for a place the calendar
   * cannot take now, counting everyone else's bookings and running holds. Answers the hold to store.
   */
  private async holdDelivery(record: CheckoutRecord, request: CheckoutPatchRequest): Promise<NonNullable<CheckoutRecord['DeliveryHold']>> {
    const { deliveryDate, deliverySlot } = request.delivery!;
    const partyDate = (request.customization ?? (record.Customization?.Values as CustomizationRequest | undefined))?.eventDate;
    try {
      const until = await this.deps.delivery.hold({ date: deliveryDate, slotId: deliverySlot }, sha256Hex(record.id), partyDate);
      return { Date: deliveryDate, SlotId: deliverySlot, Until: until.toISOString() };
    } catch (error) {
      if (!(error instanceof DeliveryUnavailableError)) throw error;
      throw new ValidationFailed([{ field: `delivery.${error.problem.field}`, message: error.problem.message }]);
    }
  }

  /**
   * After a save that lost to another (a second tab, or a racing retry) or was refused after its hold: the checkout as
   * it now stands names the place it holds, so the day this save just held is put back to that (given back when the checkout holds another day, held
   * again for the checkout's slot when the two saves chose different slots of one day).
   */
  private async keepOnlyHeldPlace(current: CheckoutRecord, held: NonNullable<CheckoutRecord['DeliveryHold']>): Promise<void> {
    const kept = current.Status === 'open' ? heldPlaceOf(current) : undefined;
    const holder = sha256Hex(current.id);
    if (kept?.Date === held.Date && kept.SlotId === held.SlotId) return;
    if (kept?.Date !== held.Date) return this.deps.delivery.releaseHold(held.Date, holder);
    try {
      await this.deps.delivery.hold({ date: kept.Date, slotId: kept.SlotId }, holder);
    } catch (error) {
      if (!(error instanceof DeliveryUnavailableError)) throw error;
      await this.deps.delivery.releaseHold(held.Date, holder);
    }
  }

  /** 400 for lines or extras the catalog does not offer (the schema already checked their shape). */
  private refuseUnknownLines(request: { lines?: CheckoutCreateRequest['lines']; extras?: readonly string[] }): void {
    const problems = [...orderLineProblems(request.lines, this.deps.catalog), ...orderExtrasProblems(request.extras, this.deps.catalog)];
    if (problems.length > 0) throw new ValidationFailed(problems);
  }

  /**
   * The checkout's new lines and steps. The customization and delivery records the spec lists are written now, keyed
   * by the save's Idempotency-Key (so a retry writes nothing new), and the checkout keeps their ids and values.
   */
  private async savedSteps(record: CheckoutRecord, key: string, request: CheckoutPatchRequest): Promise<Record<string, unknown>> {
    const fields: Record<string, unknown> = request.lines ? linesOf({ lines: request.lines, extras: request.extras ?? record.Extras }) : {};
    if (!request.lines && request.extras) fields.Extras = [...request.extras];
    const checkoutHash = sha256Hex(record.id);
    const at = this.deps.now();
    const saves: Promise<void>[] = [];
    if (request.customization) {
      // The party is for the checkout's boxes: their ids come from its lines, whatever the client sent.
      const lines = request.lines ?? record.Lines.map((line) => ({ themeId: line.ThemeId }));
      const themeIds = [...new Set(lines.map((line) => line.themeId))];
      const value: CustomizationRequest = { ...request.customization, ...(themeIds.length > 0 && { themeIds }) };
      const theme = resolveTheme(value, this.deps.catalog);
      if (theme.problems.length > 0) throw new ValidationFailed(theme.problems.map((p) => ({ ...p, field: `customization.${p.field}` })));
      const saved: CustomizationRequest = { ...value, themeName: theme.themeName, occasion: theme.occasion };
      const stamp = {
        key,
        id: this.deps.newId(),
        alertId: this.deps.newId(),
        checkoutHash,
        at,
        requestHash: requestHash({ checkout: record.id, body: saved }),
      };
      saves.push(
        this.deps.repo.putOnce(this.deps.tables.customization, customizationRecord(value, theme, stamp)).then(({ item, created }) => {
          fields.Customization = { Id: item.id, Key: key, Values: saved };
          // A party for a checkout without boxes goes to the team's inbox, alert included (see customizationRecord).
          if (created && item.MessagesPending) this.deps.messagesWaiting();
        }),
      );
    }
    if (request.delivery) {
      const value: DeliveryRequest = request.delivery;
      const stamp = { key, id: this.deps.newId(), checkoutHash, at, requestHash: requestHash({ checkout: record.id, body: value }) };
      saves.push(
        this.deps.repo.putOnce(this.deps.tables.delivery, deliveryRecord(value, stamp)).then(({ item }) => {
          fields.Delivery = { Id: item.id, Key: key, Values: value };
        }),
      );
    }
    await Promise.all(saves);
    return fields;
  }

  /** Every reason the checkout cannot become an order yet, named by step, all at once. */
  private completionProblems(record: CheckoutRecord, shownTotal: number, payment: { method: string; bank?: string } | undefined): FieldError[] {
    const problems: FieldError[] = [];
    const offered = offeredParts(record, this.deps.catalog);
    const unchanged = offered.lines.length === record.Lines.length && offered.extras.length === record.Extras.length;
    const addonsKept = record.Lines.every((line, i) => offered.lines[i]?.addons.length === line.Addons.length);
    if (record.Lines.length === 0) problems.push({ field: 'lines', message: 'Your cart is empty: add a party box first' });
    else if (!unchanged || !addonsKept) {
      problems.push({ field: 'lines', message: 'A box or add-on in your cart is no longer in our catalog: check your cart and confirm again' });
    }
    if (!record.Customization) problems.push({ field: 'customization', message: missingStepMessages.customization });
    else {
      // The event date was checked when saved; the lead time may have run out since.
      const late = customizationRuleProblems(record.Customization.Values, this.deps.ruleContext());
      if (late.length > 0) problems.push({ field: 'customization', message: late[0]!.message });
    }
    if (!record.Delivery) problems.push({ field: 'delivery', message: missingStepMessages.delivery });
    else if (!(record.Delivery.Values as Partial<CheckoutDelivery>).deliveryDate || !(record.Delivery.Values as Partial<CheckoutDelivery>).deliverySlot) {
      // A delivery step saved before the calendar: the customer chooses a day and slot first.
      problems.push({ field: 'delivery', message: 'Choose a delivery date and time slot' });
    }
    if (!payment) problems.push({ field: 'payment', message: missingStepMessages.payment });
    else problems.push(...paymentRuleProblems(payment).map((p) => ({ ...p, field: 'payment' })));
    if (problems.every((p) => p.field !== 'lines') && record.Lines.length > 0) {
      const total = priceCheckout(record, this.deps.catalog).Total;
      if (total !== shownTotal)
        problems.push({ field: 'total', message: `The price of your order changed to ${formatInr(total)}: check your cart and confirm again` });
    }
    return problems;
  }

  /**
   * The order a completed checkout became. It is stored right after the checkout is completed; if that write never
   * happened (a crash in between, or the complete that won is still writing it), it is written now from the checkout,
   * which holds everything it is made of, so both writers store the same order.
   */
  private async orderOf(record: CheckoutRecord): Promise<Omit<Completion, 'created'>> {
    const order =
      (await this.deps.orders.findByKey(record.OrderId!)) ??
      (await this.placedMeanwhile(record)) ??
      (await this.deps.orderService.place(this.placement(record)));
    return this.completionOf(record, order);
  }

  /**
   * The order of a checkout completed moments ago, once the complete that completed it writes it: that complete may be
   * opening the Razorpay order first (see complete), and a racing complete that placed the order itself meanwhile would
   * leave that Razorpay order unused. Waits at most until `placingMs` after the completion (a complete that died
   * before writing the order is replaced then: the order is placed from the checkout); undefined past it.
   */
  private async placedMeanwhile(record: CheckoutRecord): Promise<OrderRecord | undefined> {
    // Cash on delivery opens no Razorpay order: a racing placement meets the order's conditional put instead.
    if (record.Payment?.Method === 'cod') return undefined;
    const left = Date.parse(record.CompletedAt!) + placingMs - this.deps.now().getTime();
    for (let poll = 0; poll < Math.min(Math.ceil(left / placingPollMs), placingMs / placingPollMs); poll++) {
      await new Promise((resolve) => setTimeout(resolve, placingPollMs));
      const order = await this.deps.orders.findByKey(record.OrderId!);
      if (order) return order;
    }
    return undefined;
  }

  private completionOf(record: CheckoutRecord, order: OrderRecord): Omit<Completion, 'created'> {
    return { answer: { order: placedOrderView(order), accessToken: accessTokenFor(record.id, record.OrderId!) }, order };
  }

  private placement(record: CheckoutRecord): Placement {
    const customization = record.Customization?.Values as CustomizationRequest | undefined;
    const delivery = record.Delivery!.Values as DeliveryRequest;
    const placedAt = new Date(record.CompletedAt!);
    return {
      id: record.OrderId!,
      orderNumber: record.OrderNumber!,
      placedAt,
      placedOn: indiaToday(placedAt),
      checkoutId: record.id,
      ...(record.CustomerId && { customerId: record.CustomerId }),
      ...(record.DraftBy && { placedBy: record.DraftBy }),
      priced: priceCheckout(record, this.deps.catalog),
      ...(customization &&
        record.Customization && {
          customization: {
            id: record.Customization.Id,
            record: {
              EventDate: customization.eventDate,
              email: customization.email,
              Name: customization.name,
              Phone: customization.phone,
              DecorName: customization.decorName ?? '',
              Occasion: customization.occasion ?? '',
            },
          },
        }),
      personalised: customization !== undefined && isPersonalised(customization),
      ...(record.DeliverySlot && { deliverySlot: { date: record.DeliverySlot.Date, slotId: record.DeliverySlot.SlotId, label: record.DeliverySlot.Label } }),
      delivery: {
        id: record.Delivery!.Id,
        record: {
          Name: delivery.fullName.trim(),
          PhoneNumber: delivery.phone,
          Details: {
            Email: delivery.email?.trim() ?? '',
            AddressLine1: delivery.addressLine1,
            AddressLine2: delivery.addressLine2 ?? '',
            City: delivery.city,
            State: delivery.state,
            Pincode: delivery.pincode,
            Country: delivery.country ?? 'India',
          },
        },
      },
      payment: { method: record.Payment!.Method, ...(record.Payment!.Bank && { bank: record.Payment!.Bank }) },
      newId: this.deps.newId,
    };
  }

  /** The view, with the signed-in owner's account details to prefill the forms. */
  private async view(record: CheckoutRecord, viewer: CheckoutViewer): Promise<CheckoutView> {
    return checkoutView(record, this.deps.catalog, await this.prefillFor(record, viewer));
  }

  private async prefillFor(record: CheckoutRecord, viewer: CheckoutViewer): Promise<CheckoutPrefill | undefined> {
    if (!record.CustomerId || viewer.customer?.sub !== record.CustomerId) return undefined;
    const account = await this.deps.repo.getByKey<CustomerRecord>(this.deps.tables.customer, record.CustomerId);
    if (!account) return { name: viewer.customer.name, phone: viewer.customer.verifiedPhone ?? '' };
    return { name: account.Name, phone: account.Phone, ...(account.Email && { email: account.Email }) };
  }
}

/** The place a checkout holds: its stored hold, else (a checkout saved before holds) the day and slot it chose. */
function heldPlaceOf(record: CheckoutRecord): { Date: string; SlotId: string } | undefined {
  if (record.DeliveryHold) return record.DeliveryHold;
  const chosen = record.Delivery?.Values as Partial<CheckoutDelivery> | undefined;
  return chosen?.deliveryDate && chosen.deliverySlot ? { Date: chosen.deliveryDate, SlotId: chosen.deliverySlot } : undefined;
}

/** The checkout's stored lines and extras. */
function linesOf(request: Pick<CheckoutCreateRequest, 'lines' | 'extras'>): Pick<CheckoutRecord, 'Lines' | 'Extras'> {
  return {
    Lines: request.lines.map((line) => ({ ThemeId: line.themeId, Addons: [...line.addons], Quantity: line.quantity })),
    Extras: [...(request.extras ?? [])],
  };
}
