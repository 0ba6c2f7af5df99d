// One synthesis of the app for every test file of a run (bundling and cdk-nag are the slow part).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { bundleApi } from '../src/api-bundle';
import { buildApp, type PartyBoxApp } from '../src/app';
import type { PartyBoxStack } from '../src/stack';

export interface Synthesised {
  /** Production's main stack and its template. */
  readonly stack: PartyBoxStack;
  readonly template: Template;
  readonly stages: PartyBoxApp['stages'];
  readonly templateOf: (stack: import('aws-cdk-lib').Stack) => Template;
  readonly assembly: CloudAssembly;
  readonly outdir: string;
  readonly apiCodeDir: string;
}

let synthesised: Promise<Synthesised> | undefined;

/** Bundles the API into a temp folder and synthesises the app (cdk-nag included: it throws on unacknowledged findings). */
export function synthesise(): Promise<Synthesised> {
  synthesised ??= (async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'partybox-cdk-'));
    const apiCodeDir = bundleApi(join(outdir, 'api-lambda'));
    const { app, stack, stages } = await buildApp({ outdir: join(outdir, 'cdk.out'), apiCodeDir });
    const assembly = app.synth();
    const templates = new Map<string, Template>();
    const templateOf = (s: import('aws-cdk-lib').Stack) => templates.get(s.stackName) ?? templates.set(s.stackName, Template.fromStack(s)).get(s.stackName)!;
    return { stack, template: templateOf(stack), stages, templateOf, assembly, outdir: join(outdir, 'cdk.out'), apiCodeDir };
  })();
  return synthesised;
}
