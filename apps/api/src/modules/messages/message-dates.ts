// An event date (YYYY-MM-DD, a day in India) as messages write it: short and ASCII in a text, in full in an e-mail.
// Formatted at noon UTC so no time zone shifts the day.
const smsDateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const emailDateFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const asDay = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** "5 Dec": short, ASCII, one SMS segment. */
export const smsDate = (isoDate: string) => smsDateFormat.format(asDay(isoDate));

/** "Saturday, 5 December 2026". */
export const emailDate = (isoDate: string) => emailDateFormat.format(asDay(isoDate));

/** The date as the message's channel writes it. */
export const messageDate = (isoDate: string, sms: boolean) => (sms ? smsDate(isoDate) : emailDate(isoDate));
