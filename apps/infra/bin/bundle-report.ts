// `pnpm --filter @partybox/infra bundle:report`: bundles the API as deployed (api-bundle.ts) with esbuild's metafile
// and prints what a cold start reads (index.mjs and the chunks it imports statically), by package and by input file,
// largest first, so the next cut is chosen from figures. `size` (turbo's size task, run by `pnpm test` in CI) runs it
// with --budget: it exits 1 when a cold start reads more than apiBundleBudgetBytes. BUNDLE_REPORT_TOP sets the rows.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { apiBundleBudgetBytes, bundleApi, startupBytes, startupFiles } from '../src/api-bundle';

const top = Number(process.env.BUNDLE_REPORT_TOP ?? 25);
const work = mkdtempSync(join(tmpdir(), 'partybox-bundle-report-'));

/** The package an input belongs to (`fastify`, `@aws-sdk/client-ssm`), or its workspace folder (`apps/api/src/modules`). */
function ownerOf(input: string): string {
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//.exec(input);
  if (inPackage) return inPackage[1]!;
  const inWorkspace = /^(?:\.\.\/)+((?:apps|packages)\/[^/]+(?:\/src\/[^/]+)?|catalog)/.exec(input.replace(/^\.\.\/(api|web)\//, '../../apps/$1/'));
  return inWorkspace?.[1] ?? input;
}

const short = (input: string) => input.replace(/^.*node_modules\//, '').replace(/^(?:\.\.\/)+/, '');
const kb = (bytes: number) => `${(bytes / 1e3).toFixed(1).padStart(7)} KB`;

try {
  const metafilePath = join(work, 'metafile.json');
  const out = bundleApi(join(work, 'api-lambda'), { metafile: metafilePath });
  const metafile = JSON.parse(readFileSync(metafilePath, 'utf8')) as Metafile;
  // The metafile names outputs relative to the build's working directory (apps/infra); startupFiles gives absolute paths.
  const atStart = new Set(startupFiles(out).map((file) => file.slice(file.indexOf('api-lambda'))));
  const byInput = new Map<string, number>();
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    if (!atStart.has(output.slice(output.indexOf('api-lambda')))) continue;
    for (const [input, { bytesInOutput }] of Object.entries(inputs)) byInput.set(input, (byInput.get(input) ?? 0) + bytesInOutput);
  }
  const byOwner = new Map<string, number>();
  for (const [input, bytes] of byInput) byOwner.set(ownerOf(input), (byOwner.get(ownerOf(input)) ?? 0) + bytes);
  const largest = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  const total = startupBytes(out);
  console.log(`What a cold start reads, by package (top ${top} of ${byOwner.size}):`);
  for (const [owner, bytes] of largest(byOwner)) console.log(`${kb(bytes)}  ${owner}`);
  console.log(`\nBy input file (top ${top} of ${byInput.size}):`);
  for (const [input, bytes] of largest(byInput)) console.log(`${kb(bytes)}  ${short(input)}`);
  const within = total <= apiBundleBudgetBytes;
  console.log(
    `\n${within ? 'ok  ' : 'OVER'} the API's Lambda bundle: a cold start reads ${total} bytes (${(total / 1e6).toFixed(3)} MB: index.mjs and ${atStart.size - 1} chunks it imports); budget ${apiBundleBudgetBytes} bytes`,
  );
  if (process.argv.includes('--budget')) process.exitCode = within ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
