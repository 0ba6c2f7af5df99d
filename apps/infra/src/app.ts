// Builds the CDK app for production (ap-south-1) with cdk-nag's AwsSolutions checks; used by bin/synth.ts and the tests.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { bundleApi } from './api-bundle';
import { storefrontInlineSources } from './page-hashes';
import { PartyBoxStack, type PartyBoxStackProps } from './stack';

export const productionProps: Omit<PartyBoxStackProps, 'apiCodeDir' | 'pageInlineSources'> = {
  // No account: the template is account-agnostic (no look-ups), so synth needs no credentials.
  env: { region: 'ap-south-1' },
  stage: 'prod',
  tablePrefix: '',
  siteOrigin: 'https://partybox.in',
  emailDomain: 'partybox.in',
  emailFrom: 'Party Box <orders@partybox.in>',
};

/** The app and its stack; `outdir` is where the cloud assembly goes (cdk.out for deploys, a temp folder in tests). */
export function buildApp(options: { outdir?: string; apiCodeDir?: string } = {}): { app: App; stack: PartyBoxStack } {
  const app = new App({ ...(options.outdir && { outdir: options.outdir }), context: { 'aws:cdk:enable-path-metadata': true } });
  const stack = new PartyBoxStack(app, 'PartyBox', {
    ...productionProps,
    apiCodeDir: options.apiCodeDir ?? bundleApi(),
    pageInlineSources: storefrontInlineSources(),
  });
  // Synthesis fails on any finding not acknowledged with a reason (see acknowledge.ts).
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, stack };
}
