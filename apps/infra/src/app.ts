// Builds the CDK app: for each stage (stages.ts: production and staging) its us-east-1 stack (certificate, WAF), its
// main stack and its us-east-1 alarms on the distribution (edge-alarms-stack.ts), checked by cdk-nag's AwsSolutions
// and Serverless packs; used by bin/synth.ts and the tests.
import { pageSpellings } from '@partybox/api';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { bundleApi } from './api-bundle';
import { PartyBoxEdgeAlarmsStack } from './edge-alarms-stack';
import { PartyBoxGlobalStack } from './global-stack';
import { storefrontInlineSources, webClientDir } from './page-hashes';
import { PartyBoxStack } from './stack';
import type { OrderIndexStep } from './tables';
import { edgeAlarmsStackName, globalStackName, stackName, stages as allStages, type StageSettings } from './stages';

export interface PartyBoxApp {
  readonly app: App;
  /** Each stage's main stack and us-east-1 stack, by stage name. */
  readonly stages: Readonly<
    Record<string, { readonly main: PartyBoxStack; readonly global: PartyBoxGlobalStack; readonly edgeAlarms: PartyBoxEdgeAlarmsStack }>
  >;
  /** Production's main stack. */
  readonly stack: PartyBoxStack;
}

/** The app; `outdir` is where the cloud assembly goes (cdk.out for deploys, a temp folder in tests). */
export async function buildApp(
  options: { outdir?: string; apiCodeDir?: string; stages?: readonly StageSettings[]; orderIndexStep?: OrderIndexStep } = {},
): Promise<PartyBoxApp> {
  const app = new App({ ...(options.outdir && { outdir: options.outdir }), context: { 'aws:cdk:enable-path-metadata': true } });
  const apiCodeDir = options.apiCodeDir ?? bundleApi();
  const pageInlineSources = storefrontInlineSources();
  // The same page list the store's own server redirects and serves from (apps/api/src/platform/http/static-site.ts).
  const spellings = await pageSpellings(webClientDir);
  const stages: Record<string, { main: PartyBoxStack; global: PartyBoxGlobalStack; edgeAlarms: PartyBoxEdgeAlarmsStack }> = {};
  for (const settings of options.stages ?? allStages) {
    const global = new PartyBoxGlobalStack(app, globalStackName(settings), { settings });
    const main = new PartyBoxStack(app, stackName(settings), {
      settings,
      global,
      apiCodeDir,
      pageInlineSources,
      pageSpellings: spellings,
      ...(options.orderIndexStep && { orderIndexStep: options.orderIndexStep }),
    });
    const edgeAlarms = new PartyBoxEdgeAlarmsStack(app, edgeAlarmsStackName(settings), {
      distributionId: main.edge.distribution.distributionId,
      alarmTopic: global.alarmTopic,
    });
    stages[settings.stage] = { main, global, edgeAlarms };
  }
  // Synthesis fails on any finding not acknowledged with a reason (see acknowledge.ts).
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }), new ServerlessChecks(app, { verbose: true }));
  const production = stages.prod;
  if (!production) throw new Error('no prod stage');
  return { app, stages, stack: production.main };
}
