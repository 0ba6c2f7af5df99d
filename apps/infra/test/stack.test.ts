// The synthesised template holds what the API needs in AWS: every table and index from the API's own definitions,
// the user pool as the spec configures it, least-privilege IAM, alarms, and CloudFront with the server's headers.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createTableInput,
  tablesFor,
  paymentPageHeaders,
  securityHeaders,
  dispatchEvent,
  reconcileEvent,
  appClientSettings,
  userPoolSettings,
} from '@partybox/api';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { assetsCacheControl, pagesCacheControl } from '../src/edge';
import { webClientDir } from '../src/page-hashes';
import { inlineHashesFile, type InlineHashes } from '@partybox/contracts/inline-hashes';
import { paymentPages, razorpayPageSources } from '@partybox/contracts/wire';
import { operatorsGroupName } from '../src/identity';
import { userPoolActions } from '../src/server';
import { PartyBoxTables, type OrderIndexStep } from '../src/tables';
import { synthesise, type Synthesised } from './synth';

let synth: Synthesised;
beforeAll(async () => {
  synth = await synthesise();
});

type Resource = { Type: string; Properties: Record<string, unknown> };
const resourcesOf = (type: string) => Object.entries(synth.template.findResources(type) as Record<string, Resource>);

describe('DynamoDB', () => {
  const definitions = Object.values(tablesFor(''));

  it('has one table per API table definition and no other', () => {
    expect(
      resourcesOf('AWS::DynamoDB::Table')
        .map(([, table]) => table.Properties.TableName)
        .sort(),
    ).toEqual(definitions.map((d) => d.name).sort());
  });

  it.each(definitions.map((definition) => [definition.name, definition] as const))(
    '%s: keys, every index, on demand, PITR, deletion protection',
    (_name, definition) => {
      const input = createTableInput(definition);
      const [, table] = resourcesOf('AWS::DynamoDB::Table').find(([, t]) => t.Properties.TableName === input.TableName)!;
      const props = table.Properties;
      expect(props.KeySchema).toEqual(input.KeySchema);
      expect(new Set(props.AttributeDefinitions as object[])).toEqual(new Set(input.AttributeDefinitions));
      expect(props.BillingMode).toBe('PAY_PER_REQUEST');
      expect(props.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
      expect(props.DeletionProtectionEnabled).toBe(true);
      const indexes = (props.GlobalSecondaryIndexes ?? []) as { IndexName: string; KeySchema: unknown; Projection: unknown }[];
      expect(indexes.map((index) => index.IndexName).sort()).toEqual((input.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort());
      for (const expected of input.GlobalSecondaryIndexes ?? []) {
        const index = indexes.find((i) => i.IndexName === expected.IndexName)!;
        expect(index.KeySchema).toEqual(expected.KeySchema);
        expect(index.Projection).toEqual(expected.Projection);
      }
      expect(synth.template.toJSON().Resources).toBeDefined();
    },
  );

  describe("the orders' indexes: byEventDateStatus replaces byEventDate and byStatus, byOrderNumber, byPlacedAt and byPhone go, one index per deploy", () => {
    const ordersTable = tablesFor('').order.name;
    // The orders table's indexes (name → projected attributes) of a stack made at one rollout step.
    const indexesAt = (orderIndexStep?: OrderIndexStep) => {
      const stack = new Stack(new App(), 'Step');
      new PartyBoxTables(stack, 'Tables', { tablePrefix: '', ...(orderIndexStep && { orderIndexStep }) });
      const [, table] = Object.entries(Template.fromStack(stack).findResources('AWS::DynamoDB::Table')).find(
        ([, t]) => (t as Resource).Properties.TableName === ordersTable,
      )! as [string, Resource];
      const indexes = table.Properties.GlobalSecondaryIndexes as { IndexName: string; Projection: { NonKeyAttributes?: string[] } }[];
      return new Map(indexes.map((index) => [index.IndexName, index.Projection.NonKeyAttributes ?? []]));
    };
    const names = (indexes: Map<string, string[]>) => [...indexes.keys()].sort();

    it('ships the final tables: byEventDateStatus keyed (Listed, EventSort), the one index projecting Status', () => {
      const [, table] = resourcesOf('AWS::DynamoDB::Table').find(([, t]) => t.Properties.TableName === ordersTable)!;
      const indexes = table.Properties.GlobalSecondaryIndexes as { IndexName: string; KeySchema: unknown; Projection: { NonKeyAttributes?: string[] } }[];
      expect(indexes.map((index) => index.IndexName)).not.toContain('byStatus');
      expect(indexes.map((index) => index.IndexName)).not.toContain('byEventDate');
      const list = indexes.find((index) => index.IndexName === 'byEventDateStatus')!;
      expect(list.KeySchema).toEqual([
        { AttributeName: 'Listed', KeyType: 'HASH' },
        { AttributeName: 'EventSort', KeyType: 'RANGE' },
      ]);
      expect(indexes.filter((index) => index.Projection.NonKeyAttributes?.includes('Status')).map((index) => index.IndexName)).toEqual(['byEventDateStatus']);
    });

    it('goes from the release before to the final tables creating or deleting one index per deploy (ORDER_INDEX_STEP)', () => {
      const add = indexesAt('add');
      // The release before: today's indexes without byEventDateStatus, byEventDate and byStatus beside them.
      const before = new Map([...add].filter(([name]) => name !== 'byEventDateStatus'));
      const steps = [before, add, indexesAt('drop-status'), indexesAt('drop-event-date'), indexesAt('drop-number'), indexesAt('drop-placed'), indexesAt()];
      for (let at = 1; at < steps.length; at += 1) {
        const [from, to] = [names(steps[at - 1]!), names(steps[at]!)];
        const changed = [...from.filter((name) => !to.includes(name)), ...to.filter((name) => !from.includes(name))];
        expect(changed, `step ${at}`).toHaveLength(1);
        // No index kept by a step changes its projection (DynamoDB cannot change it in place).
        for (const name of to.filter((n) => from.includes(n))) expect(steps[at]!.get(name), name).toEqual(steps[at - 1]!.get(name));
      }
      expect(names(add)).toEqual(expect.arrayContaining(['byEventDate', 'byStatus', 'byEventDateStatus']));
      expect(add.get('byStatus')).not.toContain('Status');
      // byOrderNumber, byPlacedAt and byPhone (read through the search table now) stay until the last steps, so the code
      // running while each step before deploys still finds them; the final tables have none of the retired indexes.
      expect(names(add)).toEqual(expect.arrayContaining(['byOrderNumber', 'byPlacedAt', 'byPhone']));
      expect(names(indexesAt('drop-number'))).toEqual(expect.arrayContaining(['byPlacedAt', 'byPhone']));
      expect(names(indexesAt('drop-number'))).not.toContain('byOrderNumber');
      expect(names(indexesAt('drop-placed'))).toContain('byPhone');
      for (const retired of ['byEventDate', 'byStatus', 'byOrderNumber', 'byPlacedAt', 'byPhone']) expect(names(indexesAt())).not.toContain(retired);
    });

    it("updates the API's function after the orders table (it depends on it), so the code switches once the new index is filled", () => {
      const [tableId] = resourcesOf('AWS::DynamoDB::Table').find(([, t]) => t.Properties.TableName === ordersTable)!;
      const [, api] = resourcesOf('AWS::Lambda::Function').find(([, fn]) => JSON.stringify(fn.Properties.Environment ?? {}).includes('SETTINGS_PATH'))!;
      const roleId = (api.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const [, role] = resourcesOf('AWS::IAM::Role').find(([id]) => id === roleId)!;
      expect(JSON.stringify(role.Properties)).toContain(`"${tableId}"`);
    });
  });

  it('keeps the tables when the stack is deleted', () => {
    for (const [, table] of resourcesOf('AWS::DynamoDB::Table')) expect((table as unknown as { DeletionPolicy: string }).DeletionPolicy).toBe('Retain');
  });
});

describe('Cognito', () => {
  it('configures the pool as the API does: phone sign-in, SMS verification, MFA optional in the pool and required by the API (SMS or an authenticator app), 8 characters', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['phone_number'],
      AutoVerifiedAttributes: ['phone_number'],
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SMS_MFA', 'SOFTWARE_TOKEN_MFA'],
      Policies: { PasswordPolicy: { MinimumLength: 8, RequireLowercase: false, RequireUppercase: false, RequireNumbers: false, RequireSymbols: false } },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_phone_number', Priority: 1 }] },
      SmsConfiguration: { SnsCallerArn: Match.anyValue(), ExternalId: Match.anyValue() },
      DeletionProtection: 'ACTIVE',
      UserPoolTier: 'LITE',
    });
    // The same values the API creates on the emulator (one definition).
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: userPoolSettings.MfaConfiguration,
      Policies: { PasswordPolicy: { MinimumLength: userPoolSettings.Policies.PasswordPolicy.MinimumLength } },
    });
  });

  it('has the operators group and the app client: password and refresh flows, with a secret (identity.test.ts)', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: operatorsGroupName, UserPoolId: Match.anyValue() });
    expect(operatorsGroupName).toBe('operators');
    const client = appClientSettings('x');
    synth.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      GenerateSecret: true,
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
      RefreshTokenValidity: client.RefreshTokenValidity,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    });
  });
});

describe('IAM', () => {
  const apiStatements = () => {
    const [, resource] = resourcesOf('AWS::IAM::Role').find(([id]) => id.startsWith('ServerRole'))!;
    const policies = resource.Properties.Policies as {
      PolicyDocument: { Statement: { Sid: string; Effect: string; Action: string | string[]; Resource: unknown }[] };
    }[];
    return policies.flatMap((policy) => policy.PolicyDocument.Statement);
  };
  const statement = (sid: string) => apiStatements().find((s) => s.Sid === sid)!;
  const asList = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

  it('lets the API touch only its own tables and their indexes', () => {
    const expected = synth.stack.tables.tables.flatMap(({ table, indexNames }) => [
      synth.stack.resolve(table.tableArn),
      ...indexNames.map((index) => synth.stack.resolve(`${table.tableArn}/index/${index}`)),
    ]);
    const resources = asList(statement('Tables').Resource);
    expect(resources).toHaveLength(expected.length);
    expect(resources).toEqual(expect.arrayContaining(expected));
    expect(resources).not.toContain('*');
    // Every index of every API table definition is covered, by name.
    const indexCount = Object.values(tablesFor('')).reduce((sum, d) => sum + (createTableInput(d).GlobalSecondaryIndexes?.length ?? 0), 0);
    expect(resources.filter((r) => JSON.stringify(r).includes('/index/'))).toHaveLength(indexCount);
  });

  it('scopes the user pool, settings and mail statements to their ARNs; only SMS publishing is unscoped', () => {
    // Only admin calls need IAM; when there are any, they are scoped to this pool.
    const pool = apiStatements().find((s) => s.Sid === 'UserPool');
    if (userPoolActions.length) expect(pool?.Resource).toEqual(synth.stack.resolve(synth.stack.identity.userPool.attrArn));
    else expect(pool).toBeUndefined();
    expect(JSON.stringify(apiStatements())).not.toMatch(/cognito-idp:\*|"cognito-idp:[A-Za-z]*\*"/);
    expect(JSON.stringify(statement('Settings').Resource)).toContain(':parameter/partybox/prod');
    expect(asList(statement('Settings').Action)).toEqual(['ssm:GetParametersByPath']);
    expect(JSON.stringify(statement('Mail').Resource)).toContain(':identity/partybox.in');
    expect(asList(statement('Mail').Action)).toEqual(['ses:SendEmail']);
    const unscoped = apiStatements().filter((s) => s.Effect === 'Allow' && asList(s.Resource).includes('*'));
    expect(unscoped.map((s) => [s.Sid, s.Action])).toEqual([['Sms', 'sns:Publish']]);
    expect(statement('NoTopics')).toMatchObject({ Effect: 'Deny', Action: 'sns:Publish' });
  });

  it('grants every DynamoDB and Cognito admin call the API source makes (so a new call fails here, not in production)', () => {
    const apiSrc = fileURLToPath(new URL('../../api/src/', import.meta.url));
    const files = readdirSync(apiSrc, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.includes('__tests__') && !file.startsWith('scripts'))
      .filter(
        (file) =>
          ![
            'platform/db/create-tables.ts',
            'platform/db/embedded-upgrade.ts',
            // Copies a table whose key changed: run by the embedded store and by db:backfill with the deployer's credentials.
            'platform/db/renamed-tables.ts',
            'modules/orders/backfill.ts',
            // The upgrades' Scan (the drafts saved before the drafts list, db:backfill): the embedded store's start and db:backfill.
            'platform/db/maintenance.ts',
            'modules/accounts/identity/add-operator.ts',
            // The operator:list and operator:remove scripts' calls, with the deployer's credentials (like add-operator).
            'modules/accounts/identity/operator-group.ts',
            'modules/accounts/identity/user-pool.ts',
            'modules/accounts/identity/embedded-cognito.ts',
          ].includes(relative(apiSrc, join(apiSrc, file))),
      );
    const source = files.map((file) => readFileSync(join(apiSrc, file), 'utf8')).join('\n');
    const dynamo: Record<string, string> = {
      GetCommand: 'GetItem',
      PutCommand: 'PutItem',
      UpdateCommand: 'UpdateItem',
      DeleteCommand: 'DeleteItem',
      QueryCommand: 'Query',
      ScanCommand: 'Scan',
      DescribeTableCommand: 'DescribeTable',
      BatchGetCommand: 'BatchGetItem',
      BatchWriteCommand: 'BatchWriteItem',
      TransactWriteCommand: 'TransactWriteItems',
      TransactGetCommand: 'TransactGetItems',
    };
    const used = Object.entries(dynamo)
      .filter(([command]) => new RegExp(`new ${command}\\b`).test(source))
      .map(([, action]) => `dynamodb:${action}`);
    expect(used.length).toBeGreaterThan(0);
    expect(asList(statement('Tables').Action)).toEqual(expect.arrayContaining(used));
    const admin = [...new Set([...source.matchAll(/new (Admin\w+)Command\b/g)].map((match) => `cognito-idp:${match[1]}`))];
    const granted = apiStatements().find((s) => s.Sid === 'UserPool');
    expect(granted ? asList(granted.Action) : []).toEqual(expect.arrayContaining(admin));
    expect(userPoolActions).toEqual(expect.arrayContaining(admin));
  });
});

describe('customer messages', () => {
  it('invokes the API every minute with the event that sends the outbox, and every 3 minutes with the reconciliation event', () => {
    const rules = resourcesOf('AWS::Events::Rule').map(([, rule]) => rule.Properties);
    expect(rules).toHaveLength(2);
    const inputOf = (rule: Record<string, unknown>) => JSON.parse((rule.Targets as { Input: string }[])[0]!.Input) as unknown;
    const send = rules.find((rule) => JSON.stringify(inputOf(rule)) === JSON.stringify(dispatchEvent))!;
    const reconcile = rules.find((rule) => JSON.stringify(inputOf(rule)) === JSON.stringify(reconcileEvent))!;
    expect(send).toMatchObject({ ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
    expect(reconcile).toMatchObject({ ScheduleExpression: 'rate(3 minutes)', State: 'ENABLED' });
    // The live alias, so a gradual deployment moves the schedule's invocations too.
    for (const rule of [send, reconcile]) expect(JSON.stringify((rule.Targets as { Arn: unknown }[])[0]!.Arn)).toContain('ServerLive');
    synth.template.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'events.amazonaws.com', Action: 'lambda:InvokeFunction' });
  });
});

describe('alarms', () => {
  const alarms = () => resourcesOf('AWS::CloudWatch::Alarm').map(([, alarm]) => JSON.stringify(alarm.Properties));

  it('alarm on the 5xx rate, p99 latency, Lambda errors and throttles and every table throttling, to the alarm topic', () => {
    const all = alarms();
    expect(all.some((a) => a.includes('Url5xxCount') && a.includes('UrlRequestCount'))).toBe(true);
    expect(all.some((a) => a.includes('UrlRequestLatency') && a.includes('p99'))).toBe(true);
    expect(all.some((a) => a.includes('"MetricName":"Throttles"'))).toBe(true);
    expect(all.some((a) => a.includes('"MetricName":"Errors"') && a.includes(':live'))).toBe(true);
    // A text the shop owes that its budget refused (apps/api modules/messages/sms-caps.ts) alarms at the first one.
    expect(all.some((a) => a.includes('"MetricName":"OwedSmsBudgetSpent"') && a.includes('"Threshold":0'))).toBe(true);
    for (const definition of Object.values(tablesFor(''))) {
      expect(
        all.some((a) => a.includes('WriteThrottleEvents') && a.includes(`${definition.name} throttled`)),
        definition.name,
      ).toBe(true);
    }
    for (const [, alarm] of resourcesOf('AWS::CloudWatch::Alarm')) expect(alarm.Properties.AlarmActions).toHaveLength(1);
  });
});

describe('CloudFront', () => {
  const distribution = () => resourcesOf('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig as Record<string, unknown>;
  const policies = () => resourcesOf('AWS::CloudFront::ResponseHeadersPolicy').map(([id, p]) => [id, p.Properties.ResponseHeadersPolicyConfig] as const);

  it('sends /api/* uncached to the function, /assets/* and pages to the private bucket', () => {
    const behaviours = distribution().CacheBehaviors as { PathPattern: string; AllowedMethods?: string[]; CachePolicyId: string }[];
    expect(behaviours.map((b) => b.PathPattern).sort()).toEqual(['/api/*', '/assets/*', '/images/*', ...paymentPages.edgePatterns].sort());
    expect(behaviours.find((b) => b.PathPattern === '/api/*')).not.toHaveProperty('OriginRequestPolicyId', 'b689b0a8-53d0-40ab-baf2-68738e2966ac');
    const api = behaviours.find((b) => b.PathPattern === '/api/*')!;
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['POST', 'PUT', 'DELETE']));
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    // The bucket's; the function URL has none (see the function URL test).
    synth.template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    synth.template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      VersioningConfiguration: { Status: 'Enabled' },
    });
  });

  it('caches hashed assets for a year and has pages revalidated', () => {
    const cacheControls = policies().map(
      ([, config]) =>
        (config as { CustomHeadersConfig: { Items: { Header: string; Value: string }[] } }).CustomHeadersConfig.Items.find((h) => h.Header === 'Cache-Control')
          ?.Value,
    );
    expect(cacheControls).toEqual(expect.arrayContaining([assetsCacheControl, pagesCacheControl, 'no-store']));
    expect(assetsCacheControl).toBe('public, max-age=31536000, immutable');
  });

  it("lets pages run their inline loader and styles: every hash the storefront build wrote, no 'unsafe-inline'", () => {
    const pages = policies().find(([id, config]) => JSON.stringify(config).includes(`"Value":"${pagesCacheControl}"`) && !id.includes('PaymentPages'));
    const csp = (pages![1] as { SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: string } } }).SecurityHeadersConfig
      .ContentSecurityPolicy.ContentSecurityPolicy;
    const built = JSON.parse(readFileSync(join(webClientDir, inlineHashesFile), 'utf8')) as InlineHashes;
    const directive = (name: string) =>
      csp
        .split(';')
        .find((part) => part.startsWith(`${name} `))!
        .split(' ');
    for (const [page, hashes] of Object.entries(built)) {
      for (const hash of hashes.scriptSrc) expect(directive('script-src'), page).toContain(hash);
      for (const hash of hashes.styleSrc) expect(directive('style-src'), page).toContain(hash);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(securityHeaders['Content-Security-Policy']!.split(';')[0]);
    // CloudFront refuses a Content-Security-Policy value longer than 1,783 characters.
    expect(csp.length).toBeLessThanOrEqual(1783);
  });

  it("lets only the payment pages load Razorpay's checkout and frame, with the same page policy otherwise", () => {
    const behaviours = distribution().CacheBehaviors as { PathPattern: string; ResponseHeadersPolicyId: { Ref: string }; CachePolicyId: unknown }[];
    const defaultBehaviour = distribution().DefaultCacheBehavior as { ResponseHeadersPolicyId: { Ref: string }; CachePolicyId: unknown };
    const cspOf = (ref: { Ref: string }) =>
      (policies().find(([id]) => id === ref.Ref)![1] as { SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: string } } })
        .SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    const directive = (csp: string, name: string) => csp.split(';').find((part) => part.startsWith(`${name} `)) ?? '';
    const pagesCsp = cspOf(defaultBehaviour.ResponseHeadersPolicyId);
    expect(pagesCsp).not.toContain('razorpay');
    for (const pattern of paymentPages.edgePatterns) {
      const behaviour = behaviours.find((b) => b.PathPattern === pattern)!;
      expect(behaviour.CachePolicyId, pattern).toEqual(defaultBehaviour.CachePolicyId);
      const csp = cspOf(behaviour.ResponseHeadersPolicyId);
      expect(directive(csp, 'script-src')).toBe(`${directive(pagesCsp, 'script-src')} https://checkout.razorpay.com`);
      expect(directive(csp, 'frame-src')).toBe('frame-src https://api.razorpay.com https://checkout.razorpay.com');
      expect(csp.length).toBeLessThanOrEqual(1783);
    }
  });

  it("lets only the payment pages keep pop-ups' window.opener and Razorpay's frame use payment, nothing more", () => {
    const behaviours = distribution().CacheBehaviors as { PathPattern: string; ResponseHeadersPolicyId: { Ref: string } }[];
    const defaultBehaviour = distribution().DefaultCacheBehavior as { ResponseHeadersPolicyId: { Ref: string } };
    const headerOf = (ref: { Ref: string }, name: string) =>
      (policies().find(([id]) => id === ref.Ref)![1] as { CustomHeadersConfig: { Items: { Header: string; Value: string }[] } }).CustomHeadersConfig.Items.find(
        (h) => h.Header === name,
      )?.Value;
    expect(headerOf(defaultBehaviour.ResponseHeadersPolicyId, 'Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headerOf(defaultBehaviour.ResponseHeadersPolicyId, 'Permissions-Policy')).toContain('payment=()');
    for (const pattern of paymentPages.edgePatterns) {
      const policy = behaviours.find((b) => b.PathPattern === pattern)!.ResponseHeadersPolicyId;
      expect(headerOf(policy, 'Cross-Origin-Opener-Policy'), pattern).toBe('same-origin-allow-popups');
      const permissions = headerOf(policy, 'Permissions-Policy')!;
      expect(permissions, pattern).toContain('payment=(self "https://api.razorpay.com")');
      // Every other feature stays off, exactly as on every other page.
      expect(permissions.replace('payment=(self "https://api.razorpay.com")', 'payment=()')).toBe(securityHeaders['Permissions-Policy']);
    }
    const assets = behaviours.find((b) => b.PathPattern === '/assets/*')!.ResponseHeadersPolicyId;
    expect(headerOf(assets, 'Cross-Origin-Opener-Policy')).toBe('same-origin');
  });

  it("adds every security header of the API server with the server's value, in every behaviour", () => {
    for (const [id, config] of policies()) {
      const text = JSON.stringify(config);
      // The payment pages' policy carries the server's payment page headers over the rest (the test above).
      const expected = id.includes('PaymentPages') ? { ...securityHeaders, ...paymentPageHeaders(razorpayPageSources) } : securityHeaders;
      const { SecurityHeadersConfig: security, CustomHeadersConfig: custom } = config as {
        SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: string } };
        CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
      };
      // Pages carry the storefront's inline hashes on top of the server's policy (the next test); the rest its exact value.
      if (!text.includes(pagesCacheControl)) expect(security.ContentSecurityPolicy.ContentSecurityPolicy).toBe(securityHeaders['Content-Security-Policy']);
      for (const [name, value] of Object.entries(expected)) {
        const customValue = custom.Items.find((h) => h.Header === name)?.Value;
        if (customValue !== undefined) expect(customValue, name).toBe(value);
        else
          expect(text, `${name} missing`).toMatch(/ContentSecurityPolicy|ContentTypeOptions|FrameOptions|ReferrerPolicy|StrictTransportSecurity|XSSProtection/);
      }
    }
    const first = JSON.stringify(policies()[0]![1]);
    expect(first).toContain(`"FrameOption":"${securityHeaders['X-Frame-Options']}"`);
    expect(first).toContain(`"ReferrerPolicy":"${securityHeaders['Referrer-Policy']}"`);
    expect(first).toContain('Permissions-Policy');
  });
});
