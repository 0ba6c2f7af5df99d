// What issue 21 asks of the AWS stack: the API only through CloudFront (secret header, viewer address), WAF on the
// distribution, reserved concurrency and a gradual deployment, alarms that reach someone (a key CloudWatch may use,
// subscriptions, the message and budget alarms), TTL on the expiring tables, the domain and its certificate, and a
// staging stage beside production.
import { tablesFor, originSecretHeader, metricNames, metricNamespace } from '@partybox/api';
import { apiRequestHeaders } from '@partybox/contracts/wire';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiViewerHeaders, viewerAddressHeader } from '../src/edge';
import { production, staging } from '../src/stages';
import { originSecretSetting } from '../src/stack';
import { managedRuleGroups } from '../src/web-acl';
import { synthesise, type Synthesised } from './synth';

let synth: Synthesised;
beforeAll(async () => {
  synth = await synthesise();
});

type Resource = { Type: string; Properties: Record<string, unknown>; UpdatePolicy?: unknown };
const prod = () => synth.templateOf(synth.stages.prod!.main);
const prodGlobal = () => synth.templateOf(synth.stages.prod!.global);
const resources = (template: ReturnType<typeof prod>, type: string) => Object.entries(template.findResources(type) as Record<string, Resource>);
/** The API function's settings: its environment (settings that are not secrets are not in SSM). */
const apiSettings = (template: ReturnType<typeof prod>): Record<string, string> => {
  const api = resources(template, 'AWS::Lambda::Function').find(([, fn]) => JSON.stringify(fn.Properties.Environment ?? {}).includes('SETTINGS_PATH'))!;
  return (api[1].Properties.Environment as { Variables: Record<string, string> }).Variables;
};
const distributionConfig = () => resources(prod(), 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig as Record<string, unknown>;

describe('the API only through CloudFront', () => {
  it('puts the function URL on the live alias with auth type NONE, and CloudFront sends the secret header from Parameter Store', () => {
    prod().hasResourceProperties('AWS::Lambda::Url', { AuthType: 'NONE', Qualifier: 'live' });
    const origins = distributionConfig().Origins as { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    const api = origins.find((origin) => origin.OriginCustomHeaders?.some((h) => h.HeaderName === originSecretHeader));
    expect(api, 'an origin with the secret header').toBeDefined();
    // The value is a CloudFormation parameter of type SSM String, resolved at deploy time: never in the template.
    // The first of "current,previous" while the secret is rotated (README).
    const value = api!.OriginCustomHeaders!.find((h) => h.HeaderName === originSecretHeader)!.HeaderValue as {
      'Fn::Select': [0, { 'Fn::Split': [string, { Ref: string }] }];
    };
    const [
      index,
      {
        'Fn::Split': [separator, { Ref: ref }],
      },
    ] = value['Fn::Select'];
    expect([index, separator]).toEqual([0, ',']);
    const parameter = (prod().toJSON() as { Parameters: Record<string, { Type: string; Default: string }> }).Parameters[ref]!;
    expect(parameter).toEqual({ Type: 'AWS::SSM::Parameter::Value<String>', Default: `/partybox/prod/${originSecretSetting}` });
    // The function reads the same parameter with its settings path (the API refuses a request without it: 403).
    expect(parameter.Default.startsWith('/partybox/prod/')).toBe(true);
  });

  it("takes the client address from CloudFront's viewer address header, forwarding no Host and no X-Forwarded-For", () => {
    const [, policy] = resources(prod(), 'AWS::CloudFront::OriginRequestPolicy')[0]!;
    const config = policy.Properties.OriginRequestPolicyConfig as { HeadersConfig: { HeaderBehavior: string; Headers: string[] } };
    expect(config.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect(config.HeadersConfig.Headers).toEqual(expect.arrayContaining([viewerAddressHeader, ...apiViewerHeaders]));
    expect(config.HeadersConfig.Headers.map((h) => h.toLowerCase())).not.toContain('host');
    expect(config.HeadersConfig.Headers.map((h) => h.toLowerCase())).not.toContain('x-forwarded-for');
    expect(apiSettings(prod()).CLIENT_ADDRESS_HEADER).toBe('cloudfront-viewer-address');
    expect(apiSettings(prod())).not.toHaveProperty('TRUST_PROXY');
  });
});

describe('the headers the API reads reach it', () => {
  it("forwards every header of the API's shared list (the routes read theirs by it), Razorpay's signature and event id included", () => {
    const [, policy] = resources(prod(), 'AWS::CloudFront::OriginRequestPolicy')[0]!;
    const forwarded = (policy.Properties.OriginRequestPolicyConfig as { HeadersConfig: { Headers: string[] } }).HeadersConfig.Headers.map((h) =>
      h.toLowerCase(),
    );
    const missing = Object.values(apiRequestHeaders).filter((name) => !forwarded.includes(name.toLowerCase()));
    expect(missing, 'headers the API reads that CloudFront would drop').toEqual([]);
    expect(forwarded).toEqual(expect.arrayContaining(['x-razorpay-signature', 'x-razorpay-event-id']));
    // CloudFront's allowance without a quota raise.
    expect(forwarded.length).toBeLessThanOrEqual(10);
  });
});

describe('AWS WAF', () => {
  it('is a CLOUDFRONT web ACL in us-east-1 with the rate rule first, then the common and known-bad-inputs groups', () => {
    expect(synth.stages.prod!.global.region).toBe('us-east-1');
    const [, acl] = resources(prodGlobal(), 'AWS::WAFv2::WebACL')[0]!;
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    const rules = acl.Properties.Rules as { Name: string; Priority: number; Action?: unknown; Statement: Record<string, unknown> }[];
    const rate = rules.find((rule) => rule.Name === 'AccountAndWriteRate')!;
    expect(rate.Priority).toBe(0);
    expect(rate.Action).toEqual({ Block: {} });
    const statement = rate.Statement.RateBasedStatement as { Limit: number; AggregateKeyType: string; ScopeDownStatement: unknown };
    expect(statement).toMatchObject({ Limit: production.wafRateLimitPer5Minutes, AggregateKeyType: 'IP' });
    const scope = JSON.stringify(statement.ScopeDownStatement);
    for (const needle of ['/api/auth/', '/api/', 'POST', 'PUT', 'PATCH', 'DELETE']) expect(scope).toContain(`"SearchString":"${needle}"`);
    const groups = rules.map((rule) => (rule.Statement.ManagedRuleGroupStatement as { Name?: string } | undefined)?.Name).filter(Boolean);
    expect(groups).toEqual([...managedRuleGroups]);
  });

  it('is attached to the distribution', () => {
    expect(distributionConfig().WebACLId).toBeDefined();
    expect(JSON.stringify(distributionConfig().WebACLId)).toMatch(/ExportsReader|WebAcl/);
  });

  it('alarms on the blocked rate, in us-east-1 where WAF metrics are', () => {
    const alarm = resources(prodGlobal(), 'AWS::CloudWatch::Alarm').map(([, a]) => JSON.stringify(a.Properties));
    expect(alarm.some((a) => a.includes('BlockedRequests') && a.includes('AllowedRequests') && a.includes('AWS/WAFV2'))).toBe(true);
  });
});

describe('the function', () => {
  it('has the reserved concurrency of its stage', () => {
    prod().hasResourceProperties('AWS::Lambda::Function', { ReservedConcurrentExecutions: production.reservedConcurrency, Handler: 'index.handler' });
    synth.templateOf(synth.stages.staging!.main).hasResourceProperties('AWS::Lambda::Function', { ReservedConcurrentExecutions: staging.reservedConcurrency });
  });

  it('reads the catalog checked at build time', () => {
    prod().hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ CHECKED_CATALOG_FILE: '/var/task/catalog.checked.json' }) },
    });
  });

  it('deploys a new version through the alias gradually (canary 10 % for 5 minutes), rolled back on the errors alarm', () => {
    prod().hasResourceProperties('AWS::CodeDeploy::DeploymentGroup', {
      DeploymentConfigName: 'CodeDeployDefault.LambdaCanary10Percent5Minutes',
      AutoRollbackConfiguration: { Enabled: true, Events: Match.arrayWith(['DEPLOYMENT_STOP_ON_ALARM']) },
      AlarmConfiguration: { Enabled: true, Alarms: [{ Name: Match.anyValue() }, { Name: Match.anyValue() }] },
    });
    const [, alias] = resources(prod(), 'AWS::Lambda::Alias')[0]!;
    expect(alias.Properties.Name).toBe('live');
    expect(JSON.stringify(alias.UpdatePolicy)).toContain('CodeDeployLambdaAliasUpdate');
    const [, group] = resources(prod(), 'AWS::CodeDeploy::DeploymentGroup')[0]!;
    const alarmRef = JSON.stringify((group.Properties.AlarmConfiguration as { Alarms: unknown[] }).Alarms);
    expect(alarmRef).toContain('FunctionErrors');
  });
});

describe('alarms reach someone', () => {
  it.each([
    ['main', () => prod()],
    ['us-east-1', () => prodGlobal()],
  ])('%s: the topic is encrypted with a customer-managed key CloudWatch may use, and subscribed in code', (_where, template) => {
    const [[keyId, key]] = resources(template(), 'AWS::KMS::Key') as [[string, Resource]];
    const statements = (key.Properties.KeyPolicy as { Statement: { Principal?: { Service?: string | string[] }; Action: string[] }[] }).Statement;
    const forServices = statements.find((s) => JSON.stringify(s.Principal ?? {}).includes('cloudwatch.amazonaws.com'))!;
    expect(forServices.Action).toEqual(expect.arrayContaining(['kms:GenerateDataKey*', 'kms:Decrypt']));
    template().hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] } });
    expect(JSON.stringify(template().toJSON())).not.toContain('alias/aws/sns');
    const subscriptions = resources(template(), 'AWS::SNS::Subscription').map(([, s]) => [s.Properties.Protocol, s.Properties.Endpoint]);
    expect(subscriptions).toEqual(production.alarmSubscribers.map((s) => ('email' in s ? ['email', s.email] : ['sms', s.sms])));
    for (const [, alarm] of resources(template(), 'AWS::CloudWatch::Alarm')) expect(alarm.Properties.AlarmActions).toHaveLength(1);
  });

  it("alarms on the outbox age, SMS and e-mail failures and texts refused, from the API's own metrics", () => {
    const alarms = resources(prod(), 'AWS::CloudWatch::Alarm').map(
      ([, a]) => a.Properties as { Namespace?: string; MetricName?: string; Dimensions?: unknown },
    );
    const ours = alarms.filter((a) => a.Namespace === metricNamespace);
    const stage = { Name: 'Stage', Value: 'prod' };
    expect(ours.map((a) => [a.MetricName, a.Dimensions ?? []])).toEqual(
      expect.arrayContaining([
        [metricNames.outboxOldestAge, [stage]],
        [metricNames.messageFailed, [{ Name: 'Channel', Value: 'sms' }, stage]],
        [metricNames.messageFailed, [{ Name: 'Channel', Value: 'email' }, stage]],
        [metricNames.smsRefused, [stage]],
      ]),
    );
  });

  it('has a monthly AWS Budget notifying the alarm topic', () => {
    prod().hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: production.monthlyBudgetUsd, Unit: 'USD' } },
      NotificationsWithSubscribers: Match.arrayWith([Match.objectLike({ Subscribers: [{ SubscriptionType: 'SNS', Address: Match.anyValue() }] })]),
    });
    prod().hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: Match.arrayWith(['budgets.amazonaws.com']) } })]) },
    });
  });
});

describe('tables that expire', () => {
  it('deploys TTL on every table whose definition has an expiry attribute, and only there', () => {
    for (const definition of Object.values(tablesFor(''))) {
      const [, table] = resources(prod(), 'AWS::DynamoDB::Table').find(([, t]) => t.Properties.TableName === definition.name)!;
      if (definition.ttlAttribute)
        expect(table.Properties.TimeToLiveSpecification, definition.name).toEqual({ AttributeName: definition.ttlAttribute, Enabled: true });
      else expect(table.Properties.TimeToLiveSpecification, definition.name).toBeUndefined();
    }
    expect(
      Object.values(tablesFor(''))
        .filter((d) => d.ttlAttribute)
        .map((d) => d.name),
    ).toEqual(['PartyBoxCheckouts', 'PartyBoxLimits']);
  });
});

describe('the domain and the stages', () => {
  it('serves the shop domain with its us-east-1 certificate and TLS 1.2', () => {
    prodGlobal().hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: production.domainName,
      SubjectAlternativeNames: [...production.alternativeNames],
      ValidationMethod: 'DNS',
    });
    const config = distributionConfig();
    expect(config.Aliases).toEqual([production.domainName, ...production.alternativeNames]);
    expect(config.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
  });

  it('has a staging stage beside production: its own stacks, tables, settings path, domain and alarms', () => {
    const { main, global } = synth.stages.staging!;
    expect([main.stackName, main.region, global.stackName, global.region]).toEqual(['PartyBox-staging', 'ap-south-1', 'PartyBox-staging-Global', 'us-east-1']);
    const template = synth.templateOf(main);
    const names = resources(template, 'AWS::DynamoDB::Table').map(([, t]) => t.Properties.TableName);
    expect(names.sort()).toEqual(
      Object.values(tablesFor(staging.tablePrefix))
        .map((d) => d.name)
        .sort(),
    );
    expect(apiSettings(template)).toMatchObject({ SITE_ORIGIN: `https://${staging.domainName}`, TABLE_PREFIX: staging.tablePrefix });
    template.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolName: 'PartyBox-staging' });
    synth.templateOf(global).hasResourceProperties('AWS::CertificateManager::Certificate', { DomainName: staging.domainName });
    template.resourceCountIs('AWS::SNS::Subscription', staging.alarmSubscribers.length);
    // One budget watches the account: production's.
    template.resourceCountIs('AWS::Budgets::Budget', 0);
    template.hasResourceProperties('AWS::CodeDeploy::DeploymentGroup', { DeploymentConfigName: 'CodeDeployDefault.LambdaAllAtOnce' });
  });
});
