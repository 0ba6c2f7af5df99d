// Cognito cannot be called around the API, in the synthesised stack: the app client has a secret, the pre-sign-up
// trigger (the API's own rule, bundled) is attached and refuses numbers outside India, Cognito's SMS role is scoped to
// this account and external id, and an alarm watches the month's SMS spend.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundlePreSignUp } from '../src/pre-sign-up-bundle';
import { smsSpendAlarmShare, smsSpendLimitUsd } from '../src/identity';
import { synthesise, type Synthesised } from './synth';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { CfnUserPool, CfnUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { PartyBoxServer } from '../src/server';
import { PartyBoxTables } from '../src/tables';

let synth: Synthesised;
beforeAll(async () => {
  synth = await synthesise();
});

const resolve = (value: unknown) => synth.stack.resolve(value);

describe('the user pool behind the API', () => {
  it('gives the app client a secret, which only the API holds (read from Cognito at start, never in the template)', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPoolClient', { GenerateSecret: true });
    expect(JSON.stringify(synth.template.toJSON())).not.toMatch(/ClientSecret/);
  });

  it('attaches the pre-sign-up trigger, which Cognito may invoke for this pool only', () => {
    const fnArn = resolve(synth.stack.identity.preSignUp.functionArn);
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', { LambdaConfig: { PreSignUp: fnArn } });
    synth.template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: fnArn,
      SourceArn: resolve(synth.stack.identity.userPool.attrArn),
    });
  });

  it("bundles the API's own rule as the trigger: an Indian mobile passes, anything else is refused naming the field", async () => {
    const dir = bundlePreSignUp(mkdtempSync(join(tmpdir(), 'partybox-pre-sign-up-')));
    const { handler } = (await import(pathToFileURL(join(dir, 'index.mjs')).href)) as { handler: (event: unknown) => Promise<unknown> };
    const event = (phone: string) => ({ triggerSource: 'PreSignUp_SignUp', request: { userAttributes: { phone_number: phone } }, response: {} });
    await expect(handler(event('+919820098200'))).resolves.toEqual(event('+919820098200'));
    await expect(handler(event('+447700900123'))).rejects.toThrow(/^phone_number: "\+447700900123" is not an Indian mobile number/);
    await expect(handler(event('+915123456789'))).rejects.toThrow(/^phone_number: /);
  });

  it("lets only this account's Cognito, with this stack's external id, assume the SMS role", () => {
    const role = synth.template.findResources('AWS::IAM::Role', {
      Properties: { AssumeRolePolicyDocument: { Statement: [{ Principal: { Service: 'cognito-idp.amazonaws.com' } }] } },
    });
    const [trust] = Object.values(role).map((r) => (r as { Properties: { AssumeRolePolicyDocument: { Statement: { Condition: unknown }[] } } }).Properties);
    expect(trust!.AssumeRolePolicyDocument.Statement[0]!.Condition).toEqual({
      StringEquals: { 'sts:ExternalId': `${synth.stack.stackName}-cognito-sms`, 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
    });
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
      SmsConfiguration: { ExternalId: `${synth.stack.stackName}-cognito-sms`, SnsCallerArn: resolve(synth.stack.identity.smsRole.roleArn) },
    });
  });

  it("alarms on SNS's month-to-date SMS spend before the spend limit stops every text", () => {
    synth.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SNS',
      MetricName: 'SMSMonthToDateSpentUSD',
      Statistic: 'Maximum',
      Threshold: smsSpendLimitUsd * smsSpendAlarmShare,
      ComparisonOperator: 'GreaterThanThreshold',
      AlarmActions: [resolve(synth.stack.alarms.alarmTopic.topic.topicArn)],
    });
  });

  it('offers an authenticator app (software token MFA) beside SMS', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: Match.arrayWith(['SMS_MFA', 'SOFTWARE_TOKEN_MFA']),
    });
  });
});

describe("the API's copy of the client secret", () => {
  type Statement = { Sid?: string; Effect: string; Action: string | string[]; Resource: unknown };
  const apiStatements = (): Statement[] => {
    const roles = synth.template.findResources('AWS::IAM::Role') as Record<
      string,
      { Properties: { Policies?: { PolicyDocument: { Statement: Statement[] } }[] } }
    >;
    const [, role] = Object.entries(roles).find(([id]) => id.startsWith('ServerRole'))!;
    return (role.Properties.Policies ?? []).flatMap((policy) => policy.PolicyDocument.Statement);
  };

  it('lets the function read it from its own pool and do nothing else with it: exactly DescribeUserPoolClient on the pool ARN', () => {
    const reading = apiStatements().filter((s) => JSON.stringify(s.Action).includes('DescribeUserPoolClient'));
    expect(reading).toEqual([
      { Sid: 'ReadAppClient', Effect: 'Allow', Action: 'cognito-idp:DescribeUserPoolClient', Resource: resolve(synth.stack.identity.userPool.attrArn) },
    ]);
  });

  it("names the pool and client in the function's environment, where each published version keeps its own deploy's client", () => {
    synth.template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          COGNITO_USER_POOL_ID: resolve(synth.stack.identity.userPool.ref),
          COGNITO_CLIENT_ID: resolve(synth.stack.identity.client.ref),
        }),
      },
    });
    // Not under the settings path as well, and no secret for anyone to copy there.
    const parameters = JSON.stringify(synth.template.findResources('AWS::SSM::Parameter'));
    expect(parameters).not.toMatch(/COGNITO_CLIENT_ID|COGNITO_USER_POOL_ID|COGNITO_CLIENT_SECRET/);
  });

  it('publishes a new version of the function when the client settings change (a replaced client keeps its logical id)', () => {
    const codeDir = mkdtempSync(join(tmpdir(), 'partybox-version-'));
    writeFileSync(join(codeDir, 'index.mjs'), 'export const handler = async () => ({});\n');
    const versionOf = (clientFingerprint: string) => {
      const stack = new Stack(new App(), 'VersionProbe', { env: { account: '111111111111', region: 'ap-south-1' } });
      const userPool = new CfnUserPool(stack, 'Pool', {});
      const client = new CfnUserPoolClient(stack, 'Client', { userPoolId: userPool.ref });
      const { tables } = new PartyBoxTables(stack, 'Tables', { tablePrefix: '' });
      new PartyBoxServer(stack, 'Server', {
        tables,
        userPool,
        client,
        clientFingerprint,
        settings: {},
        settingsPath: '/p/',
        emailDomain: 'x.in',
        codeDir,
        reservedConcurrency: 1,
      });
      return Object.keys(Template.fromStack(stack).findResources('AWS::Lambda::Version'));
    };
    const same = synth.stack.identity.clientFingerprint;
    expect(versionOf(same)).toEqual(versionOf(same));
    expect(versionOf(same.replace('"generateSecret":true', '"generateSecret":false'))).not.toEqual(versionOf(same));
    expect(same).toContain('"generateSecret":true');
  });
});
