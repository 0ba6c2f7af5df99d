// The Lambda entry answers function-URL events (payload format 2.0) with the real app, on a real dynalite and a
// real cognito-local reached as external endpoints, the way the deployed function reaches DynamoDB and Cognito.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDocumentClient } from '../platform/db/client';
import { createTables } from '../platform/db/create-tables';
import { localCredentials, startDynalite, type EmbeddedDatabase } from '../platform/db/embedded';
import { startEmbeddedCognito, type EmbeddedCognito, type Sms } from '../modules/accounts/identity/embedded-cognito';
import { loadMessages } from '@partybox/catalog';
import { apiPaths } from '@partybox/contracts';
import type { DeliveryCalendarView } from '@partybox/contracts/calendar';
import { createLambdaHandler, dispatchEvent, reconcileEvent, type LambdaEvent, type LambdaHandler } from '../lambda';
import { checkedMessagesFileName } from '../lambda-files';
import { newKey, realCatalog } from './support/harness';
import { daysFromToday } from './support/operations';

const contact = { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Sent through Lambda' };

/** A function URL event as CloudFront forwards it. */
function urlEvent(method: string, path: string, headers: Record<string, string> = {}, body?: unknown): LambdaEvent {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'abc.lambda-url.ap-south-1.on.aws', 'x-forwarded-for': '203.0.113.9', ...headers },
    requestContext: { http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'test' }, stage: '$default' },
    ...(body !== undefined && { body: JSON.stringify(body), isBase64Encoded: false }),
  };
}

describe('the Lambda entry', () => {
  let dynalite: EmbeddedDatabase;
  let cognito: EmbeddedCognito;
  let lambda: Awaited<ReturnType<typeof createLambdaHandler>>;
  let handler: LambdaHandler;
  const cognitoDir = mkdtempSync(join(tmpdir(), 'partybox-lambda-cognito-'));
  const texts: Sms[] = [];

  beforeAll(async () => {
    dynalite = await startDynalite();
    const db = createDocumentClient({ region: 'ap-south-1', endpoint: dynalite.endpoint, credentials: localCredentials });
    await createTables(db, 'lambda-');
    db.destroy();
    cognito = await startEmbeddedCognito({ dataDir: cognitoDir, onSms: (sms) => texts.push(sms) });
    // The SDK takes credentials from the standard chain, as in Lambda (there from the function's role).
    vi.stubEnv('AWS_ACCESS_KEY_ID', localCredentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', localCredentials.secretAccessKey);
    // As in Lambda: the catalog checked when the bundle was built (apps/infra/src/api-bundle.ts), only parsed at start.
    const checkedCatalog = join(cognitoDir, 'catalog.checked.json');
    writeFileSync(checkedCatalog, JSON.stringify(realCatalog()));
    writeFileSync(join(cognitoDir, checkedMessagesFileName), JSON.stringify(loadMessages()));
    lambda = await createLambdaHandler({
      CHECKED_CATALOG_FILE: checkedCatalog,
      DYNAMODB_ENDPOINT: dynalite.endpoint,
      TABLE_PREFIX: 'lambda-',
      COGNITO_ENDPOINT: cognito.endpoint,
      // Razorpay's test mode by its keys (nothing here calls it): the embedded sandbox is refused in Lambda.
      RAZORPAY_KEY_ID: 'rzp_test_PartyBoxLambda1',
      RAZORPAY_KEY_SECRET: 'lambda-test-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'lambda-test-webhook-secret',
      COGNITO_ISSUER_DOMAIN: cognito.issuerDomain,
      WEB_DIST: join(tmpdir(), 'partybox-no-web-dist'),
      LOG_LEVEL: 'silent',
      TRUST_PROXY: '1',
      ORDER_LINK_SECRET: 'a-test-secret-of-at-least-32-characters',
    });
    handler = lambda.handler;
  });

  afterAll(async () => {
    await lambda?.app.close();
    await cognito?.stop();
    await dynalite?.stop();
    vi.unstubAllEnvs();
    rmSync(cognitoDir, { recursive: true, force: true });
  });

  it('answers the health check with the security headers', async () => {
    const response = await handler(urlEvent('GET', '/api/health'), {});
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ ok: true });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('stores an idempotent write once and replays it', async () => {
    const key = newKey('lambda');
    const headers = { 'content-type': 'application/json', 'idempotency-key': key };
    const first = await handler(urlEvent('POST', '/api/contact', headers, contact), {});
    expect(first.statusCode, first.body).toBe(201);
    const again = await handler(urlEvent('POST', '/api/contact', headers, contact), {});
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(JSON.parse(again.body)).toEqual(JSON.parse(first.body));
  });

  it('reaches the user pool: /api/auth/me answers signed out, sign-up texts a code', async () => {
    const me = await handler(urlEvent('GET', '/api/auth/me'), {});
    expect(me.statusCode).toBe(200);
    expect(JSON.parse(me.body)).toEqual({ signedIn: false });
    const signUp = { name: 'Asha Rao', phone: '9820011122', password: 'long enough' };
    const response = await handler(urlEvent('POST', '/api/auth/sign-up', { 'content-type': 'application/json' }, signUp), {});
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ next: 'confirm' });
    expect(texts.map((sms) => sms.to)).toContain('+919820011122');
  });

  it("sends an order's messages when the schedule's event arrives, once", async () => {
    const json = { 'content-type': 'application/json' };
    const started = await handler(urlEvent('POST', '/api/checkouts', json, { lines: [{ themeId: 'superhero', addons: [], quantity: 1 }] }), {});
    expect(started.statusCode, started.body).toBe(201);
    const { id } = JSON.parse(started.body) as { id: string };
    // A guest's checkout answers to its cookie (the one the POST set).
    const asOwner = { ...json, cookie: `pb_checkout=${id}` };
    const party = { name: 'Asha Rao', phone: '9820098200', email: 'asha@example.com', eventDate: daysFromToday(10) };
    const address = {
      fullName: 'Asha Rao',
      phone: '9820098200',
      addressLine1: '4 Sea Breeze, Hill Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400050',
    };
    // The first day and slot the calendar offers for the party, as the storefront's delivery step shows them.
    const calendar = JSON.parse((await handler(urlEvent('GET', apiPaths.deliveryCalendar.href(party.eventDate)), {})).body) as DeliveryCalendarView;
    const day = calendar.days.find((candidate) => candidate.status === 'open')!;
    const delivery = { ...address, deliveryDate: day.date, deliverySlot: day.slots.find((slot) => slot.available)!.id };
    const steps = { version: 0, customization: party, delivery, payment: { method: 'cod' } };
    const saved = await handler(urlEvent('PATCH', `/api/checkouts/${id}`, { ...asOwner, 'idempotency-key': newKey('lambda-steps') }, steps), {});
    expect(saved.statusCode, saved.body).toBe(200);
    const { total } = JSON.parse(saved.body) as { total: number };
    const done = await handler(urlEvent('POST', `/api/checkouts/${id}/complete`, { ...asOwner, 'idempotency-key': newKey('lambda-order') }, { total }), {});
    expect(done.statusCode, done.body).toBe(201);
    // No loop runs in a Lambda instance: nothing is sent until the schedule's event.
    const first = await handler({ ...dispatchEvent }, {});
    // The SMS, the e-mail to the address given with the party's details, and the team's new-order alert.
    expect(JSON.parse(first.body)).toEqual({ sent: 3 });
    const second = await handler({ ...dispatchEvent }, {});
    expect(JSON.parse(second.body)).toEqual({ sent: 0 });
    // Reconciliation is its own scheduled event: it looks at the order in its walk of recent orders (paid on delivery:
    // nothing to ask the gateway).
    expect(JSON.parse((await handler({ ...reconcileEvent }, {})).body)).toEqual({ reconciled: 1 });
  });

  it('refuses the embedded database, which Lambda instances could not share', async () => {
    await expect(createLambdaHandler({ LOG_LEVEL: 'silent' })).rejects.toThrow('In AWS Lambda set DYNAMODB_MODE=aws');
  });
});
