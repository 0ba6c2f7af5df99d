// What CloudFront needs in us-east-1, whatever region the shop runs in: the custom domain's ACM certificate, the WAF
// web ACL, and the alarm on the web ACL's blocked rate (WAF's CloudFront metrics exist only in us-east-1, and an
// alarm must be in its metric's region, so it has its own topic here). The main stack reads the certificate's and
// the web ACL's ARNs through CDK's cross-region references (SSM parameters written here, read there by the
// deployment), so `cdk deploy --all` deploys this stack first.
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';
import { AlarmTopic, notifyBothWays } from './alarm-topic';
import type { StageSettings } from './stages';
import { PartyBoxWebAcl } from './web-acl';

/** Alarm when more than this share of the requests WAF saw in 5 minutes was blocked (a flood, or a rule blocking customers). */
export const wafBlockedPercentThreshold = 5;

export class PartyBoxGlobalStack extends Stack {
  readonly certificate: Certificate;
  readonly webAcl: PartyBoxWebAcl;
  readonly alarmTopic: AlarmTopic;
  readonly blockedRateAlarm: Alarm;

  constructor(scope: Construct, id: string, props: StackProps & { settings: StageSettings }) {
    super(scope, id, { ...props, env: { region: 'us-east-1' }, crossRegionReferences: true });
    const { settings } = props;
    const zone =
      settings.hostedZone && HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: settings.hostedZone.id, zoneName: settings.hostedZone.name });
    this.certificate = new Certificate(this, 'Certificate', {
      domainName: settings.domainName,
      subjectAlternativeNames: [...settings.alternativeNames],
      // Without a hosted zone the deployment waits until the CNAMEs ACM asks for (shown in the stack's events) exist.
      validation: zone ? CertificateValidation.fromDns(zone) : CertificateValidation.fromDns(),
    });
    this.webAcl = new PartyBoxWebAcl(this, 'Waf', { name: `${id}-web-acl`.replace(/[^A-Za-z0-9_-]/g, '-'), ratePer5Minutes: settings.wafRateLimitPer5Minutes });
    this.alarmTopic = new AlarmTopic(this, 'Alarms', { subscribers: settings.alarmSubscribers });
    const waf = (metricName: string) =>
      new Metric({
        namespace: 'AWS/WAFV2',
        metricName,
        dimensionsMap: { WebACL: this.webAcl.name, Rule: 'ALL' },
        statistic: 'Sum',
        period: Duration.minutes(5),
      });
    this.blockedRateAlarm = new Alarm(this, 'WafBlockedRate', {
      metric: new MathExpression({
        expression: '100 * blocked / MAX([blocked + allowed, 1])',
        usingMetrics: { blocked: waf('BlockedRequests'), allowed: waf('AllowedRequests') },
        period: Duration.minutes(5),
        label: 'WAF blocked requests, % of requests',
      }),
      threshold: wafBlockedPercentThreshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `More than ${wafBlockedPercentThreshold} % of requests blocked by WAF in 5 minutes: a flood (the rate rule) or a managed rule refusing real customers (see the web ACL's sampled requests)`,
    });
    notifyBothWays(this.blockedRateAlarm, this.alarmTopic);
  }
}
