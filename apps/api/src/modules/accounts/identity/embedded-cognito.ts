// Runs cognito-local (patched, see patches/) inside this process, the way dynalite stands in for DynamoDB: its data
// in a folder, on a free loopback port, and every SMS it would send handed to `onSms` instead of a phone.
import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { handler as preSignUp } from './pre-sign-up';

/** A text message Cognito would have sent. */
export interface Sms {
  readonly to: string;
  readonly message: string;
  readonly code: string;
}

/** A running emulator: its endpoint, the issuer its tokens carry, and how to stop it. */
export interface EmbeddedCognito {
  readonly endpoint: string;
  /** The token issuer's domain (`<issuerDomain>/<poolId>`); fixed, so sessions survive a restart on another port. */
  readonly issuerDomain: string;
  /** Where the emulator keeps its users (`<dataDir>/db/<poolId>.json`), for tests that read codes from it. */
  readonly dataDir: string;
  stop(): Promise<void>;
}

/** The file in the data folder that names a running emulator's endpoint and process (removed when it stops). */
export const runningFileName = 'running.json';

/** The data folder's running emulator, if its process is alive: another process may then use it by its endpoint. */
export function runningEmulator(dataDir: string): { endpoint: string; pid: number } | undefined {
  try {
    const running = JSON.parse(readFileSync(join(dataDir, runningFileName), 'utf8')) as { endpoint?: unknown; pid?: unknown };
    if (typeof running.endpoint !== 'string' || typeof running.pid !== 'number') return undefined;
    process.kill(running.pid, 0);
    return { endpoint: running.endpoint, pid: running.pid };
  } catch {
    return undefined;
  }
}

/** The issuer domain of embedded tokens: never a real Cognito issuer, so an AWS-mode server cannot be fooled by them. */
export const embeddedIssuerDomain = 'http://cognito-local.invalid';

// cognito-local is CommonJS without an exports map; its parts are assembled here as its own createDefaultServer does,
// except for the data folder (its default is ./.cognito in the working directory) and the message sender.
// Resolved on first use, not on import: the Lambda bundle imports this module but never starts the emulator.
/* eslint-disable @typescript-eslint/no-explicit-any -- the emulator's internals are untyped JavaScript here */
function emulatorRequire(): NodeJS.Require {
  const requireFromHere = createRequire(import.meta.url);
  return createRequire(requireFromHere.resolve('cognito-local'));
}

interface LocalUser {
  readonly Username: string;
}

/** The file in the data folder holding this installation's token signing key (PKCS#8 PEM, mode 0600). */
export const signingKeyFileName = 'signing-key.pem';

/** A token signing key: the private PEM the emulator signs with, and the public JWK it publishes. */
export interface SigningKey {
  readonly pem: string;
  readonly kid: string;
  readonly jwk: Record<string, string>;
}

/**
 * The installation's own RSA key in `<dataDir>/signing-key.pem`, made at the first start. cognito-local's own key
 * ships inside its npm package, so anyone could sign a token with `cognito:groups: ["operators"]` with it.
 */
export function installationSigningKey(dataDir: string): SigningKey {
  const path = join(dataDir, signingKeyFileName);
  if (!existsSync(path)) {
    try {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      // 'wx': never replace a key another process made first (tokens it signed would stop verifying).
      writeFileSync(path, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(path, 0o600);
  const pem = readFileSync(path, 'utf8');
  const { n, e } = createPublicKey(pem).export({ format: 'jwk' }) as { n: string; e: string };
  // The key id is the key's RFC 7638 thumbprint, so a new key never shares an id with an old one.
  const kid = createHash('sha256')
    .update(JSON.stringify({ e, kty: 'RSA', n }))
    .digest('base64url');
  return { pem, kid, jwk: { kty: 'RSA', e, n, kid, alg: 'RS256', use: 'sig' } };
}

/** A stand-in for the v2 SDK's Lambda client that runs handlers in this process, answering the way Lambda's Invoke does. */
function inProcessLambda(handlers: Record<string, (event: any) => Promise<unknown>>) {
  const invoke = async ({ FunctionName, Payload }: { FunctionName: string; Payload: string }) => {
    const run = handlers[FunctionName];
    if (!run) throw new Error(`no in-process handler for ${FunctionName}`);
    try {
      return { StatusCode: 200, Payload: JSON.stringify(await run(JSON.parse(Payload))) };
    } catch (error) {
      // Lambda's answer for a handler that throws: FunctionError "Unhandled" with the error's message in the payload.
      return { StatusCode: 200, FunctionError: 'Unhandled', Payload: JSON.stringify({ errorMessage: (error as Error).message, errorType: 'Error' }) };
    }
  };
  return { invoke: (params: { FunctionName: string; Payload: string }) => ({ promise: () => invoke(params) }) };
}

/** Starts cognito-local on 127.0.0.1 (a free port) with its data in `dataDir`. */
export async function startEmbeddedCognito({ dataDir, onSms }: { dataDir: string; onSms: (sms: Sms) => void }): Promise<EmbeddedCognito> {
  mkdirSync(join(dataDir, 'db'), { recursive: true });
  const localRequire = emulatorRequire();
  const lib = (path: string): any => localRequire(`./${path}`);
  const pino = localRequire('pino');
  // The emulator's own request log is noise next to ours; only its errors are worth seeing.
  const logger = pino({ level: 'error', base: { name: 'cognito-local' } });
  // Required one by one: services/index.js would load the v2 AWS SDK (for Lambda triggers and KMS, unused here).
  const { DateClock } = lib('services/clock.js');
  const { TriggersService } = lib('services/triggers/triggers.js');
  const { LambdaService } = lib('services/lambda.js');
  const { MessagesService } = lib('services/messages.js');
  const { CognitoServiceFactoryImpl } = lib('services/cognitoService.js');
  const { UserPoolServiceFactoryImpl } = lib('services/userPoolService.js');
  const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb.js');
  const { MessageDeliveryService } = lib('services/messageDelivery/messageDelivery.js');
  const { otp } = lib('services/otp.js');
  const { JwtTokenGenerator } = lib('services/tokenGenerator.js');
  const { DefaultConfig } = lib('server/config.js');
  const { Router } = lib('server/Router.js');
  const { createServer } = lib('server/server.js');

  const ctx = { logger };
  const dbDir = join(dataDir, 'db');
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dbDir);
  const cognito = await new CognitoServiceFactoryImpl(dbDir, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory)).create(ctx, {});
  // One Lambda trigger, PreSignUp, run in this process: the emulator's own trigger path calls the same handler the
  // stack deploys (pre-sign-up.ts), answering as Lambda does, so a refusal reads "PreSignUp failed with error …".
  // No other trigger is configured, so neither Lambda nor KMS is ever called.
  const triggers = new TriggersService(clock, cognito, new LambdaService({ PreSignUp: 'PreSignUp' }, inProcessLambda({ PreSignUp: preSignUp })), {});
  const sender = {
    sendSms: async (_ctx: unknown, _user: LocalUser, to: string, message: { __code: string; smsMessage?: string }) => {
      onSms({ to, code: message.__code, message: message.smsMessage ?? `Your Party Box code is ${message.__code}` });
    },
    sendEmail: async (_ctx: unknown, _user: LocalUser, to: string, message: { __code: string }) => {
      onSms({ to, code: message.__code, message: `(e-mail) Your Party Box code is ${message.__code}` });
    },
  };
  // Tokens are signed with this installation's key (patched emulator: TokenConfig.SigningKey), which its JWKS publishes.
  const config = { ...DefaultConfig, TokenConfig: { IssuerDomain: embeddedIssuerDomain, SigningKey: installationSigningKey(dataDir) } };
  const services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(sender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const server: Server = await createServer(Router(services), logger, { port: 0, hostname: '127.0.0.1', https: false }, services).start();
  const { port } = server.address() as AddressInfo;
  // Where a running store's emulator listens, so `pnpm operator:add` can use it instead of opening the same files.
  const endpointFile = join(dataDir, runningFileName);
  writeFileSync(endpointFile, JSON.stringify({ endpoint: `http://127.0.0.1:${port}`, pid: process.pid }));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    issuerDomain: embeddedIssuerDomain,
    dataDir,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        rmSync(endpointFile, { force: true });
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
