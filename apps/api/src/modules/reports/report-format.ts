// How the exports write an instant: India's date and time, as a spreadsheet reads it ("2026-11-26 16:05").

/** An ISO instant as India's local "YYYY-MM-DD HH:MM". */
export function indiaDateTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + (5 * 60 + 30) * 60_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}
