// Net banking banks as Razorpay names them, for the pages that show the bank a payment came from (confirmation, status
// page, console): a module of its own, so the shop's first script does not carry it.
import { netBankingBanks, type NetBankingBank } from './payment';

/**
 * Razorpay's code of each bank offered: what checkout's `prefill.bank` takes and a payment entity's `bank` reports.
 */
export const razorpayBankCodes: Readonly<Record<NetBankingBank, string>> = {
  'HDFC Bank': 'HDFC',
  'ICICI Bank': 'ICIC',
  'Axis Bank': 'UTIB',
  SBI: 'SBIN',
  Kotak: 'KKBK',
};

/** The name of the bank Razorpay reports by `code` ("ICIC" is "ICICI Bank"); a bank not offered here keeps its code. */
export function bankNameOf(code: string): string {
  return netBankingBanks.find((bank) => razorpayBankCodes[bank] === code) ?? code;
}
