// The API's own CloudWatch metrics, written as Embedded Metric Format log lines: on Lambda, CloudWatch Logs turns each
// line into metric data (no PutMetricData call, no extra permission); elsewhere they are ordinary log lines.

/** The namespace of every metric the API emits; the alarms in apps/infra read the same constants. */
export const metricNamespace = 'PartyBox';

/** Every metric the API emits, defined once for the emitter and the alarms. */
export const metricNames = {
  /** A text message handed to the SMS provider (Cognito's codes are counted where our API asks for them). */
  smsSent: 'SmsSent',
  /** A code text (sign-up, resend, reset, sign-in) refused by a cap: the per-number daily cap or the global hourly budget. */
  smsRefused: 'SmsRefused',
  /**
   * A text the shop owes (an order's messages to its customer, the team's alerts) refused because the order spent its
   * own budget (SMS_TEXTS_PER_ORDER), or the day's budget of alerts about custom requests: never a flood's doing, so
   * it alarms at the first one.
   */
  owedSmsBudgetSpent: 'OwedSmsBudgetSpent',
  /** A customer or operator message (SMS or e-mail) whose sending failed; dimension Channel. */
  messageFailed: 'MessageFailed',
  /** Age in seconds of the oldest unsent message in the outbox, at each dispatcher round. */
  outboxOldestAge: 'OutboxOldestAgeSeconds',
  /** A webhook refused because its signature did not match (a wrong RAZORPAY_WEBHOOK_SECRET, or a forgery). */
  webhookSignatureFailed: 'WebhookSignatureFailed',
  /** A signed `payment.dispute.*` event from Razorpay: money at stake the team must answer for. */
  paymentDisputeEvent: 'PaymentDisputeEvents',
  /** A reconciliation pass that finished: none for a while means payments and refunds are no longer checked. */
  reconciliationPassed: 'ReconciliationPasses',
} as const;

/** The dimension every metric carries, so one stage's failures never fire another stage's alarms. */
export const stageDimension = 'Stage';

let metricStage = 'local';

/**
 * Names the stage this process emits metrics for (STAGE; `local` unless set). A process serves one stage, so it is
 * set once when the server is built rather than passed through every emitter.
 */
export function setMetricStage(stage: string): void {
  metricStage = stage;
}

export type MetricName = (typeof metricNames)[keyof typeof metricNames];

/** Writes one EMF line: `value` of `name` (Count unless `unit` says otherwise), with the stage and optional dimensions. */
export function emitMetric(
  log: { info(object: object, message: string): void },
  name: MetricName,
  value = 1,
  unit: 'Count' | 'Seconds' = 'Count',
  dimensions: Readonly<Record<string, string>> = {},
): void {
  const withStage = { [stageDimension]: metricStage, ...dimensions };
  const dimensionNames = Object.keys(withStage);
  log.info(
    {
      _aws: {
        Timestamp: Date.now(),
        CloudWatchMetrics: [{ Namespace: metricNamespace, Dimensions: [dimensionNames], Metrics: [{ Name: name, Unit: unit }] }],
      },
      ...withStage,
      [name]: value,
    },
    `metric ${name} ${value}`,
  );
}
