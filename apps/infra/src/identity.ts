// The Cognito user pool, its `operators` group and the app client the API signs customers in with, from the settings
// the API itself uses on an emulator (apps/api/src/identity/user-pool.ts), so both run the same pool.
import { appClientSettings, userPoolSettings } from '@partybox/api/identity/user-pool';
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { CfnUserPool, CfnUserPoolClient, CfnUserPoolGroup, type CfnUserPoolClientProps } from 'aws-cdk-lib/aws-cognito';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { operatorsGroup } from '@partybox/api/identity/user-pool';
import { acknowledge } from './acknowledge';

/** The group whose members may use the operations console, named where the API that checks it defines it. */
export const operatorsGroupName = operatorsGroup;

/** The text of every code Cognito sends; in India it must match a template registered on the DLT platform. */
export const smsCodeMessage = 'Your Party Box code is {####}';

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
  readonly operators: CfnUserPoolGroup;
  readonly smsRole: Role;

  constructor(scope: Construct, id: string, props: { poolName: string }) {
    super(scope, id);
    const externalId = `${Stack.of(this).stackName}-cognito-sms`;
    // Cognito sends texts through SNS in this account with this role.
    this.smsRole = new Role(this, 'SmsRole', {
      assumedBy: new ServicePrincipal('cognito-idp.amazonaws.com', { conditions: { StringEquals: { 'sts:ExternalId': externalId } } }),
      inlinePolicies: { sms: new PolicyDocument({ statements: [new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] })] }) },
    });
    acknowledge(this.smsRole, [
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: 'SMS to a phone number is an sns:Publish without a topic: there is no narrower resource than *.' },
    ]);

    const { Policies, AccountRecoverySetting } = userPoolSettings;
    this.userPool = new CfnUserPool(this, 'UserPool', {
      userPoolName: props.poolName,
      usernameAttributes: [...userPoolSettings.UsernameAttributes],
      autoVerifiedAttributes: [...userPoolSettings.AutoVerifiedAttributes],
      mfaConfiguration: userPoolSettings.MfaConfiguration,
      enabledMfas: ['SMS_MFA'],
      policies: { passwordPolicy: camelCase(Policies.PasswordPolicy) },
      accountRecoverySetting: { recoveryMechanisms: AccountRecoverySetting.RecoveryMechanisms.map((m) => camelCase(m)) },
      smsConfiguration: { snsCallerArn: this.smsRole.roleArn, externalId, snsRegion: Stack.of(this).region },
      smsAuthenticationMessage: smsCodeMessage,
      verificationMessageTemplate: { defaultEmailOption: 'CONFIRM_WITH_CODE', smsMessage: smsCodeMessage },
      deletionProtection: 'ACTIVE',
      // Lite has everything the shop uses (phone sign-in, SMS MFA) at the lowest price per monthly active user (README, Cost).
      userPoolTier: 'LITE',
    });
    this.userPool.applyRemovalPolicy(RemovalPolicy.RETAIN);
    acknowledge(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason: 'The spec asks for at least 8 characters and no required character classes (NIST SP 800-63B); SMS MFA is required for every sign-in.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan is charged per monthly active user; its threat protection is covered by the API attempt limits and required SMS MFA (README, Cost).',
      },
    ]);

    const { UserPoolId: _unused, ...clientSettings } = appClientSettings('placeholder');
    const clientProps = camelCase(clientSettings) as Omit<CfnUserPoolClientProps, 'userPoolId'>;
    this.client = new CfnUserPoolClient(this, 'AppClient', { ...clientProps, userPoolId: this.userPool.ref });
    this.operators = new CfnUserPoolGroup(this, 'Operators', {
      userPoolId: this.userPool.ref,
      groupName: operatorsGroupName,
      description: 'Shop staff: the operations console (orders, lifecycle changes).',
    });
    this.operators.applyRemovalPolicy(RemovalPolicy.RETAIN);
  }
}
