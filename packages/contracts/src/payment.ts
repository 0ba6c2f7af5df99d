// How an order is paid: the methods a customer chooses between and the payment status each starts with. Online methods
// are paid through Razorpay's checkout (the API's payments module); cash on delivery is paid at the door.

/** Payment methods, in the order of the payment page's choices. */
export const paymentMethods = ['card', 'netbanking', 'upi', 'qr', 'cod'] as const;

export type PaymentMethod = (typeof paymentMethods)[number];

/** Banks offered for net banking. */
export const netBankingBanks = ['HDFC Bank', 'ICICI Bank', 'Axis Bank', 'SBI', 'Kotak'] as const;
export type NetBankingBank = (typeof netBankingBanks)[number];

/** Where a new order's payment stands (a subset of the lifecycle's OrderPaymentStatus). */
export const initialPaymentStatuses = ['awaiting-payment', 'pay-on-delivery'] as const;

export type InitialPaymentStatus = (typeof initialPaymentStatuses)[number];

/** The status a new order starts with: cash on delivery is paid at the door, every other method online before the order is booked. */
export function initialPaymentStatus(method: PaymentMethod): InitialPaymentStatus {
  return method === 'cod' ? 'pay-on-delivery' : 'awaiting-payment';
}
