// Attempts to pay: the Razorpay order an online order is paid against, and the options that open Razorpay's checkout
// for it. One Razorpay order per attempt, however many completes (or "Pay now"s) race: the server that creates it first
// writes a reservation on the order (one conditional write), and every other waits for that Razorpay order and answers
// it, so no orphan orders pile up at the gateway and the customer always pays the one the store knows.
import { toPaise } from '@partybox/pricing';
import { razorpayBankCodes } from '@partybox/contracts/banks';
import type { NetBankingBank } from '@partybox/contracts';
import { e164Phone } from '@partybox/contracts/phone';
import { nothingDueMessage, paymentErrors, type CheckoutOptions } from '@partybox/contracts/payments';
import { canPayAgain, isPaymentDue } from '@partybox/order-lifecycle';
import type { OrderRecord } from '../../platform/db/records';
import { Conflict } from '../../platform/errors/domain-errors';
import { OrderConflictError, retryOnConflict, statusOf, ledgerOf } from '../orders';
import { GatewayUnavailableError } from './gateway';
import { gatewayDown } from './gateway-down';
import { isOnline, type PaymentService } from './payment-service';

/** How long a reservation holds: past it, a server that died before recording its Razorpay order no longer blocks others. */
const reservationMs = 20_000;
const pollMs = 100;

export class PaymentAttempts {
  constructor(private readonly payments: PaymentService) {}

  /** Whether complete answers checkout options at all (a gateway is configured): only then is a reservation placed. */
  get opensCheckout(): boolean {
    return this.deps.open !== undefined;
  }

  private get deps() {
    return this.payments.deps;
  }

  /**
   * What complete answers for an online method: the checkout options of a Razorpay order for the total (the latest
   * one again when a retried or racing complete finds it unpaid); none for cash on delivery, without a gateway, or once
   * paid. A gateway that is down is a 503 naming the saved order and its access token. `order` is the order as
   * complete wrote or found it (not read back again); `reservation` the token it was placed under, if this complete
   * placed it (the placement's write reserved the first Razorpay order: no write of its own here).
   */
  async checkoutOptionsFor(order: OrderRecord, accessToken: string, reservation?: string): Promise<CheckoutOptions | undefined> {
    if (!this.deps.open || !isOnline(order)) return undefined;
    try {
      return await this.start(order, { reuseLatest: true, accessToken, ...(reservation && { token: reservation }) });
    } catch (error) {
      if (error instanceof Conflict && error.code === paymentErrors.nothingDue) return undefined;
      throw error;
    }
  }

  /**
   * The Razorpay order to pay now, recorded on the order; answers what opens the checkout. `reuseLatest`: the latest
   * Razorpay order while nothing was paid against it (a complete answered again); else a new one ("Pay now" after a
   * failure), unless another server is making one at this moment, which is then answered instead.
   */
  async start(order: OrderRecord, options: { reuseLatest?: boolean; accessToken?: string; token?: string } = {}): Promise<CheckoutOptions> {
    const known = order.GatewayOrders?.length ?? 0;
    const token = options.token ?? this.deps.newId();
    const giveUpAt = Date.now() + reservationMs + 5_000;
    let current = order;
    for (;;) {
      this.refuseWhenNothingDue(current);
      // Past a reservation's life and more, something is wrong at the database: the customer is told to pay later.
      if (Date.now() > giveUpAt) throw gatewayDown(order.OrderNumber, options.accessToken);
      const latest = current.GatewayOrders?.at(-1);
      const unpaid = latest && !ledgerOf(current).payments.some((payment) => payment.gatewayOrderId === latest.Id && payment.status !== 'failed');
      if (latest && unpaid && (options.reuseLatest || (current.GatewayOrders?.length ?? 0) > known)) return this.checkoutOptions(current, latest.Id);
      const held = current.GatewayOrderReservation;
      if (held && held.Token !== token && Date.parse(held.At) > this.deps.now().getTime() - reservationMs) {
        // Another server is creating this attempt's Razorpay order: wait for it and answer it.
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        current = await this.payments.reread(current);
        if ((current.GatewayOrders?.length ?? 0) > known) options = { ...options, reuseLatest: true };
        continue;
      }
      if (held?.Token === token) return this.create(current, token, options.accessToken);
      try {
        const reservation = { Token: token, At: this.deps.now().toISOString() };
        current = await this.deps.orders.applyPayment(current, { set: { GatewayOrderReservation: reservation }, remove: [] }, this.deps.now());
      } catch (error) {
        if (!(error instanceof OrderConflictError)) throw error;
        current = await this.payments.reread(current);
      }
    }
  }

  /**
   * The first Razorpay order of an online order about to be placed, for its total: opened before the order's write so
   * that write records it (CheckoutService.complete; no write after it). Only the complete that won the checkout's
   * conditional write opens it, so one is made per completed checkout. Undefined when the gateway cannot open it now:
   * the placement then reserves it and `start` tries again, answering 503 if the gateway is still down.
   */
  async openBeforePlacing(orderNumber: string, total: number): Promise<{ Id: string; AmountPaise: number; At: string } | undefined> {
    try {
      const created = await this.payments.gateway(orderNumber).createOrder(toPaise(total), orderNumber);
      return { Id: created.id, AmountPaise: created.amountPaise, At: this.deps.now().toISOString() };
    } catch (error) {
      this.deps.log.warn({ err: error, orderNumber }, 'Razorpay order not opened before placing: the placement reserves it and tries again');
      return undefined;
    }
  }

  private refuseWhenNothingDue(order: OrderRecord): void {
    const ledger = ledgerOf(order);
    const status = this.payments.statusFor(order, ledger);
    if (!isPaymentDue({ online: isOnline(order), paymentStatus: status, orderStatus: statusOf(order) }) || !canPayAgain(ledger, statusOf(order), order.Total)) {
      throw new Conflict(paymentErrors.nothingDue, nothingDueMessage);
    }
  }

  /** Creates the Razorpay order under our reservation and records it (the reservation goes, a set-aside order is open again). */
  private async create(order: OrderRecord, token: string, accessToken?: string): Promise<CheckoutOptions> {
    let created;
    try {
      created = await this.payments.gateway(order.OrderNumber).createOrder(toPaise(order.Total), order.OrderNumber);
    } catch (error) {
      await this.release(order, token);
      if (error instanceof GatewayUnavailableError) throw gatewayDown(order.OrderNumber, accessToken);
      throw error;
    }
    // Recorded however long other writers race (the Razorpay order exists now: it must not be lost).
    return retryOnConflict(
      order,
      async (current) => {
        const gatewayOrders = [...(current.GatewayOrders ?? []), { Id: created.id, AmountPaise: created.amountPaise, At: this.deps.now().toISOString() }];
        const reopened = { ...current, GatewayOrders: gatewayOrders, PaymentExpiredAt: undefined };
        const { set, remove } = this.payments.derived(reopened, ledgerOf(current));
        await this.deps.orders.applyPayment(
          current,
          { set: { ...set, GatewayOrders: gatewayOrders }, remove: [...remove, 'GatewayOrderReservation', 'PaymentExpiredAt'] },
          this.deps.now(),
        );
        return this.checkoutOptions(current, created.id);
      },
      { attempts: Number.POSITIVE_INFINITY, reread: (current) => this.payments.reread(current) },
    );
  }

  /** Gives up a reservation whose Razorpay order could not be made (others may try at once). */
  private async release(order: OrderRecord, token: string): Promise<void> {
    await retryOnConflict(
      order,
      async (current) => {
        if (current.GatewayOrderReservation?.Token === token)
          await this.deps.orders.applyPayment(current, { set: {}, remove: ['GatewayOrderReservation'] }, this.deps.now());
      },
      { attempts: 5, reread: (current) => this.payments.reread(current), exhausted: () => undefined },
    );
  }

  private checkoutOptions(order: OrderRecord, gatewayOrderId: string): CheckoutOptions {
    const open = this.deps.open!;
    const method = order.PaymentMethod === 'qr' ? 'upi' : (order.PaymentMethod as 'card' | 'netbanking' | 'upi');
    const bank = order.PaymentMethod === 'netbanking' && order.Bank ? razorpayBankCodes[order.Bank as NetBankingBank] : undefined;
    return {
      keyId: open.gateway.settings.keyId,
      gatewayOrderId,
      amountPaise: toPaise(order.Total),
      currency: 'INR',
      name: 'Party Box',
      description: `Order ${order.OrderNumber}`,
      prefill: {
        name: order.CustomerName ?? '',
        contact: order.ContactPhone ? e164Phone(order.ContactPhone) : '',
        ...(order.ContactEmail && { email: order.ContactEmail }),
        method,
        ...(bank && { bank }),
      },
      ...(order.PaymentMethod === 'qr' && { upiFlow: 'qr' as const }),
      scriptUrl: open.scriptUrl,
    };
  }
}
