// Where the server's SECRETS live: SSM Parameter Store, one SecureString per secret under one path per stage, put there
// by hand (CloudFormation cannot create a SecureString, and a secret must never be in a template); the Lambda entry
// reads the whole path with one GetParametersByPath at a cold start (SETTINGS_PATH). Settings that are not secrets are
// in the function's environment (server.ts), so a cold start reads one short page, and a version keeps the settings
// of its own deploy.
import { Construct } from 'constructs';

/** Secrets the server reads from the settings path, created with `aws ssm put-parameter --type SecureString` (README). */
export const secretSettings = ['ORDER_LINK_SECRET', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

export class PartyBoxSettings extends Construct {
  /** `/partybox/<stage>/`: what SETTINGS_PATH names. */
  readonly path: string;
  /** The settings that are not secrets: the function's environment (apps/api/src/platform/env/env.ts reads both the same way). */
  readonly environment: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string, props: { stage: string; settings: Readonly<Record<string, string>> }) {
    super(scope, id);
    this.path = `/partybox/${props.stage}/`;
    this.environment = props.settings;
  }
}
