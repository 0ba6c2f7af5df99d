// Every `mailto:` link of the site and the console, built one way (RFC 6068): the address percent-encoded but for its
// "@", the header values encoded as URLSearchParams would encode them (spaces as %20, which mail apps read as spaces),
// so nothing in an address or a subject can add a header (a "?bcc=" in what a sender typed stays part of the address).

/** `mailto:` for `address`, with `headers` (subject, body) as its query. */
export function mailtoHref(address: string, headers: Readonly<Record<string, string>> = {}): string {
  const to = encodeURIComponent(address).replace(/%40/g, '@');
  const query = Object.entries(headers)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}
