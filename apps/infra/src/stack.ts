// Party Box on AWS in one stack: tables, user pool, the API on Lambda, the storefront on S3, CloudFront, settings,
// alarms. Synthesised offline (no account, no look-ups); `bin/synth.ts` runs cdk-nag's AwsSolutions checks over it.
import { defaultRateLimits } from '@partybox/api/http/limits';
import type { InlineSources } from '@partybox/api/http/security';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { PartyBoxAlarms } from './alarms';
import { PartyBoxEdge } from './edge';
import { PartyBoxIdentity } from './identity';
import { PartyBoxServer } from './server';
import { PartyBoxSettings } from './settings';
import { PartyBoxTables } from './tables';

export interface PartyBoxStackProps extends StackProps {
  /** Names the settings path (`/partybox/<stage>/`). */
  readonly stage: string;
  /** Prepended to every table name (empty in production, as the API's default). */
  readonly tablePrefix: string;
  /** The storefront's public origin: the API's Origin check and the links in messages. */
  readonly siteOrigin: string;
  /** SES identity (a verified domain) the shop's mail is sent from, and the From address. */
  readonly emailDomain: string;
  readonly emailFrom: string;
  /** Where alarms are mailed (optional; the topic can be subscribed to later). */
  readonly alarmEmail?: string;
  /** The bundled API (api-bundle.ts). */
  readonly apiCodeDir: string;
  /** The hashes of the storefront's inline elements, allowed by the pages' CSP (page-hashes.ts). */
  readonly pageInlineSources: InlineSources;
}

export class PartyBoxStack extends Stack {
  readonly tables: PartyBoxTables;
  readonly identity: PartyBoxIdentity;
  readonly settings: PartyBoxSettings;
  readonly server: PartyBoxServer;
  readonly edge: PartyBoxEdge;
  readonly alarms: PartyBoxAlarms;

  constructor(scope: Construct, id: string, props: PartyBoxStackProps) {
    super(scope, id, props);
    this.tables = new PartyBoxTables(this, 'Tables', { tablePrefix: props.tablePrefix });
    this.identity = new PartyBoxIdentity(this, 'Identity', { poolName: `PartyBox-${props.stage}` });
    this.settings = new PartyBoxSettings(this, 'Settings', {
      stage: props.stage,
      settings: {
        DYNAMODB_MODE: 'aws',
        COGNITO_MODE: 'aws',
        COGNITO_USER_POOL_ID: this.identity.userPool.ref,
        COGNITO_CLIENT_ID: this.identity.client.ref,
        ...(props.tablePrefix && { TABLE_PREFIX: props.tablePrefix }),
        SITE_ORIGIN: props.siteOrigin,
        // CloudFront puts the customer's address in X-Forwarded-For; the function URL's peer is CloudFront (README).
        TRUST_PROXY: '1',
        NOTIFICATIONS: 'aws',
        NOTIFY_EMAIL_FROM: props.emailFrom,
        LOG_LEVEL: 'info',
        RATE_LIMIT_CHECKOUT: String(defaultRateLimits.checkoutWrites),
        RATE_LIMIT_FORMS: String(defaultRateLimits.formWrites),
        RATE_LIMIT_READS: String(defaultRateLimits.orderReads),
      },
    });
    this.server = new PartyBoxServer(this, 'Server', {
      tables: this.tables.tables,
      userPool: this.identity.userPool,
      settingsPath: this.settings.path,
      emailDomain: props.emailDomain,
      codeDir: props.apiCodeDir,
    });
    this.edge = new PartyBoxEdge(this, 'Edge', { apiUrl: this.server.url, pageInlineSources: props.pageInlineSources });
    this.alarms = new PartyBoxAlarms(this, 'Alarms', {
      fn: this.server.fn,
      tables: this.tables.tables,
      ...(props.alarmEmail && { alarmEmail: props.alarmEmail }),
    });

    new CfnOutput(this, 'SiteBucketName', { value: this.edge.siteBucket.bucketName, description: 'aws s3 sync apps/web/dist/client here (README)' });
    new CfnOutput(this, 'DistributionId', { value: this.edge.distribution.distributionId });
    new CfnOutput(this, 'DistributionDomain', { value: this.edge.distribution.distributionDomainName });
    new CfnOutput(this, 'UserPoolId', { value: this.identity.userPool.ref });
    new CfnOutput(this, 'ApiFunctionName', { value: this.server.fn.functionName });
  }
}
