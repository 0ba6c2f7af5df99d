// pnpm infra:synth: bundles the API and writes every stage's CloudFormation templates to apps/infra/cdk.out, offline.
// cdk-nag's AwsSolutions and Serverless packs run as validation plugins: an unacknowledged finding throws here.
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { orderIndexSteps, type OrderIndexStep } from '../src/tables';

const outdir = fileURLToPath(new URL('../cdk.out', import.meta.url));
// ORDER_INDEX_STEP=add, drop-status, drop-event-date, drop-number or drop-placed: an intermediate step of the orders' index rollout (README, "Replacing
// the orders' list indexes"); unset: the final tables.
const step = process.env.ORDER_INDEX_STEP || undefined;
if (step !== undefined && !(orderIndexSteps as readonly string[]).includes(step)) {
  throw new Error(`ORDER_INDEX_STEP is "${step}": use ${orderIndexSteps.join(' or ')}, or leave it unset for the final tables`);
}
const { app } = await buildApp({ outdir, ...(step && { orderIndexStep: step as OrderIndexStep }) });
if (step) console.log(`orders' index step: ${step} (see apps/infra/README.md, "Replacing the orders' list indexes")`);
const assembly = app.synth();
console.log(`synthesised ${assembly.stacks.map((s) => `${s.stackName} (${s.environment.region})`).join(', ')} into ${outdir}`);
