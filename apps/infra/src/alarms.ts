// Alarms to the stage's alarm topic (alarm-topic.ts), each with a notice when it is over (OK): the API's 5xx rate and
// count, latency, errors and throttles, throttling of any table, the customer messages (outbox age, SMS and e-mail
// failures, texts refused by the caps), webhook signature failures, dispute events and reconciliation lag, from the
// API's own metrics of this stage (apps/api/src/platform/observability/metrics.ts, dimension Stage), and a monthly AWS Budget.
// The WAF and CloudFront alarms are in us-east-1, where those metrics are (global-stack.ts, edge-alarms-stack.ts).
import { metricNames, metricNamespace, stageDimension } from '@partybox/api';
import { Duration } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Alias } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { AlarmTopic, notifyBothWays } from './alarm-topic';
import type { AlarmSubscriber } from './stages';
import type { DeployedTable } from './tables';

/** Thresholds (README, "Alarms"). */
export const alarmThresholds = {
  serverErrorPercent: 2,
  p99LatencyMs: 3000,
  /** Function errors (uncaught, timeouts, crashes) in 5 minutes; also what rolls a canary back. */
  functionErrors: 5,
  /** The schedule sends every minute: a message older than this is stuck. */
  outboxOldestAgeSeconds: 600,
  /** 5xx answers in one minute that roll a deployment back (the canary's 10 % sees a few requests a minute off-peak). */
  deploymentServerErrorsPerMinute: 2,
  /** Reconciliation runs with every minute's schedule: no finished pass for this long is lag. */
  reconciliationLagMinutes: 15,
} as const;

export interface AlarmsProps {
  /** The stage whose metrics the API's own alarms watch (their Stage dimension). */
  readonly stage: string;
  readonly alias: Alias;
  readonly tables: readonly DeployedTable[];
  readonly subscribers: readonly AlarmSubscriber[];
  readonly monthlyBudgetUsd?: number;
}

export class PartyBoxAlarms extends Construct {
  readonly alarmTopic: AlarmTopic;
  readonly alarms: Alarm[] = [];
  /** Function errors on the live alias: CodeDeploy rolls a gradual deployment back on it. */
  readonly functionErrors: Alarm;
  /** 5xx answers on the live alias in a minute, with or without a function error: also rolls a deployment back. */
  readonly deploymentServerErrors: Alarm;
  readonly budget?: CfnBudget;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.alarmTopic = new AlarmTopic(this, 'Topic', { subscribers: props.subscribers });
    const { alias } = props;
    const fnName = alias.version.lambda.functionName;
    // The function URL is on the alias, so its metrics carry the alias as Resource.
    const urlMetric = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/Lambda',
        metricName,
        dimensionsMap: { FunctionName: fnName, Resource: `${fnName}:${alias.aliasName}` },
        statistic,
        period: Duration.minutes(5),
      });
    // Only this stage's metrics: staging's failures never fire production's alarms.
    const api = (metricName: string, dimensionsMap: Record<string, string> = {}, statistic = 'Sum') =>
      new Metric({
        namespace: metricNamespace,
        metricName,
        dimensionsMap: { [stageDimension]: props.stage, ...dimensionsMap },
        statistic,
        period: Duration.minutes(5),
      });

    this.add('ServerErrorRate', {
      metric: new MathExpression({
        expression: '100 * errors / MAX([requests, 1])',
        usingMetrics: { errors: urlMetric('Url5xxCount', 'Sum'), requests: urlMetric('UrlRequestCount', 'Sum') },
        period: Duration.minutes(5),
        label: 'API 5xx answers, % of requests',
      }),
      threshold: alarmThresholds.serverErrorPercent,
      description: `More than ${alarmThresholds.serverErrorPercent} % of API answers were 5xx in 5 minutes (503: database unreachable or throttled; 500: a bug; see the function's log)`,
    });
    this.add('Latency', {
      metric: urlMetric('UrlRequestLatency', 'p99'),
      threshold: alarmThresholds.p99LatencyMs,
      evaluationPeriods: 3,
      description: `API p99 latency above ${alarmThresholds.p99LatencyMs} ms for 15 minutes`,
    });
    this.functionErrors = this.add('FunctionErrors', {
      metric: alias.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: alarmThresholds.functionErrors,
      description: `More than ${alarmThresholds.functionErrors} function errors (crashes, timeouts) in 5 minutes on the live alias; during a deployment this rolls it back`,
    });
    // The API answers a 500 (a bug caught by its error handler) or a 503 without a function error: the canary must
    // see those too, within its 5 minutes, so a one-minute count rather than the 5-minute rate above.
    this.deploymentServerErrors = this.add('DeploymentServerErrors', {
      metric: urlMetric('Url5xxCount', 'Sum').with({ period: Duration.minutes(1) }),
      threshold: alarmThresholds.deploymentServerErrorsPerMinute,
      description: `More than ${alarmThresholds.deploymentServerErrorsPerMinute} API answers were 5xx in one minute; during a deployment this rolls it back`,
    });
    this.add('LambdaThrottles', {
      metric: alias.version.lambda.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 0,
      description: 'Lambda refused invocations: the reserved concurrency (stages.ts) is reached; WAF limits a flood, a real peak needs more (README)',
    });
    this.add('OutboxBacklogAge', {
      metric: api(metricNames.outboxOldestAge, {}, 'Maximum'),
      threshold: alarmThresholds.outboxOldestAgeSeconds,
      description: `A customer message has waited over ${alarmThresholds.outboxOldestAgeSeconds / 60} minutes in the outbox: the schedule, SNS or SES is failing (see MessageFailed and the log)`,
    });
    for (const channel of ['sms', 'email'] as const) {
      this.add(`MessageFailed-${channel}`, {
        metric: api(metricNames.messageFailed, { Channel: channel }),
        threshold: 0,
        description: `${channel === 'sms' ? 'An SMS' : 'An e-mail'} to a customer or operator failed to send (SNS spend limit, DLT template, SES sandbox or quota: see the log)`,
      });
    }
    this.add('SmsRefused', {
      metric: api(metricNames.smsRefused),
      threshold: 0,
      description:
        'Code texts were refused by the per-number daily cap or the hourly SMS budget (apps/api README): a flood, or a peak the budget must be raised for',
    });
    this.add('OwedSmsBudgetSpent', {
      metric: api(metricNames.owedSmsBudgetSpent),
      threshold: 0,
      description:
        'A text the shop owes (order messages, team alerts) was not sent: an order used its SMS_TEXTS_PER_ORDER texts to one number, or the day’s alerts about custom requests were spent (apps/api README)',
    });
    this.add('WebhookSignatureFailed', {
      metric: api(metricNames.webhookSignatureFailed),
      threshold: 0,
      description:
        "Razorpay webhooks refused for their signature: RAZORPAY_WEBHOOK_SECRET differs from the dashboard's (every event fails; Razorpay disables the webhook after 24 hours of failures) or someone is posting forged events (see the log's 'refused: webhook signature' lines)",
    });
    this.add('PaymentDisputes', {
      metric: api(metricNames.paymentDisputeEvent),
      threshold: 0,
      description:
        "A payment.dispute.* event from Razorpay: a customer's bank disputes a payment; answer it in Razorpay's dashboard (Disputes) before its deadline",
    });
    this.add('ReconciliationLag', {
      metric: api(metricNames.reconciliationPassed),
      threshold: 1,
      evaluationPeriods: alarmThresholds.reconciliationLagMinutes / 5,
      comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
      // No data at all is the failure this alarm is for: the schedule or the pass has stopped.
      treatMissingData: TreatMissingData.BREACHING,
      description: `No reconciliation pass finished for ${alarmThresholds.reconciliationLagMinutes} minutes: payments whose webhook was lost and pending refunds are not being checked (see the function's log for 'reconciliation pass failed')`,
    });
    for (const { definition, table } of props.tables) {
      const throttles: Record<string, IMetric> = {
        reads: table.metric('ReadThrottleEvents', { statistic: 'Sum', period: Duration.minutes(5) }),
        writes: table.metric('WriteThrottleEvents', { statistic: 'Sum', period: Duration.minutes(5) }),
      };
      this.add(`Throttles-${definition.kind}`, {
        metric: new MathExpression({
          expression: 'reads + writes',
          usingMetrics: throttles,
          period: Duration.minutes(5),
          label: `${definition.name} throttled requests`,
        }),
        threshold: 0,
        description: `DynamoDB throttled requests on ${definition.name} (on-demand: a sudden peak over twice the previous one, or a hot key)`,
      });
    }
    if (props.monthlyBudgetUsd !== undefined) {
      const notify = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
        notification: { notificationType, comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
        subscribers: [{ subscriptionType: 'SNS', address: this.alarmTopic.topic.topicArn }],
      });
      this.budget = new CfnBudget(this, 'MonthlyBudget', {
        budget: { budgetType: 'COST', timeUnit: 'MONTHLY', budgetLimit: { amount: props.monthlyBudgetUsd, unit: 'USD' } },
        notificationsWithSubscribers: [notify('ACTUAL', 80), notify('FORECASTED', 100)],
      });
    }
  }

  private add(
    id: string,
    props: {
      metric: IMetric;
      threshold: number;
      evaluationPeriods?: number;
      description: string;
      comparisonOperator?: ComparisonOperator;
      treatMissingData?: TreatMissingData;
    },
  ): Alarm {
    const alarm = new Alarm(this, id, {
      metric: props.metric,
      threshold: props.threshold,
      evaluationPeriods: props.evaluationPeriods ?? 1,
      alarmDescription: props.description,
      comparisonOperator: props.comparisonOperator ?? ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: props.treatMissingData ?? TreatMissingData.NOT_BREACHING,
    });
    notifyBothWays(alarm, this.alarmTopic);
    this.alarms.push(alarm);
    return alarm;
  }
}
