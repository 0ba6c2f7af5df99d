// One synthesis of the production app for every test file of a run (bundling and cdk-nag are the slow part).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { bundleApi } from '../src/api-bundle';
import { buildApp } from '../src/app';
import type { PartyBoxStack } from '../src/stack';

export interface Synthesised {
  readonly stack: PartyBoxStack;
  readonly template: Template;
  readonly assembly: CloudAssembly;
  readonly outdir: string;
  readonly apiCodeDir: string;
}

let synthesised: Synthesised | undefined;

/** Bundles the API into a temp folder and synthesises the app (cdk-nag included: it throws on unacknowledged findings). */
export function synthesise(): Synthesised {
  if (synthesised) return synthesised;
  const outdir = mkdtempSync(join(tmpdir(), 'partybox-cdk-'));
  const apiCodeDir = bundleApi(join(outdir, 'api-lambda'));
  const { app, stack } = buildApp({ outdir: join(outdir, 'cdk.out'), apiCodeDir });
  const assembly = app.synth();
  synthesised = { stack, template: Template.fromStack(stack), assembly, outdir: join(outdir, 'cdk.out'), apiCodeDir };
  return synthesised;
}
