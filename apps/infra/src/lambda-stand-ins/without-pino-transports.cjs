// Stands in, in the Lambda bundle only (api-bundle.ts, `standIns`), for pino's transports (lib/transport.js with
// thread-stream and its worker loader, about 0.02 MB read at every cold start because pino requires them when it
// loads). The API logs JSON lines to stdout, which Lambda sends to CloudWatch; a transport (a worker thread writing
// logs elsewhere) is never configured there. Should one ever be, the logger fails to start with this message.
'use strict';

/** Thrown where pino would start a transport. */
function transportsLeftOut() {
  throw new Error(
    "pino's transports are left out of the API's Lambda bundle (apps/infra/src/api-bundle.ts): the function logs to stdout for CloudWatch. Remove the logger's `transport` option, or bundle pino's transports again.",
  );
}

module.exports = transportsLeftOut;
