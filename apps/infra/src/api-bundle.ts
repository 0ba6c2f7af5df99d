// Bundles the API's Lambda entry with esbuild in this process (no Docker, no network) into a folder CDK uploads as the
// function's code, with a copy of the catalog beside it (the API prices orders from it at run time). What a cold start
// loads is kept small (see apps/infra/README.md, "Cold start"): no source map in the code (it is written beside the
// folder, to be kept with the build for reading stack traces), and the local server's static file serving and OpenAPI
// page are swapped for apps/api/src/platform/http/lambda-site.ts, packages Lambda never reaches (ajv, pino's transports
// and others: `standIns`) for src/lambda-stand-ins/, and the AWS SDK clients' schemas are trimmed (`sdkSchemas`).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog, loadMessages } from '@partybox/catalog';
import { checkedMessagesFileName, lambdaEntry } from '@partybox/api';
import type { BuildOptions } from 'esbuild';

const infraRoot = fileURLToPath(new URL('../', import.meta.url));
const catalogDir = fileURLToPath(new URL('../../../catalog/', import.meta.url));

/** Where the bundle is written; `catalog/` inside it is what CATALOG_DIR points at in Lambda. */
export const apiBundleDir = join(infraRoot, 'build/api-lambda');
/** Where Lambda unpacks the code. */
export const lambdaTaskDir = '/var/task';
/** The folder the function finds the catalog in. */
export const lambdaCatalogDir = `${lambdaTaskDir}/catalog`;
/** The catalog as `loadCatalog` resolved it at build time, after every check passed (CHECKED_CATALOG_FILE). */
export const checkedCatalogFileName = 'catalog.checked.json';
/** Where the bundle's source map goes: beside the code folder, never inside it (Lambda would load it with --enable-source-maps). */
export const sourceMapFileOf = (outDir: string) => `${outDir}.index.mjs.map`;
/**
 * The most a cold start may read (bytes, minified: `index.mjs` and the chunks it imports statically, startupBytes):
 * `pnpm --filter @partybox/infra size` (turbo's size task, so CI) and the infra tests fail above it. Every byte is read
 * and compiled at each cold start. Issue 25's goal, under 1 MB, is the budget (0.987 MB is reached; see
 * apps/infra/README.md, "Cold start", for what a start reads and what was moved out of it).
 */
export const apiBundleBudgetBytes = 1_000_000;

/**
 * The bytes a cold start reads and compiles: `index.mjs` and every chunk it imports statically, through each other;
 * chunks imported with `import()` only (the password check, the Razorpay SDK, the SNS and SES v2 clients, the request
 * validators, jose) load when first used.
 */
export function startupBytes(outDir: string): number {
  return startupFiles(outDir).reduce((sum, file) => sum + statSync(file).size, 0);
}

/** The files a cold start loads: `index.mjs` and the chunks it imports statically, through each other. */
export function startupFiles(outDir: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // Static imports in esbuild's minified output: `from"./x.mjs"` and `import"./x.mjs"`; `import("./x.mjs")` is dynamic.
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.mjs)"/g)) visit(join(dirname(file), match[1]!));
  };
  visit(join(outDir, 'index.mjs'));
  return [...seen];
}

const standIn = (file: string) => fileURLToPath(new URL(`./lambda-stand-ins/${file}`, import.meta.url));
const withoutAjv = standIn('without-ajv.cjs');

/** A `request` (relative, or a package's name) made from a file whose path matches `importer` (a pattern) resolves to the stand-in at `path`. */
export interface StandIn {
  readonly importer: string;
  readonly request: string;
  readonly path: string;
}

/**
 * What the bundle replaces, each with a stand-in that throws a message naming what was left out should code ever reach
 * it: fast-json-stringify's own files that load ajv (see without-ajv.cjs), pino's transports (worker threads that
 * write logs elsewhere; the API logs to stdout, which Lambda sends to CloudWatch), whose thread-stream and worker
 * loader are read at every start because pino requires them when it loads, and the router's check of routes' regular
 * expressions (the API declares none; see without-regex-routes.cjs), ipaddr.js (needed only by a TRUST_PROXY list of
 * addresses; on Lambda the client's address comes from CLIENT_ADDRESS_HEADER). And two that do the work in less code,
 * each compared with the package by the infra test: ip-address, of which @fastify/rate-limit needs only an IPv6 client's
 * network (address6.cjs), and semver, of which Fastify needs only "does 5.12.8 satisfy 5.x" (plugin-version-check.cjs).
 */
export const standIns: readonly StandIn[] = [
  ...['./lib/validator', './lib/standalone'].map((request) => ({ importer: '[\\\\/]fast-json-stringify[\\\\/]index\\.js$', request, path: withoutAjv })),
  ...[
    { importer: '[\\\\/]pino[\\\\/]pino\\.js$', request: './lib/transport' },
    { importer: '[\\\\/]pino[\\\\/]lib[\\\\/]tools\\.js$', request: './transport' },
  ].map((entry) => ({ ...entry, path: standIn('without-pino-transports.cjs') })),
  { importer: '[\\\\/]find-my-way[\\\\/]index\\.js$', request: 'safe-regex2', path: standIn('without-regex-routes.cjs') },
  { importer: '[\\\\/]@fastify[\\\\/]proxy-addr[\\\\/]index\\.js$', request: 'ipaddr.js', path: standIn('without-ipaddr.cjs') },
  { importer: '[\\\\/]fastify[\\\\/]lib[\\\\/]plugin-utils\\.js$', request: 'semver', path: standIn('plugin-version-check.cjs') },
  { importer: '[\\\\/]@fastify[\\\\/]rate-limit[\\\\/]index\\.js$', request: 'ip-address', path: standIn('address6.cjs') },
];

/**
 * The AWS SDK clients a cold start loads (SSM, Cognito, DynamoDB) carry a schema for every shape and error of their
 * service, and register a class for every error (141 for SSM, 60 for Cognito, 36 for DynamoDB): 0.14 MB read at every
 * start, of which the API uses a few operations. build-with-stand-ins.mjs trims them: the schemas nothing reaches are
 * dropped, and only the errors in `keep` are registered. Any other error arrives as the client's base exception
 * (SSMServiceException, ...) with the same `name`, message, `$fault`, `$metadata` and the fields the service sent, as the
 * SDK does for an error it does not know; the API tells errors apart by `name`. Kept: the ones the API tests with
 * `instanceof` (test/api-bundle-answers.test.ts checks the API's source against this list), and the one the SDK retries by
 * its class (`$retryable`).
 */
export const sdkSchemas = {
  schemas: '[\\\\/]@aws-sdk[\\\\/]client-(dynamodb|ssm|cognito-identity-provider)[\\\\/]dist-es[\\\\/]schemas[\\\\/]schemas_0\\.js$',
  keep: ['ConditionalCheckFailedException', 'ReplicatedWriteConflictException'],
} as const;

/**
 * The request validators (apps/api/src/platform/http/request-validators.ts, imported at the first request with a body)
 * and the account forms' checks (modules/accounts/http/account-form-checks.ts, at the first sign-in, sign-up or reset)
 * get a copy of @partybox/contracts of their own in their chunk: the contracts' modules a start reads import the
 * generated validators too (for the storefront's forms), and esbuild would otherwise put the validators (0.1 MB) in the
 * chunks a start reads, since it places whole files and their imports (see build-with-stand-ins.mjs).
 */
export const separateCopy = {
  importer:
    '[\\\\/]apps[\\\\/]api[\\\\/]src[\\\\/](platform[\\\\/]http[\\\\/]request-validators|modules[\\\\/]accounts[\\\\/]http[\\\\/]account-form-checks)\\.ts$',
  copied: '[\\\\/]packages[\\\\/]contracts[\\\\/]src[\\\\/]',
} as const;

/** esbuild's `build` with the stand-ins' plugin, in a process of its own (build-with-stand-ins.mjs): buildSync takes no plugin. */
function buildWithStandIns(options: BuildOptions, metafile?: string): void {
  const runner = fileURLToPath(new URL('./build-with-stand-ins.mjs', import.meta.url));
  const input = JSON.stringify({ options, standIns, sdkSchemas, separateCopy, metafile });
  const built = spawnSync(process.execPath, [runner], { input, encoding: 'utf8', cwd: infraRoot });
  if (built.status !== 0) throw new Error(`esbuild could not bundle the API (${built.error?.message ?? `exit ${built.status}`}):\n${built.stderr}`);
}

/**
 * Writes `index.mjs` (the handler `index.handler`) and `catalog/`. The embedded database and emulator (dynalite,
 * LevelDB, cognito-local, the Razorpay sandbox) are never loaded in Lambda (the entry refuses embedded modes), so they stay out.
 */
export function bundleApi(outDir = apiBundleDir, { metafile }: { metafile?: string } = {}): string {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  buildWithStandIns(
    {
      entryPoints: { index: lambdaEntry },
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      // What the API imports on demand is a chunk of its own, read at its first use, never at a cold start: the password
      // strength check and its dictionaries (about 0.5 MB, the first sign-up or reset), the Razorpay SDK with axios and
      // mime-db (about 0.3 MB, the first call to Razorpay), the SNS and SES v2 clients (the first message sent), the request
      // validators (about 0.1 MB, the first request with a body; see separateCopy) and jose (the first token check or sign-in).
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      minify: true,
      // No //# sourceMappingURL in the code; the map is moved out of the folder below.
      sourcemap: 'external',
      // `#site` (apps/api/package.json "imports") resolves to the Lambda's stand-ins: no static files, no OpenAPI page.
      conditions: ['lambda', 'module'],
      // Fastify loads its ajv compiler only without a validator factory; the API gives one (the precompiled validators).
      alias: { '@fastify/ajv-compiler': withoutAjv },
      legalComments: 'none',
      logLevel: 'error',
      // ES module builds first: some packages' CommonJS builds are UMD wrappers whose require() calls esbuild cannot follow (jsonc-parser).
      mainFields: ['module', 'main'],
      external: ['dynalite', 'level', 'classic-level', 'cognito-local', '@partybox/razorpay-sandbox'],
      // Some CommonJS dependencies call require(); an ES module bundle needs one made for it.
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    },
    metafile,
  );
  renameSync(join(outDir, 'index.mjs.map'), sourceMapFileOf(outDir));
  // The chunks' maps go beside the index's, out of the function's folder.
  const chunkMaps = `${outDir}.chunk-maps`;
  rmSync(chunkMaps, { recursive: true, force: true });
  const chunks = join(outDir, 'chunks');
  for (const name of existsSync(chunks) ? readdirSync(chunks).filter((file) => file.endsWith('.map')) : []) {
    mkdirSync(chunkMaps, { recursive: true });
    renameSync(join(chunks, name), join(chunkMaps, name));
  }
  cpSync(catalogDir, join(outDir, 'catalog'), { recursive: true });
  // The catalog check (schemas, cross-file rules, image sizes) runs here, on the copy the function gets: a catalog
  // with errors fails the synth, and a cold start only parses the result (it took 0.67 s of one).
  writeFileSync(join(outDir, checkedCatalogFileName), JSON.stringify(loadCatalog(join(outDir, 'catalog'))));
  // The message texts likewise: checked here, so the function carries no checker for them.
  writeFileSync(join(outDir, checkedMessagesFileName), JSON.stringify(loadMessages(join(outDir, 'catalog'))));
  return outDir;
}
