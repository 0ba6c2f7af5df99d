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
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';

let synth: Synthesised;
beforeAll(async () => {
  synth = await synthesise();
});

const resolve = (value: unknown) => synth.stack.resolve(value);

describe('the user pool behind the API', () => {
  it('gives the app client a secret, which only the API holds (a SecureString setting, never the template)', () => {
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
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'ON', EnabledMfas: Match.arrayWith(['SMS_MFA', 'SOFTWARE_TOKEN_MFA']) });
  });
});
