// A link that opens an address in the phone's maps app (Google Maps' documented search URL: no key, any device).

/** The maps search link for a delivery address. */
export function mapHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
