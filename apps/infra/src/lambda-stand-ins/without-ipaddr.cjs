// Stands in, in the Lambda bundle only (api-bundle.ts, `standIns`), for ipaddr.js (about 0.013 MB read at every cold
// start), which @fastify/proxy-addr uses only to match addresses against a TRUST_PROXY list of addresses and CIDR
// ranges. On Lambda the stack sets CLIENT_ADDRESS_HEADER (CloudFront's viewer address) and no TRUST_PROXY, so Fastify
// never asks proxy-addr; "true" or a hop count would not need ipaddr.js either. A list would fail with this message.
'use strict';

function ipaddrLeftOut() {
  throw new Error(
    "ipaddr.js is left out of the API's Lambda bundle (apps/infra/src/api-bundle.ts): TRUST_PROXY as addresses or CIDR ranges needs it. On Lambda set CLIENT_ADDRESS_HEADER (the stack does) or a hop count, or bundle ipaddr.js again.",
  );
}

// proxy-addr reads these two when it loads; every other use goes through them or through a parsed address.
module.exports = { isValid: ipaddrLeftOut, parse: ipaddrLeftOut };
