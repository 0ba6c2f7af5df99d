// The server's settings in SSM Parameter Store, one parameter per variable of apps/api/src/env.ts under one path; the
// Lambda entry reads the whole path at a cold start (SETTINGS_PATH). Secrets (SecureString) are put there by hand:
// CloudFormation cannot create a SecureString, and a secret must never be in a template.
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';

/** Secrets the server reads from the same path, created with `aws ssm put-parameter --type SecureString` (README). */
export const secretSettings = ['ORDER_LINK_SECRET', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

export class PartyBoxSettings extends Construct {
  /** `/partybox/<stage>/`: what SETTINGS_PATH names. */
  readonly path: string;
  readonly parameters: StringParameter[] = [];

  constructor(scope: Construct, id: string, props: { stage: string; settings: Readonly<Record<string, string>> }) {
    super(scope, id);
    this.path = `/partybox/${props.stage}/`;
    for (const [name, value] of Object.entries(props.settings)) {
      this.parameters.push(
        new StringParameter(this, name, { parameterName: `${this.path}${name}`, stringValue: value, description: `Party Box ${name} (apps/api/README.md)` }),
      );
    }
  }
}
