// pnpm infra:synth: bundles the API and writes every stage's CloudFormation templates to apps/infra/cdk.out, offline.
// cdk-nag's AwsSolutions and Serverless packs run as validation plugins: an unacknowledged finding throws here.
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';

const outdir = fileURLToPath(new URL('../cdk.out', import.meta.url));
const { app } = await buildApp({ outdir });
const assembly = app.synth();
console.log(`synthesised ${assembly.stacks.map((s) => `${s.stackName} (${s.environment.region})`).join(', ')} into ${outdir}`);
