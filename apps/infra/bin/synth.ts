// pnpm infra:synth: bundles the API and writes the CloudFormation template to apps/infra/cdk.out, offline.
import { fileURLToPath } from 'node:url';
import { Annotations } from 'aws-cdk-lib/assertions';
import { buildApp } from '../src/app';

const outdir = fileURLToPath(new URL('../cdk.out', import.meta.url));
const { app, stack } = buildApp({ outdir });
const assembly = app.synth();
// cdk-nag reports findings as error annotations; any unsuppressed one fails the synth.
const findings = Annotations.fromStack(stack).findError('*', /AwsSolutions-/);
if (findings.length > 0) {
  for (const finding of findings) console.error(`${finding.id}: ${String(finding.entry.data)}`);
  console.error(`${findings.length} cdk-nag finding(s); fix them or suppress each with a reason`);
  process.exit(1);
}
console.log(`synthesised ${assembly.stacks.map((s) => s.templateFile).join(', ')} into ${outdir}`);
