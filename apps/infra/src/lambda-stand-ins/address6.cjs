// Stands in, in the Lambda bundle only (api-bundle.ts, `standIns`), for ip-address (about 0.033 MB read at every cold
// start), of which @fastify/rate-limit uses one thing: the key of an IPv6 client is its /56 network (so one customer's
// many addresses share one budget), or the IPv4 address inside an IPv4-mapped one, written in ip-address's
// `correctForm` (RFC 5952: lower case, no leading zeros, the longest run of two or more zero groups as `::`). This
// does exactly that for the addresses Node's isIPv6 accepts (the only ones rate-limit passes on); the infra test
// compares it with ip-address itself. Anything else of ip-address throws a message naming what was left out.
'use strict';

const leftOut = (what) =>
  new Error(
    `${what} of ip-address is left out of the API's Lambda bundle (apps/infra/src/api-bundle.ts, lambda-stand-ins/address6.cjs): bundle ip-address again.`,
  );

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail becomes the last two). */
function groupsOf(text) {
  let address = text;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    address = `${address.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = address.split('::');
  const parts = (part) => (part ? part.split(':') : []);
  const given = rest === undefined ? parts(head) : [...parts(head), ...Array(8 - parts(head).length - parts(rest).length).fill('0'), ...parts(rest)];
  if (given.length !== 8) throw new Error(`not an IPv6 address: ${text}`);
  return given.map((group) => parseInt(group, 16));
}

/** ip-address's correctForm: the first longest run of two or more zero groups becomes `::`. */
function correctForm(groups) {
  let best = { start: -1, length: 0 };
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length++;
    if (length > 1 && length > best.length) best = { start, length };
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

/** Refuses every property the class does not have, naming it, instead of a bare "is not a function". */
const guarded = (object, name) =>
  new Proxy(object, {
    get(target, property, receiver) {
      if (typeof property === 'string' && !(property in target)) throw leftOut(`${name}.${property}`);
      return Reflect.get(target, property, receiver);
    },
  });

class Address4 {
  constructor(groups) {
    this.octets = [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255];
    return guarded(this, 'Address4');
  }

  correctForm() {
    return this.octets.join('.');
  }
}

class Address6 {
  constructor(text) {
    const [address, prefix] = text.replace(/%[^/]*/, '').split('/');
    this.groups = groupsOf(address);
    this.subnetMask = prefix === undefined ? 128 : Number(prefix);
    return guarded(this, 'Address6');
  }

  /** In ::ffff:0:0/96. */
  isMapped4() {
    return this.groups.slice(0, 6).every((group, i) => group === (i === 5 ? 0xffff : 0));
  }

  to4() {
    return new Address4(this.groups);
  }

  /** The first address of the network (the address with every bit past the prefix cleared). */
  startAddress() {
    const groups = this.groups.map((group, i) => {
      const bits = Math.min(16, Math.max(0, this.subnetMask - i * 16));
      return bits === 0 ? 0 : group & ((0xffff << (16 - bits)) & 0xffff);
    });
    return new Address6(correctForm(groups));
  }

  correctForm() {
    return correctForm(this.groups);
  }
}

module.exports = {
  Address6,
  Address4: function Address4LeftOut() {
    throw leftOut('Address4 (on its own)');
  },
};
