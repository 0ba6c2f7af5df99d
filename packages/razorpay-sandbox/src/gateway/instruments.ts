// What a payment was made with, and the fields each method fills on Razorpay's payment entity.
import { randomInt } from 'node:crypto';
import type { PaymentMethod, RazorpayPayment } from './entities';
import { newId } from './ids';

export type PaymentInstrument =
  { method: 'upi'; vpa: string } | { method: 'card'; number: string } | { method: 'netbanking'; bank: string } | { method: 'wallet'; wallet: string };

/** Razorpay's test identities, offered by the checkout stand-in. */
export const testIdentities = {
  upiSuccess: 'success@razorpay',
  upiFailure: 'failure@razorpay',
  card: '4111 1111 1111 1111',
  banks: { HDFC: 'HDFC Bank', ICIC: 'ICICI Bank', SBIN: 'State Bank of India', UTIB: 'Axis Bank', KKBK: 'Kotak Mahindra Bank' },
} as const;

/** The instrument a method stands for when a control pays without naming one. */
export function defaultInstrument(method: PaymentMethod): PaymentInstrument {
  switch (method) {
    case 'upi':
      return { method, vpa: testIdentities.upiSuccess };
    case 'card':
      return { method, number: testIdentities.card };
    case 'netbanking':
      return { method, bank: 'HDFC' };
    case 'wallet':
      return { method, wallet: 'paytm' };
  }
}

function digits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join('');
}

/** The method's fields of a payment entity (vpa and upi, card, bank or wallet, and acquirer_data). */
export function paymentInstrument(instrument: PaymentInstrument): Partial<RazorpayPayment> {
  switch (instrument.method) {
    case 'upi':
      return { method: 'upi', vpa: instrument.vpa, upi: { vpa: instrument.vpa }, acquirer_data: { rrn: digits(12), upi_transaction_id: digits(12) } };
    case 'card': {
      const cardId = newId('card');
      const number = instrument.number.replace(/\D/g, '');
      const network = number.startsWith('4') ? 'Visa' : number.startsWith('5') ? 'MasterCard' : number.startsWith('6') ? 'RuPay' : 'Unknown';
      return {
        method: 'card',
        card_id: cardId,
        card: {
          id: cardId,
          entity: 'card',
          name: '',
          last4: number.slice(-4),
          network,
          type: 'credit',
          issuer: null,
          international: false,
          emi: false,
          sub_type: 'consumer',
          token_iin: null,
        },
        acquirer_data: { auth_code: digits(6) },
      };
    }
    case 'netbanking':
      return { method: 'netbanking', bank: instrument.bank, acquirer_data: { bank_transaction_id: digits(7) } };
    case 'wallet':
      return { method: 'wallet', wallet: instrument.wallet, acquirer_data: { transaction_id: null } };
  }
}
