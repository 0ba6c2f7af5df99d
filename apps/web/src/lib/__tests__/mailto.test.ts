import { describe, expect, it } from 'vitest';
import { mailtoHref } from '../mailto';

/** What a mail app reads from the link: the recipients and headers, as URL parsing finds them. */
function parsed(href: string) {
  const url = new URL(href);
  return { to: decodeURIComponent(url.pathname), headers: Object.fromEntries(url.searchParams) };
}

describe('mailto links', () => {
  it('carry the address and a subject, spaces and all, and nothing else', () => {
    const href = mailtoHref('asha.rao@example.com', { subject: 'Re: Birthday & more?' });
    expect(href).toBe('mailto:asha.rao@example.com?subject=Re%3A%20Birthday%20%26%20more%3F');
    expect(parsed(href)).toEqual({ to: 'asha.rao@example.com', headers: { subject: 'Re: Birthday & more?' } });
  });

  it('never let an address add a header or a recipient', () => {
    const hostile = 'ops%40partybox.in?bcc=everyone@evil.example&subject=Hi';
    const href = mailtoHref(hostile, { subject: 'Re: your order' });
    expect(parsed(href)).toEqual({ to: hostile, headers: { subject: 'Re: your order' } });
    expect(href.split('?')).toHaveLength(2);
  });
});
