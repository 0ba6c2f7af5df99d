// One stage of Party Box in its region: tables, user pool, the API on Lambda (alias, gradual deployment), the
// storefront on S3, CloudFront with the page router, the WAF web ACL and certificate from the stage's us-east-1 stack
// (global-stack.ts), settings and alarms. Synthesised offline (no account, no look-ups); cdk-nag checks it (app.ts).
import { defaultRateLimits, type InlineSources } from '@partybox/api';
import { CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { PartyBoxAlarms } from './alarms';
import { notifyBothWays } from './alarm-topic';
import { PartyBoxEdge, viewerAddressHeader } from './edge';
import type { PartyBoxGlobalStack } from './global-stack';
import { PartyBoxIdentity } from './identity';
import { PartyBoxServer } from './server';
import { PartyBoxSettings } from './settings';
import type { StageSettings } from './stages';
import { PartyBoxTables, type OrderIndexStep } from './tables';

export interface PartyBoxStackProps extends StackProps {
  readonly settings: StageSettings;
  /** The stage's us-east-1 stack: the certificate and the web ACL CloudFront uses. */
  readonly global: PartyBoxGlobalStack;
  /** The bundled API (api-bundle.ts). */
  readonly apiCodeDir: string;
  /** The hashes of the storefront's inline elements, allowed by the pages' CSP (page-hashes.ts). */
  readonly pageInlineSources: InlineSources;
  /** The web build's pages, lower-cased path → spelling, for the page router (page-router.ts). */
  readonly pageSpellings: ReadonlyMap<string, string>;
  /** A step of the orders' index replacement still to deploy (tables.ts, README); absent: the final tables. */
  readonly orderIndexStep?: OrderIndexStep;
}

/** The parameter, under the stage's settings path, holding the secret CloudFront sends and the API checks. */
export const originSecretSetting = 'ORIGIN_SECRET';

export class PartyBoxStack extends Stack {
  readonly settingsValues: StageSettings;
  readonly tables: PartyBoxTables;
  readonly identity: PartyBoxIdentity;
  readonly settings: PartyBoxSettings;
  readonly server: PartyBoxServer;
  readonly edge: PartyBoxEdge;
  readonly alarms: PartyBoxAlarms;

  constructor(scope: Construct, id: string, props: PartyBoxStackProps) {
    super(scope, id, { ...props, env: { region: props.settings.region }, crossRegionReferences: true });
    const { settings } = props;
    this.settingsValues = settings;
    const siteOrigin = `https://${settings.domainName}`;
    this.tables = new PartyBoxTables(this, 'Tables', { tablePrefix: settings.tablePrefix, orderIndexStep: props.orderIndexStep });
    this.identity = new PartyBoxIdentity(this, 'Identity', { poolName: `PartyBox-${settings.stage}` });
    this.settings = new PartyBoxSettings(this, 'Settings', {
      stage: settings.stage,
      settings: {
        DYNAMODB_MODE: 'aws',
        COGNITO_MODE: 'aws',
        ...(settings.tablePrefix && { TABLE_PREFIX: settings.tablePrefix }),
        SITE_ORIGIN: siteOrigin,
        // The customer's address is CloudFront's viewer address header, never an X-Forwarded-For a client can set.
        CLIENT_ADDRESS_HEADER: viewerAddressHeader.toLowerCase(),
        NOTIFICATIONS: 'aws',
        NOTIFY_EMAIL_FROM: settings.emailFrom,
        LOG_LEVEL: 'info',
        // The Stage dimension of the API's metrics, which this stage's alarms watch (alarms.ts).
        STAGE: settings.stage,
        SMS_HOURLY_BUDGET: String(settings.smsHourlyBudget),
        ...(settings.smsAllowList && { SMS_ALLOW_LIST: settings.smsAllowList.join(',') }),
        RATE_LIMIT_CHECKOUT: String(defaultRateLimits.checkoutWrites),
        RATE_LIMIT_FORMS: String(defaultRateLimits.formWrites),
        RATE_LIMIT_READS: String(defaultRateLimits.orderReads),
      },
    });
    this.server = new PartyBoxServer(this, 'Server', {
      tables: this.tables.tables,
      userPool: this.identity.userPool,
      client: this.identity.client,
      clientFingerprint: this.identity.clientFingerprint,
      settingsPath: this.settings.path,
      settings: this.settings.environment,
      emailDomain: settings.emailDomain,
      codeDir: props.apiCodeDir,
      reservedConcurrency: settings.reservedConcurrency,
    });
    // Put by hand (README, "The secrets"); read here at each deploy through a CloudFormation parameter, so the
    // template never holds the value, and by the function with the rest of its settings path.
    // While the secret is rotated the parameter holds "current,previous" (the API accepts both): CloudFront sends the first.
    const originSecret = Fn.select(0, Fn.split(',', StringParameter.valueForStringParameter(this, `${this.settings.path}${originSecretSetting}`)));
    const domainNames = [settings.domainName, ...settings.alternativeNames];
    this.edge = new PartyBoxEdge(this, 'Edge', {
      apiUrl: this.server.url,
      pageInlineSources: props.pageInlineSources,
      pageSpellings: props.pageSpellings,
      originSecret,
      webAclArn: props.global.webAcl.webAcl.attrArn,
      certificate: props.global.certificate,
      domainNames,
      indexable: settings.indexable,
    });
    this.alarms = new PartyBoxAlarms(this, 'Alarms', {
      stage: settings.stage,
      alias: this.server.alias,
      tables: this.tables.tables,
      subscribers: settings.alarmSubscribers,
      ...(settings.monthlyBudgetUsd !== undefined && { monthlyBudgetUsd: settings.monthlyBudgetUsd }),
    });
    this.server.addDeployment(
      settings.deployment,
      [this.alarms.functionErrors, this.alarms.deploymentServerErrors],
      `${this.settings.path}${originSecretSetting}`,
    );
    notifyBothWays(this.identity.smsSpendAlarm, this.alarms.alarmTopic);

    if (settings.hostedZone) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: settings.hostedZone.id, zoneName: settings.hostedZone.name });
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.edge.distribution));
      domainNames.forEach((recordName, index) => {
        new ARecord(this, `Alias${index}`, { zone, recordName, target });
        new AaaaRecord(this, `AliasV6${index}`, { zone, recordName, target });
      });
    }

    new CfnOutput(this, 'SiteBucketName', { value: this.edge.siteBucket.bucketName, description: 'aws s3 sync apps/web/dist/client here (README)' });
    new CfnOutput(this, 'DistributionId', { value: this.edge.distribution.distributionId });
    new CfnOutput(this, 'DistributionDomain', {
      value: this.edge.distribution.distributionDomainName,
      description: `CNAME/ALIAS target of ${domainNames.join(', ')}`,
    });
    new CfnOutput(this, 'UserPoolId', { value: this.identity.userPool.ref });
    new CfnOutput(this, 'ApiFunctionName', { value: this.server.fn.functionName });
  }
}
