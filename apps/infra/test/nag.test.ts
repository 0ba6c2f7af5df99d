// cdk-nag's AwsSolutions and Serverless checks run in every synthesis: the app (every stage, both regions) has no
// unacknowledged finding, every acknowledgement carries a reason, and a finding nobody acknowledged fails the synthesis.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { production } from '../src/stages';
import { synthesise, type Synthesised } from './synth';

let synth: Synthesised;
beforeAll(async () => {
  synth = await synthesise();
});

describe('cdk-nag AwsSolutions and Serverless', () => {
  it('passes on every stack of the app, with every acknowledgement carrying a reason', () => {
    const { assembly, stages } = synth;
    // synth() threw otherwise; the report CDK writes beside the templates lists only plugins with something to say
    // (a passing pack is absent), and none of them may have failed.
    const report = JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8')) as {
      pluginReports: { pluginName: string; conclusion: string; violations: unknown[] }[];
    };
    for (const plugin of report.pluginReports) expect(plugin, plugin.pluginName).toMatchObject({ conclusion: 'success', violations: [] });
    expect(assembly.stacks.map((s) => s.stackName).sort()).toEqual([
      'PartyBox',
      'PartyBox-EdgeAlarms',
      'PartyBox-Global',
      'PartyBox-staging',
      'PartyBox-staging-EdgeAlarms',
      'PartyBox-staging-Global',
    ]);
    const acknowledged = Object.values(stages)
      .flatMap(({ main, global, edgeAlarms }) => [...main.node.findAll(), ...global.node.findAll(), ...edgeAlarms.node.findAll()])
      .flatMap((construct) => construct.node.metadata.filter((entry) => entry.type === 'aws:cdk:acknowledged-rules'))
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>));
    expect(acknowledged.map(([rule]) => rule)).toEqual(
      expect.arrayContaining(['Annotation::AwsSolutions-COG1', 'Annotation::AwsSolutions-IAM5[Resource::*]', 'Annotation::Serverless-LambdaTracing']),
    );
    for (const [rule, reason] of acknowledged) {
      expect(reason.length, rule).toBeGreaterThan(40);
      expect(reason, rule).not.toMatch(/\bto ?do\b|\btbd\b|\blater\b|\bfor now\b/i);
    }
  });

  it('fails the synthesis on a finding nobody acknowledged', async () => {
    const { apiCodeDir } = synth;
    const { app, stack } = await buildApp({ outdir: mkdtempSync(join(tmpdir(), 'partybox-cdk-nag-')), apiCodeDir, stages: [production] });
    new Bucket(stack, 'Unlogged'); // no access logs, no SSL enforcement
    expect(() => app.synth()).toThrow(/server access logs/);
  });
});
