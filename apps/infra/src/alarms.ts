// Alarms to an SNS topic: the API's 5xx rate, its latency, and throttling of Lambda and of any table.
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Alias } from 'aws-cdk-lib/aws-kms';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { DeployedTable } from './tables';

/** Thresholds: more than 2 % of API answers 5xx over 5 minutes; p99 over 3 s for 15 minutes; any throttle. */
export const alarmThresholds = { serverErrorPercent: 2, p99LatencyMs: 3000 } as const;

export class PartyBoxAlarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: { fn: LambdaFunction; tables: readonly DeployedTable[]; alarmEmail?: string }) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', {
      displayName: 'Party Box alarms',
      enforceSSL: true,
      masterKey: Alias.fromAliasName(this, 'SnsKey', 'alias/aws/sns'),
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const fnName = props.fn.functionName;
    const urlMetric = (metricName: string, statistic: string) =>
      new Metric({ namespace: 'AWS/Lambda', metricName, dimensionsMap: { FunctionName: fnName, Resource: fnName }, statistic, period: Duration.minutes(5) });

    this.add('ServerErrorRate', {
      metric: new MathExpression({
        expression: '100 * errors / MAX([requests, 1])',
        usingMetrics: { errors: urlMetric('Url5xxCount', 'Sum'), requests: urlMetric('UrlRequestCount', 'Sum') },
        period: Duration.minutes(5),
        label: 'API 5xx answers, % of requests',
      }),
      threshold: alarmThresholds.serverErrorPercent,
      evaluationPeriods: 1,
      description: `More than ${alarmThresholds.serverErrorPercent} % of API answers were 5xx in 5 minutes (503: database unreachable or throttled; 500: a bug; see the function's log)`,
    });
    this.add('Latency', {
      metric: urlMetric('UrlRequestLatency', 'p99'),
      threshold: alarmThresholds.p99LatencyMs,
      evaluationPeriods: 3,
      description: `API p99 latency above ${alarmThresholds.p99LatencyMs} ms for 15 minutes`,
    });
    this.add('LambdaThrottles', {
      metric: props.fn.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 0,
      evaluationPeriods: 1,
      description: 'Lambda refused invocations: the account concurrency limit is reached (raise it: README, Cost and scale)',
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
        evaluationPeriods: 1,
        description: `DynamoDB throttled requests on ${definition.name} (on-demand: a sudden peak over twice the previous one, or a hot key)`,
      });
    }
  }

  private add(id: string, props: { metric: IMetric; threshold: number; evaluationPeriods: number; description: string }): void {
    const alarm = new Alarm(this, id, {
      ...props,
      alarmDescription: props.description,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
