// Alarms on the distribution itself, in us-east-1 where CloudFront's metrics are (an alarm must be in its metric's
// region): the share of viewers' requests answered 5xx by the edge, whatever the cause (the function URL failing or
// throttled, S3, an origin timeout), which the API's own alarms cannot see. A stack of its own because it needs the
// distribution's id from the main stack, which itself needs the us-east-1 stack's certificate and web ACL first; it
// notifies that stack's alarm topic.
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { notifyBothWays, type AlarmTopic } from './alarm-topic';

/** Alarm when more than this share of the edge's answers were 5xx in 5 minutes, ten minutes running. */
export const cloudFront5xxPercentThreshold = 5;
/** Fewer requests than this in 5 minutes say nothing about a rate (two failures of a night's ten requests). */
export const cloudFrontMinimumRequests = 20;

export class PartyBoxEdgeAlarmsStack extends Stack {
  readonly serverErrorRate: Alarm;

  constructor(scope: Construct, id: string, props: StackProps & { distributionId: string; alarmTopic: AlarmTopic }) {
    super(scope, id, { ...props, env: { region: 'us-east-1' }, crossRegionReferences: true });
    const edge = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/CloudFront',
        metricName,
        dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
        statistic,
        period: Duration.minutes(5),
      });
    this.serverErrorRate = new Alarm(this, 'CloudFront5xxRate', {
      metric: new MathExpression({
        expression: `IF(requests >= ${cloudFrontMinimumRequests}, rate, 0)`,
        usingMetrics: { rate: edge('5xxErrorRate', 'Average'), requests: edge('Requests', 'Sum') },
        period: Duration.minutes(5),
        label: 'CloudFront 5xx answers, % of requests',
      }),
      threshold: cloudFront5xxPercentThreshold,
      evaluationPeriods: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `More than ${cloudFront5xxPercentThreshold} % of the shop's answers at the edge were 5xx for 10 minutes: the API (see its alarms), its function URL, S3 or an origin timeout (CloudFront's standard logs, prefix cloudfront/, name the status and the edge result)`,
    });
    notifyBothWays(this.serverErrorRate, props.alarmTopic);
  }
}
