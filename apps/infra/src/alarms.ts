// Alarms to the stage's alarm topic (alarm-topic.ts): the API's 5xx rate, latency, errors and throttles, throttling of
// any table, the customer messages (outbox age, SMS and e-mail failures, texts refused by the caps) from the API's own
// metrics (apps/api/src/observability/metrics.ts), and a monthly AWS Budget. The WAF alarm is in global-stack.ts.
import { metricNames, metricNamespace } from '@partybox/api/observability/metrics';
import { Duration } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Alias } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { AlarmTopic } from './alarm-topic';
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
} as const;

export interface AlarmsProps {
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
    const api = (metricName: string, dimensionsMap: Record<string, string> = {}, statistic = 'Sum') =>
      new Metric({ namespace: metricNamespace, metricName, dimensionsMap, statistic, period: Duration.minutes(5) });

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

  private add(id: string, props: { metric: IMetric; threshold: number; evaluationPeriods?: number; description: string }): Alarm {
    const alarm = new Alarm(this, id, {
      metric: props.metric,
      threshold: props.threshold,
      evaluationPeriods: props.evaluationPeriods ?? 1,
      alarmDescription: props.description,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.alarmTopic.topic));
    this.alarms.push(alarm);
    return alarm;
  }
}
