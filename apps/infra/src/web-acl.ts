// The AWS WAF web ACL in front of the distribution (scope CLOUDFRONT, so it lives in us-east-1): a per-address rate
// limit on the account endpoints and every write, AWS's managed IP-reputation, common and known-bad-inputs rule
// groups, and its log of the requests it blocked or counted (CloudWatch Logs, secrets redacted).
import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** The methods that change something: every one of them under /api is a write the rate rule counts. */
export const writeMethods = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
/**
 * AWS managed rule groups on the web ACL, in the order they run (each costs US$ 1 a month plus its share of the request
 * charge). Addresses Amazon's threat intelligence lists as bots, scanners and DDoS sources go first: the cheapest test.
 */
export const managedRuleGroups = ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'] as const;
/**
 * Request headers kept out of WAF's log: the session cookies and the secret that reads an order back. (X-Origin-Verify
 * is added after WAF, by CloudFront's origin request, so WAF never sees it.)
 */
export const wafRedactedHeaders = ['cookie', 'order-access-token'] as const;
/** WAF logs only what it blocked or counted: allowed requests are in CloudFront's own logs (edge.ts). */
export const wafLoggedActions = ['BLOCK', 'COUNT'] as const;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

const pathStartsWith = (prefix: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    // CloudFront passes the path as the viewer sent it: /API/AUTH/… must be counted as well.
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
});

const methodIs = (method: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { method: {} },
    positionalConstraint: 'EXACTLY',
    searchString: method,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

export class PartyBoxWebAcl extends Construct {
  readonly webAcl: CfnWebACL;
  /** The web ACL's name, also its CloudWatch dimension `WebACL`. */
  readonly name: string;
  /** WAF's log (its name must start with `aws-waf-logs-`; WAF adds the log group's resource policy itself). */
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: { name: string; ratePer5Minutes: number }) {
    super(scope, id);
    this.name = props.name;
    const managed = (name: (typeof managedRuleGroups)[number], priority: number, ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[]) => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ...(ruleActionOverrides && { ruleActionOverrides }) } },
      visibilityConfig: visibility(name),
    });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      description: 'Party Box: per-address rate limit on account and write endpoints, AWS IP reputation, common and known-bad-inputs rules',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.name),
      rules: [
        {
          // Evaluated first: a flood is blocked before the managed rules spend their capacity units on it.
          name: 'AccountAndWriteRate',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: props.ratePer5Minutes,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                orStatement: {
                  statements: [
                    pathStartsWith('/api/auth/'),
                    { andStatement: { statements: [pathStartsWith('/api/'), { orStatement: { statements: writeMethods.map(methodIs) } }] } },
                  ],
                },
              },
            },
          },
          visibilityConfig: visibility('AccountAndWriteRate'),
        },
        // The common set blocks bodies over 8 KB; the API accepts up to 16 KiB and answers a larger one with its own
        // 413 and message, so that one rule only counts.
        managed('AWSManagedRulesAmazonIpReputationList', 1),
        managed('AWSManagedRulesCommonRuleSet', 2, [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 3),
      ],
    });
    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `aws-waf-logs-${props.name}`,
      retention: RetentionDays.THREE_MONTHS,
      // Its name is fixed (WAF's prefix): a log group kept after the stack is deleted would stop the stack's next creation.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // The log group's ARN as WAF documents it, without the `:*` CloudFormation's Arn attribute ends with.
      logDestinationConfigs: [
        Stack.of(this).formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: this.logGroup.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: wafRedactedHeaders.map((name) => ({ singleHeader: { Name: name } })),
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [{ Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: wafLoggedActions.map((action) => ({ ActionCondition: { Action: action } })) }],
      },
    });
  }
}
