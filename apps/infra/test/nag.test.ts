// cdk-nag's AwsSolutions checks run in every synthesis: the production app has no unacknowledged finding, and a
// finding that is not acknowledged fails the synthesis (so the check is really on).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { synthesise } from './synth';

describe('cdk-nag AwsSolutions', () => {
  it('passes on the production app, with every acknowledgement carrying a reason', () => {
    const { assembly, stack } = synthesise();
    // synth() threw otherwise; the report CDK writes beside the template lists only plugins with something to say
    // (a passing AwsSolutions pack is absent), and none of them may have failed.
    const report = JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8')) as {
      pluginReports: { pluginName: string; conclusion: string; violations: unknown[] }[];
    };
    for (const plugin of report.pluginReports) expect(plugin, plugin.pluginName).toMatchObject({ conclusion: 'success', violations: [] });
    const acknowledged = stack.node
      .findAll()
      .flatMap((construct) => construct.node.metadata.filter((entry) => entry.type === 'aws:cdk:acknowledged-rules'))
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>));
    expect(acknowledged.map(([rule]) => rule)).toEqual(expect.arrayContaining(['Annotation::AwsSolutions-COG1', 'Annotation::AwsSolutions-IAM5[Resource::*]']));
    for (const [rule, reason] of acknowledged) expect(reason.length, rule).toBeGreaterThan(40);
  });

  it('fails the synthesis on a finding nobody acknowledged', () => {
    const { apiCodeDir } = synthesise();
    const { app, stack } = buildApp({ outdir: mkdtempSync(join(tmpdir(), 'partybox-cdk-nag-')), apiCodeDir });
    new Bucket(stack, 'Unlogged'); // no access logs, no SSL enforcement
    expect(() => app.synth()).toThrow(/server access logs/);
  });
});
