// Razorpay's error answers: `{ error: { code, description, source, step, reason, metadata, field } }` with an HTTP status.

export interface RazorpayErrorBody {
  code: 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR';
  description: string;
  source: string | null;
  step: string | null;
  reason: string | null;
  metadata: Record<string, string>;
  field?: string;
}

/** An error the sandbox answers with; `statusCode` is the HTTP status. */
export class RazorpayApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.description);
  }

  toJSON(): { error: RazorpayErrorBody } {
    return { error: this.body };
  }
}

/** A request Razorpay refuses while validating its input (400, source business, reason input_validation_failed). */
export function badRequest(description: string, field?: string): RazorpayApiError {
  return new RazorpayApiError(400, {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    ...(field ? { field } : {}),
  });
}

/** 400 "The id provided does not exist", Razorpay's answer for a well-formed id it does not know. */
export function unknownId(): RazorpayApiError {
  return badRequest('The id provided does not exist');
}

/** 400 "<id> is not a valid id", for an id of the wrong shape. */
export function malformedId(id: string): RazorpayApiError {
  return badRequest(`${id} is not a valid id`);
}

/** 401 for a missing or wrong key id or secret (source, step and reason "NA", as Razorpay sends them). */
export function authenticationFailed(description: string): RazorpayApiError {
  return new RazorpayApiError(401, { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} });
}

/** 503 while the sandbox plays a gateway that is down. */
export function gatewayUnavailable(): RazorpayApiError {
  return new RazorpayApiError(503, {
    code: 'SERVER_ERROR',
    description: 'The server is currently unable to handle the request due to a temporary overload or maintenance (sandbox: gateway down).',
    source: 'NA',
    step: 'NA',
    reason: 'server_error',
    metadata: {},
  });
}

/** The balance refusal Razorpay answers a refund it will not make (its public error description, word for word). */
export const notEnoughBalanceForRefund =
  'Your account does not have enough balance to carry out the refund operation. You can add funds to your account from your Razorpay dashboard or capture new payments.';

/** A refund Razorpay refuses outright (400; its refund-error samples carry null source, step and reason). */
export function refundRefused(description: string): RazorpayApiError {
  return new RazorpayApiError(400, { code: 'BAD_REQUEST_ERROR', description, source: null, step: null, reason: null, metadata: {} });
}

/** 429 from Razorpay's rate limiter, with its rate-limit description ("Request failed. Please try after sometime."). */
export function rateLimited(): RazorpayApiError {
  return new RazorpayApiError(429, {
    code: 'BAD_REQUEST_ERROR',
    description: 'Request failed. Please try after sometime.',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  });
}
