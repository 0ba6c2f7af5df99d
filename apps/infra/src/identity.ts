// The Cognito user pool, its `operators` group and the app client the API signs customers in with, from the settings
// the API itself uses on an emulator (apps/api/src/modules/accounts/identity/user-pool.ts), so both run the same pool. The client has a
// secret only the API holds; a pre-sign-up trigger accepts only Indian mobile numbers; Cognito's SMS role can be used
// by this account's Cognito only; an alarm watches the month's SMS spend.
import { appClientSettings, mfaMethods, userPoolSettings, operatorsGroup } from '@partybox/api';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { CfnUserPool, CfnUserPoolClient, CfnUserPoolGroup, type CfnUserPoolClientProps } from 'aws-cdk-lib/aws-cognito';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledge } from './acknowledge';
import { bundlePreSignUp } from './pre-sign-up-bundle';

/** The group whose members may use the operations console, named where the API that checks it defines it. */
export const operatorsGroupName = operatorsGroup;

/** The text of every code Cognito sends; in India it must match a template registered on the DLT platform. */
export const smsCodeMessage = 'Your Party Box code is {####}';

/**
 * The account's SNS SMS monthly spend limit in US$, set by hand in the SNS console (README, "What to raise at a peak").
 * The alarm fires at `smsSpendAlarmShare` of it, before SNS stops every text, sign-in codes included.
 */
export const smsSpendLimitUsd = 50;
export const smsSpendAlarmShare = 0.8;

/** Turns the SDK's PascalCase request fields into CloudFormation's camelCase properties (one level of nesting deep is enough here). */
function camelCase<T extends object>(input: T): Record<string, unknown> {
  const lower = (key: string) => key[0]!.toLowerCase() + key.slice(1);
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [lower(key), value && typeof value === 'object' && !Array.isArray(value) ? camelCase(value as object) : value]),
  );
}

export class PartyBoxIdentity extends Construct {
  readonly userPool: CfnUserPool;
  readonly client: CfnUserPoolClient;
  /**
   * The client's settings as text: a change of them may replace the client (a new id and secret), so the API's
   * function publishes a new version whenever they change (server.ts), and that version starts on the new client.
   */
  readonly clientFingerprint: string;
  readonly operators: CfnUserPoolGroup;
  readonly smsRole: Role;
  readonly preSignUp: LambdaFunction;
  /** SNS's month-to-date SMS spend near the spend limit; the stack sends it to the alarm topic. */
  readonly smsSpendAlarm: Alarm;

  constructor(scope: Construct, id: string, props: { poolName: string; smsSpendLimitUsd?: number }) {
    super(scope, id);
    const stack = Stack.of(this);
    const externalId = `${stack.stackName}-cognito-sms`;
    // Cognito sends texts through SNS in this account with this role; only this account's Cognito may assume it (the
    // confused-deputy guard AWS documents: aws:SourceAccount), and only with this stack's external id.
    this.smsRole = new Role(this, 'SmsRole', {
      assumedBy: new ServicePrincipal('cognito-idp.amazonaws.com', {
        conditions: { StringEquals: { 'sts:ExternalId': externalId, 'aws:SourceAccount': stack.account } },
      }),
      inlinePolicies: { sms: new PolicyDocument({ statements: [new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] })] }) },
    });
    acknowledge(this.smsRole, [
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: 'SMS to a phone number is an sns:Publish without a topic: there is no narrower resource than *.' },
    ]);

    // The trigger: the API's own rule (apps/api/src/modules/accounts/identity/pre-sign-up.ts), which the embedded emulator also runs.
    const triggerLogs = new LogGroup(this, 'PreSignUpLogs', { retention: RetentionDays.THREE_MONTHS });
    const triggerRole = new Role(this, 'PreSignUpRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Party Box pre-sign-up trigger: its own log group only',
      inlinePolicies: {
        logs: new PolicyDocument({
          statements: [new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [triggerLogs.logGroupArn] })],
        }),
      },
    });
    this.preSignUp = new LambdaFunction(this, 'PreSignUp', {
      description: 'Party Box pre-sign-up trigger: only Indian mobile numbers get accounts (apps/api/src/modules/accounts/identity/pre-sign-up.ts)',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      handler: 'index.handler',
      code: Code.fromAsset(bundlePreSignUp()),
      memorySize: 128,
      timeout: Duration.seconds(5),
      role: triggerRole,
      logGroup: triggerLogs,
    });

    acknowledge(this.preSignUp, [
      {
        id: 'Serverless-LambdaDLQ',
        reason: 'Cognito invokes the trigger synchronously during SignUp and shows its refusal to the caller: there is no asynchronous event to keep.',
      },
      { id: 'Serverless-LambdaTracing', reason: 'A pure check of one attribute with no downstream call: nothing for X-Ray to trace.' },
    ]);

    const { Policies, AccountRecoverySetting } = userPoolSettings;
    this.userPool = new CfnUserPool(this, 'UserPool', {
      userPoolName: props.poolName,
      usernameAttributes: [...userPoolSettings.UsernameAttributes],
      autoVerifiedAttributes: [...userPoolSettings.AutoVerifiedAttributes],
      mfaConfiguration: userPoolSettings.MfaConfiguration,
      // SMS, or an authenticator app (TOTP) once the account enrols one: sign-in survives an SMS outage or spent limit.
      enabledMfas: [...mfaMethods],
      lambdaConfig: { preSignUp: this.preSignUp.functionArn },
      policies: { passwordPolicy: camelCase(Policies.PasswordPolicy) },
      accountRecoverySetting: { recoveryMechanisms: AccountRecoverySetting.RecoveryMechanisms.map((m) => camelCase(m)) },
      smsConfiguration: { snsCallerArn: this.smsRole.roleArn, externalId, snsRegion: Stack.of(this).region },
      smsAuthenticationMessage: smsCodeMessage,
      verificationMessageTemplate: { defaultEmailOption: 'CONFIRM_WITH_CODE', smsMessage: smsCodeMessage },
      deletionProtection: 'ACTIVE',
      // Lite has everything the shop uses (phone sign-in, SMS and TOTP MFA, triggers) at the lowest price per monthly active user (README, Cost).
      userPoolTier: 'LITE',
    });
    this.userPool.applyRemovalPolicy(RemovalPolicy.RETAIN);
    this.preSignUp.addPermission('CognitoInvoke', {
      principal: new ServicePrincipal('cognito-idp.amazonaws.com'),
      sourceArn: this.userPool.attrArn,
      sourceAccount: stack.account,
    });
    acknowledge(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason:
          'The spec asks for at least 8 characters and no required character classes (NIST SP 800-63B); MFA (an SMS code or an authenticator app) is required for every sign-in.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          "Every sign-in asks for a code but the one right after the sign-up's own SMS code proved the phone (issue 28), which Cognito's required MFA cannot except: the pool's MFA is optional and the API requires it, switching each account's SMS code on at that first session and at any sign-in that finds it off (userPoolSettings). Only the API can sign in (the app client's secret).",
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan is charged per monthly active user; its threat protection is covered by the API attempt limits and required MFA (README, Cost).',
      },
    ]);

    const { UserPoolId: _unused, ...clientSettings } = appClientSettings('placeholder');
    const clientProps = camelCase(clientSettings) as Omit<CfnUserPoolClientProps, 'userPoolId'>;
    this.client = new CfnUserPoolClient(this, 'AppClient', { ...clientProps, userPoolId: this.userPool.ref });
    this.clientFingerprint = JSON.stringify({ poolName: props.poolName, client: clientProps });
    this.operators = new CfnUserPoolGroup(this, 'Operators', {
      userPoolId: this.userPool.ref,
      groupName: operatorsGroupName,
      description: 'Shop staff: the operations console (orders, lifecycle changes).',
    });
    this.operators.applyRemovalPolicy(RemovalPolicy.RETAIN);

    const limit = props.smsSpendLimitUsd ?? smsSpendLimitUsd;
    this.smsSpendAlarm = new Alarm(this, 'SmsSpend', {
      metric: new Metric({ namespace: 'AWS/SNS', metricName: 'SMSMonthToDateSpentUSD', statistic: 'Maximum', period: Duration.hours(1) }),
      threshold: limit * smsSpendAlarmShare,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `SMS spend this month is over ${smsSpendAlarmShare * 100} % of the US$ ${limit} SNS spend limit: at the limit SNS refuses every text, sign-in codes included (operators with an authenticator app still sign in). Raise the limit in the SNS console (README).`,
    });
  }
}
