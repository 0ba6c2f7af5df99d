// Issue 25 point 7, deploys and stages an ops team can trust: the canary rolls back on 5xx answers too and a
// pre-traffic hook checks each new version first; the API's metrics carry the stage and each stage's alarms watch its
// own; staging has its own SMS budget, allow-list, alarm mailbox and is not indexed; alarms on CloudFront 5xx, webhook
// signature failures, reconciliation lag and disputes, each with an OK notice; WAF's log and the IP-reputation group;
// catalog images cached at the edge under their own policy.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { originSecretHeader, metricNames, metricNamespace } from '@partybox/api';
import { apiPaths } from '@partybox/contracts/wire';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { imagesCacheControl, imagesEdgeTtl, noindexHeader } from '../src/edge';
import { webClientDir } from '../src/page-hashes';
import { preTrafficHookSource } from '../src/pre-traffic-hook';
import { production, staging } from '../src/stages';
import { managedRuleGroups, wafLoggedActions, wafRedactedHeaders } from '../src/web-acl';
import { synthesise, type Synthesised } from './synth';

let synth: Synthesised;
beforeAll(async () => {
  synth = await synthesise();
});

type Resource = { Type: string; Properties: Record<string, unknown>; UpdatePolicy?: Record<string, unknown> };
const main = (stage: 'prod' | 'staging') => synth.templateOf(synth.stages[stage]!.main);
const global = (stage: 'prod' | 'staging') => synth.templateOf(synth.stages[stage]!.global);
const edgeAlarms = (stage: 'prod' | 'staging') => synth.templateOf(synth.stages[stage]!.edgeAlarms);
const resources = (template: Template, type: string) => Object.entries(template.findResources(type) as Record<string, Resource>);
const alarmsOf = (template: Template): ({ id: string } & Record<string, unknown>)[] =>
  resources(template, 'AWS::CloudWatch::Alarm').map(([id, alarm]) => ({ id, ...alarm.Properties }));
/** A setting of the API function (its environment: settings that are not secrets are not in SSM). */
const setting = (template: Template, name: string) => {
  const api = resources(template, 'AWS::Lambda::Function').find(([, fn]) => JSON.stringify(fn.Properties.Environment ?? {}).includes('SETTINGS_PATH'))!;
  return (api[1].Properties.Environment as { Variables: Record<string, string> }).Variables[name];
};

describe('the canary and the pre-traffic hook', () => {
  it('rolls a deployment back on 5xx answers counted each minute, not only on function errors', () => {
    const [, group] = resources(main('prod'), 'AWS::CodeDeploy::DeploymentGroup')[0]!;
    const names = JSON.stringify((group.Properties.AlarmConfiguration as { Alarms: unknown[] }).Alarms);
    const fiveXx = alarmsOf(main('prod')).find((alarm) => alarm.MetricName === 'Url5xxCount' && alarm.Period === 60)!;
    expect(fiveXx, 'a one-minute 5xx alarm').toBeDefined();
    // On the live alias's function URL: both versions' answers while the canary runs.
    expect(JSON.stringify(fiveXx.Dimensions)).toContain('":live"');
    expect(names).toContain(fiveXx.id);
    expect(names).toContain('FunctionErrors');
  });

  it('runs a pre-traffic hook on the new version with the origin secret it needs, allowed to report to CodeDeploy', () => {
    const [, alias] = resources(main('prod'), 'AWS::Lambda::Alias')[0]!;
    const update = alias.UpdatePolicy!.CodeDeployLambdaAliasUpdate as { BeforeAllowTrafficHook?: { Ref: string } };
    expect(update.BeforeAllowTrafficHook, 'BeforeAllowTrafficHook').toBeDefined();
    const [hookId, hook] = resources(main('prod'), 'AWS::Lambda::Function').find(([id]) => id === update.BeforeAllowTrafficHook!.Ref)!;
    expect(hookId).toMatch(/PreTraffic/);
    const variables = (hook.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    // The version CloudFormation publishes in this deployment: the one the alias is about to move to.
    expect(JSON.stringify(variables.NEW_VERSION)).toMatch(/ServerApiCurrentVersion/);
    expect(variables.ORIGIN_SECRET_PARAMETER).toBe('/partybox/prod/ORIGIN_SECRET');
    const statements = JSON.stringify(
      resources(main('prod'), 'AWS::IAM::Role')
        .filter(([id]) => id.includes('PreTraffic'))
        .map(([, role]) => role.Properties),
    );
    const policies = JSON.stringify(resources(main('prod'), 'AWS::IAM::Policy').map(([, policy]) => policy.Properties));
    expect(statements).toContain('ssm:GetParameter');
    expect(statements).toContain('parameter/partybox/prod/ORIGIN_SECRET');
    expect(policies).toContain('codedeploy:PutLifecycleEventHookExecutionStatus');
    expect(policies).toMatch(/"Action":"lambda:InvokeFunction","Effect":"Allow","Resource":\{"Ref":"ServerApiCurrentVersion/);
    // CloudFormation's inline code limit.
    expect(preTrafficHookSource.length).toBeLessThan(4096);
  });

  describe("the hook's code", () => {
    /** Runs the hook's source with AWS SDK clients that answer as `version` does; a fake only to produce a bad version. */
    async function runHook(version: (path: string, headers: Record<string, string>) => { statusCode: number; body: string } | 'crash') {
      const calls: { path: string; headers: Record<string, string> }[] = [];
      const reports: unknown[] = [];
      class LambdaClient {
        async send(command: { input: { FunctionName: string; Payload: string } }) {
          expect(command.input.FunctionName).toBe('arn:aws:lambda:ap-south-1:1:function:api:7');
          const event = JSON.parse(command.input.Payload) as { rawPath: string; headers: Record<string, string>; requestContext: { http: { method: string } } };
          expect(event.requestContext.http.method).toBe('GET');
          calls.push({ path: event.rawPath, headers: event.headers });
          const answer = version(event.rawPath, event.headers);
          const text = answer === 'crash' ? '{"errorMessage":"boom"}' : JSON.stringify({ ...answer, headers: {}, isBase64Encoded: false });
          return { Payload: new TextEncoder().encode(text), ...(answer === 'crash' && { FunctionError: 'Unhandled' }) };
        }
      }
      class SSMClient {
        async send() {
          return { Parameter: { Value: 'current-secret-0123456789abcdef0123456789,previous-secret' } };
        }
      }
      class CodeDeployClient {
        async send(command: { input: unknown }) {
          reports.push(command.input);
          return {};
        }
      }
      const command = (name: string) =>
        class {
          readonly name = name;
          constructor(readonly input: unknown) {}
        };
      const modules: Record<string, unknown> = {
        '@aws-sdk/client-lambda': { LambdaClient, InvokeCommand: command('Invoke') },
        '@aws-sdk/client-ssm': { SSMClient, GetParameterCommand: command('GetParameter') },
        '@aws-sdk/client-codedeploy': { CodeDeployClient, PutLifecycleEventHookExecutionStatusCommand: command('Put') },
      };
      const module = { exports: {} as { handler: (event: object) => Promise<string> } };
      const context = createContext({
        require: (name: string) => modules[name],
        module,
        exports: module.exports,
        process: { env: { NEW_VERSION: 'arn:aws:lambda:ap-south-1:1:function:api:7', ORIGIN_SECRET_PARAMETER: '/partybox/prod/ORIGIN_SECRET' } },
        Buffer,
        JSON,
        Date,
        String,
        console: { log: () => undefined, error: () => undefined },
      });
      runInContext(preTrafficHookSource, context);
      const status = await module.exports.handler({ DeploymentId: 'd-1', LifecycleEventHookExecutionId: 'hook-1' });
      return { status, calls, reports };
    }
    const healthy = (path: string) =>
      path === apiPaths.health
        ? { statusCode: 200, body: '{"ok":true}' }
        : { statusCode: 404, body: '{"error":"not_found","message":"We could not find that order."}' };

    it('passes a version that answers /api/health and the order read, asking as CloudFront does (the current secret)', async () => {
      const { status, calls, reports } = await runHook(healthy);
      expect(status).toBe('Succeeded');
      expect(calls.map((call) => call.path)).toEqual([apiPaths.health, apiPaths.orderStatus.href('PB-000000-000000')]);
      for (const call of calls) expect(call.headers[originSecretHeader]).toBe('current-secret-0123456789abcdef0123456789');
      expect(reports).toEqual([{ deploymentId: 'd-1', lifecycleEventHookExecutionId: 'hook-1', status: 'Succeeded' }]);
    });

    it('fails a version whose read answers 500, whose health answers 503, or that crashes, and says so to CodeDeploy', async () => {
      const broken = [
        (path: string) => (path === apiPaths.health ? healthy(path) : { statusCode: 500, body: '{"error":"internal"}' }),
        (path: string) => (path === apiPaths.health ? { statusCode: 503, body: '{"ok":false}' } : healthy(path)),
        () => 'crash' as const,
      ];
      for (const version of broken) {
        const { status, reports } = await runHook(version);
        expect(status).toBe('Failed');
        expect(reports).toEqual([{ deploymentId: 'd-1', lifecycleEventHookExecutionId: 'hook-1', status: 'Failed' }]);
      }
    });
  });
});

describe('settings', () => {
  it.each(['prod', 'staging'] as const)("%s: the settings that are not secrets are the function's environment; SSM keeps only the secrets", (stage) => {
    expect(resources(main(stage), 'AWS::SSM::Parameter')).toEqual([]);
    expect(setting(main(stage), 'SETTINGS_PATH')).toBe(`/partybox/${stage}/`);
    expect(setting(main(stage), 'SITE_ORIGIN')).toMatch(/^https:\/\//);
  });
});

describe("each stage's metrics and alarms", () => {
  it.each(['prod', 'staging'] as const)("%s: every alarm on the API's own metrics watches that stage only", (stage) => {
    const ours = alarmsOf(main(stage)).filter((alarm) => alarm.Namespace === metricNamespace);
    expect(ours.length).toBeGreaterThanOrEqual(7);
    for (const alarm of ours) expect(alarm.Dimensions, String(alarm.MetricName)).toEqual(expect.arrayContaining([{ Name: 'Stage', Value: stage }]));
    expect(setting(main(stage), 'STAGE')).toBe(stage);
  });

  it('alarms on webhook signature failures, dispute events and reconciliation lag (no pass finished, missing data included)', () => {
    const byMetric = (name: string) => alarmsOf(main('prod')).find((alarm) => alarm.MetricName === name)!;
    expect(byMetric(metricNames.webhookSignatureFailed)).toMatchObject({ ComparisonOperator: 'GreaterThanThreshold', Threshold: 0 });
    expect(byMetric(metricNames.paymentDisputeEvent)).toMatchObject({ ComparisonOperator: 'GreaterThanThreshold', Threshold: 0 });
    expect(byMetric(metricNames.reconciliationPassed)).toMatchObject({
      ComparisonOperator: 'LessThanThreshold',
      Threshold: 1,
      TreatMissingData: 'breaching',
      EvaluationPeriods: 3,
      Period: 300,
    });
  });

  it("alarms on the distribution's 5xx rate in us-east-1, where CloudFront's metrics are", () => {
    expect(synth.stages.prod!.edgeAlarms.region).toBe('us-east-1');
    const [alarm] = alarmsOf(edgeAlarms('prod'));
    const text = JSON.stringify(alarm);
    expect(text).toContain('"Namespace":"AWS/CloudFront"');
    expect(text).toContain('"MetricName":"5xxErrorRate"');
    expect(text).toContain('"Name":"DistributionId"');
    expect(text).toContain('"Value":"Global"');
  });

  it('sends every alarm of every stack to its topic when it fires and again when it is over', () => {
    for (const stage of ['prod', 'staging'] as const) {
      for (const template of [main(stage), global(stage), edgeAlarms(stage)]) {
        const alarms = alarmsOf(template);
        expect(alarms.length).toBeGreaterThan(0);
        for (const alarm of alarms) {
          expect(alarm.AlarmActions, alarm.id).toHaveLength(1);
          expect(alarm.OKActions, alarm.id).toEqual(alarm.AlarmActions);
        }
      }
    }
  });
});

describe('staging, apart from production', () => {
  it('has its own alarm mailbox, SMS budget and allow-list; production texts anyone within its budget', () => {
    const mailboxes = (stage: 'prod' | 'staging') =>
      resources(main(stage), 'AWS::SNS::Subscription').map(([, subscription]) => subscription.Properties.Endpoint as string);
    expect(mailboxes('staging')).toEqual(staging.alarmSubscribers.map((s) => ('email' in s ? s.email : s.sms)));
    expect(mailboxes('staging').filter((address) => mailboxes('prod').includes(address))).toEqual([]);
    expect(setting(main('staging'), 'SMS_HOURLY_BUDGET')).toBe(String(staging.smsHourlyBudget));
    expect(staging.smsHourlyBudget).toBeLessThan(production.smsHourlyBudget);
    expect(setting(main('staging'), 'SMS_ALLOW_LIST')).toBe(staging.smsAllowList!.join(','));
    expect(setting(main('prod'), 'SMS_HOURLY_BUDGET')).toBe(String(production.smsHourlyBudget));
    expect(setting(main('prod'), 'SMS_ALLOW_LIST')).toBeUndefined();
  });

  it('tells search engines not to index any staging answer; production answers carry no such header', () => {
    const robots = (stage: 'prod' | 'staging') =>
      resources(main(stage), 'AWS::CloudFront::ResponseHeadersPolicy').map(
        ([, policy]) =>
          (
            policy.Properties.ResponseHeadersPolicyConfig as { CustomHeadersConfig: { Items: { Header: string; Value: string }[] } }
          ).CustomHeadersConfig.Items.find((item) => item.Header === noindexHeader.header)?.Value,
      );
    expect(robots('staging').length).toBeGreaterThanOrEqual(5);
    expect(robots('staging')).toEqual(robots('staging').map(() => 'noindex, nofollow'));
    expect(robots('prod').filter(Boolean)).toEqual([]);
  });
});

describe('AWS WAF', () => {
  it("runs AWS's IP-reputation group first among the managed groups", () => {
    const [, acl] = resources(global('prod'), 'AWS::WAFv2::WebACL')[0]!;
    const rules = acl.Properties.Rules as { Priority: number; Statement: { ManagedRuleGroupStatement?: { Name: string } } }[];
    const managed = rules.filter((rule) => rule.Statement.ManagedRuleGroupStatement).sort((a, b) => a.Priority - b.Priority);
    expect(managed.map((rule) => rule.Statement.ManagedRuleGroupStatement!.Name)).toEqual([...managedRuleGroups]);
    expect(managedRuleGroups[0]).toBe('AWSManagedRulesAmazonIpReputationList');
  });

  it('logs what it blocked or counted to an aws-waf-logs- log group, with the cookies and order tokens redacted', () => {
    const [, logging] = resources(global('prod'), 'AWS::WAFv2::LoggingConfiguration')[0]!;
    const [[logGroupId, logGroup]] = resources(global('prod'), 'AWS::Logs::LogGroup') as [[string, Resource]];
    expect(logGroup.Properties.LogGroupName).toMatch(/^aws-waf-logs-/);
    expect(logGroup.Properties.RetentionInDays).toBeGreaterThan(0);
    expect(JSON.stringify(logging.Properties.LogDestinationConfigs)).toContain(logGroupId);
    expect(JSON.stringify(logging.Properties.ResourceArn)).toMatch(/WafWebAcl/);
    expect(logging.Properties.RedactedFields).toEqual(wafRedactedHeaders.map((name) => ({ SingleHeader: { Name: name } })));
    expect(logging.Properties.LoggingFilter).toEqual({
      DefaultBehavior: 'DROP',
      Filters: [{ Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: wafLoggedActions.map((action) => ({ ActionCondition: { Action: action } })) }],
    });
  });
});

describe('catalog images at the edge', () => {
  it('are named by catalog path in the build, not by content, so they are cached a week at the edge and a day in browsers, not immutable', () => {
    // What the web build writes: catalog/images/<path> (and photo renditions by width), no content hash in the name.
    const built = readdirSync(join(webClientDir, 'images'), { recursive: true, encoding: 'utf8' });
    expect(built).toEqual(expect.arrayContaining(['custom-theme.svg']));
    expect(imagesCacheControl).not.toContain('immutable');

    const config = resources(main('prod'), 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig as {
      CacheBehaviors: { PathPattern: string; CachePolicyId: { Ref: string }; ResponseHeadersPolicyId: { Ref: string }; TargetOriginId: string }[];
      Origins: { Id: string; S3OriginConfig?: unknown }[];
    };
    const images = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/images/*')!;
    expect(images, '/images/* behaviour').toBeDefined();
    const assets = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/assets/*')!;
    expect(images.TargetOriginId).toBe(assets.TargetOriginId);
    const [, cachePolicy] = resources(main('prod'), 'AWS::CloudFront::CachePolicy').find(([id]) => id === images.CachePolicyId.Ref)!;
    expect(cachePolicy.Properties.CachePolicyConfig).toMatchObject({ DefaultTTL: imagesEdgeTtl.toSeconds(), MinTTL: 0 });
    const [, headers] = resources(main('prod'), 'AWS::CloudFront::ResponseHeadersPolicy').find(([id]) => id === images.ResponseHeadersPolicyId.Ref)!;
    const items = (headers.Properties.ResponseHeadersPolicyConfig as { CustomHeadersConfig: { Items: { Header: string; Value: string }[] } })
      .CustomHeadersConfig.Items;
    expect(items.find((item) => item.Header === 'Cache-Control')?.Value).toBe(imagesCacheControl);
  });
});
