import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, dataFolder, loadConfig, repoRoot, settingsPath } from '../platform/env/env';

describe('loadConfig', () => {
  it('defaults to an embedded database in .data/dynamodb, port 3000 on loopback only, the documented budgets and no proxy', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      data: dataFolder(join(repoRoot, '.data')),
      database: { mode: 'embedded', dataDir: join(repoRoot, '.data/dynamodb'), region: 'ap-south-1', upgradeDir: join(repoRoot, '.data/table-upgrades') },
      tablePrefix: '',
      rateLimits: { checkoutWrites: 30, formWrites: 10, orderReads: 60, webhookPosts: 300, webhookSources: ['3.140.215.0', '3.136.42.4', '18.224.88.246'] },
      trustProxy: false,
      webDist: join(repoRoot, 'apps/web/dist/client'),
      logLevel: 'info',
      notifications: { mode: 'log' },
      stage: 'local',
      identity: { mode: 'embedded', dataDir: join(repoRoot, '.data/cognito'), region: 'ap-south-1' },
      authLimits: {
        perPhone: 10,
        perAddress: 60,
        windowSeconds: 900,
        freeFailures: 3,
        firstDelaySeconds: 1,
        maxDelaySeconds: 300,
        forgetFailuresSeconds: 3600,
        refreshPerAddress: 60,
      },
      smsLimits: {
        dailyPerNumber: 10,
        signInReserve: 5,
        hourlyBudget: 500,
        resendCooldownSeconds: 60,
        textsPerOrder: 15,
        teamRequestAlertsPerDay: 50,
        teamSmsEveryOrders: 1,
      },
      payments: { mode: 'embedded', dataDir: join(repoRoot, '.data/razorpay') },
    });
  });

  it('reads who the team alerts go to (OPERATOR_ALERTS), and refuses a bad entry naming it', () => {
    expect(loadConfig({}).notifications?.operators).toBeUndefined();
    expect(() => loadConfig({ OPERATOR_ALERTS: '9820012345, team@partybox.in, 98200' })).toThrow(
      'OPERATOR_ALERTS: "98200" is neither a 10-digit Indian mobile number (like 9820012345) nor an e-mail address (like team@partybox.in)',
    );
    expect(loadConfig({ OPERATOR_ALERTS: ' +91 98200 12345,team@partybox.in,9820012345 ' }).notifications?.operators).toEqual({
      phones: ['+919820012345'],
      emails: ['team@partybox.in'],
    });
  });

  it("reads the stage (STAGE, default local) and staging's SMS_ALLOW_LIST, refusing a bad entry by name", () => {
    expect(loadConfig({}).stage).toBe('local');
    expect(loadConfig({}).notifications?.smsAllowList).toBeUndefined();
    // Written any way the phone field accepts (+91, 0 or 91 first, spaces, dashes), each is one E.164 number.
    expect(loadConfig({ STAGE: 'staging', SMS_ALLOW_LIST: ' +91 98200 12345,9820012345 , 7000000001,07000-000002,917000000003' })).toMatchObject({
      stage: 'staging',
      notifications: { smsAllowList: ['+919820012345', '+917000000001', '+917000000002', '+917000000003'] },
    });
    expect(() => loadConfig({ STAGE: 'Staging 2' })).toThrow(
      'STAGE="Staging 2" must be a stage name of lower-case letters, digits and "-", like prod or staging',
    );
    expect(() => loadConfig({ SMS_ALLOW_LIST: '9820012345,12345' })).toThrow('SMS_ALLOW_LIST: "12345" must be 10-digit Indian mobile numbers, like 9820012345');
  });

  it('reads the attempt limits and SMS caps, and names the variable of a bad value', () => {
    const config = loadConfig({
      AUTH_FREE_FAILURES: '5',
      AUTH_FIRST_DELAY_SECONDS: '2',
      AUTH_MAX_DELAY_SECONDS: '600',
      AUTH_FORGET_FAILURES_SECONDS: '7200',
      AUTH_REFRESH_PER_ADDRESS: '30',
      SMS_DAILY_CAP_PER_NUMBER: '6',
      SMS_SIGN_IN_RESERVE: '0',
      SMS_HOURLY_BUDGET: '200',
      SMS_RESEND_COOLDOWN_SECONDS: '0',
      SMS_TEXTS_PER_ORDER: '20',
      SMS_TEAM_REQUEST_ALERTS_PER_DAY: '30',
      TEAM_SMS_EVERY_ORDERS: '5',
    });
    expect(config.authLimits).toMatchObject({
      freeFailures: 5,
      firstDelaySeconds: 2,
      maxDelaySeconds: 600,
      forgetFailuresSeconds: 7200,
      refreshPerAddress: 30,
    });
    expect(config.smsLimits).toEqual({
      dailyPerNumber: 6,
      signInReserve: 0,
      hourlyBudget: 200,
      resendCooldownSeconds: 0,
      textsPerOrder: 20,
      teamRequestAlertsPerDay: 30,
      teamSmsEveryOrders: 5,
    });
    expect(() => loadConfig({ SMS_HOURLY_BUDGET: 'lots' })).toThrow('SMS_HOURLY_BUDGET="lots" must be a whole number from 1 to 10000000');
  });

  it('talks to Razorpay with all three RAZORPAY_* variables, and names the missing ones when only some are set', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };
    expect(loadConfig(keys).payments).toEqual({ mode: 'razorpay', keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'secret', webhookSecret: 'hook' });
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag' })).toThrow(
      'RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET must be set too: Razorpay needs the key id, the key secret and the webhook secret (or none of them for the embedded sandbox)',
    );
    expect(() => loadConfig({ ...keys, RAZORPAY_KEY_ID: 'key' })).toThrow('RAZORPAY_KEY_ID="key" must be a Razorpay key id like rzp_test_1DP5mmOlF5G5ag');
    expect(loadConfig({ DATA_DIR: '/srv/partybox' }).payments).toEqual({ mode: 'embedded', dataDir: '/srv/partybox/razorpay' });
  });

  it('reads the accounts variables: another Cognito endpoint, or real Cognito with its pool and client', () => {
    expect(loadConfig({ COGNITO_ENDPOINT: 'http://localhost:9229/', COGNITO_MODE: 'aws' }).identity).toEqual({
      mode: 'endpoint',
      endpoint: 'http://localhost:9229',
      region: 'ap-south-1',
    });
    const awsPool = { COGNITO_MODE: 'aws', COGNITO_USER_POOL_ID: 'ap-south-1_abc', COGNITO_CLIENT_ID: 'client' };
    expect(loadConfig({ ...awsPool, COGNITO_CLIENT_SECRET: 'the secret' }).identity).toEqual({
      mode: 'aws',
      region: 'ap-south-1',
      userPoolId: 'ap-south-1_abc',
      clientId: 'client',
      clientSecret: 'the secret',
    });
    expect(() => loadConfig({ COGNITO_MODE: 'aws' })).toThrow('COGNITO_MODE="aws" needs COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID');
    // Without the secret the API reads it from the pool at start (client-secret.test.ts).
    expect(loadConfig(awsPool).identity).toEqual({ mode: 'aws', region: 'ap-south-1', userPoolId: 'ap-south-1_abc', clientId: 'client' });
    expect(loadConfig({ SITE_ORIGIN: 'https://partybox.in/' }).siteOrigin).toBe('https://partybox.in');
  });

  it('reads the issuer domain of an external Cognito endpoint, the catalog folder and the Parameter Store path', () => {
    expect(loadConfig({ COGNITO_ENDPOINT: 'http://cognito:9229', COGNITO_ISSUER_DOMAIN: 'http://localhost:9229/' }).identity).toEqual({
      mode: 'endpoint',
      endpoint: 'http://cognito:9229',
      region: 'ap-south-1',
      issuerDomain: 'http://localhost:9229',
    });
    expect(() => loadConfig({ COGNITO_ENDPOINT: 'http://cognito:9229', COGNITO_ISSUER_DOMAIN: 'cognito' })).toThrow(
      'COGNITO_ISSUER_DOMAIN="cognito" must be a URL',
    );
    expect(loadConfig({ CATALOG_DIR: '/var/task/catalog' }).catalogDir).toBe('/var/task/catalog');
    expect(settingsPath({ SETTINGS_PATH: '/partybox/prod/' })).toBe('/partybox/prod/');
    expect(settingsPath({})).toBeUndefined();
    expect(() => settingsPath({ SETTINGS_PATH: 'partybox/prod' })).toThrow('SETTINGS_PATH="partybox/prod" must be a Parameter Store path');
  });

  it('listens on loopback only while any data is embedded, on every interface when both live elsewhere, and where HOST says', () => {
    const aws = {
      DYNAMODB_MODE: 'aws',
      COGNITO_MODE: 'aws',
      COGNITO_USER_POOL_ID: 'ap-south-1_abc',
      COGNITO_CLIENT_ID: 'client',
      COGNITO_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig({ DYNAMODB_MODE: 'aws' }).host).toBe('127.0.0.1');
    expect(loadConfig(aws).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('uses DYNAMODB_ENDPOINT when set, whatever DYNAMODB_MODE says', () => {
    expect(loadConfig({ DYNAMODB_ENDPOINT: 'http://localhost:8000/', DYNAMODB_MODE: 'aws', AWS_REGION: 'eu-west-1' }).database).toEqual({
      mode: 'endpoint',
      endpoint: 'http://localhost:8000',
      region: 'eu-west-1',
    });
  });

  it('uses real DynamoDB in ap-south-1 with DYNAMODB_MODE=aws', () => {
    expect(loadConfig({ DYNAMODB_MODE: 'aws' }).database).toEqual({ mode: 'aws', region: 'ap-south-1' });
  });

  it('reads the other variables', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/data',
      TABLE_PREFIX: 'staging-',
      RATE_LIMIT_CHECKOUT: '5',
      RATE_LIMIT_FORMS: '6',
      RATE_LIMIT_READS: '7',
      WEB_DIST: '/srv/web',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      tablePrefix: 'staging-',
      rateLimits: { checkoutWrites: 5, formWrites: 6, orderReads: 7 },
      webDist: '/srv/web',
      logLevel: 'warn',
    });
    expect(config.database).toMatchObject({ mode: 'embedded', dataDir: '/srv/data/dynamodb' });
    expect(config.identity).toMatchObject({ mode: 'embedded', dataDir: '/srv/data/cognito' });
    expect(loadConfig({ DATA_DIR: '/srv/data', COGNITO_DATA_DIR: '/srv/accounts' }).identity).toMatchObject({ dataDir: '/srv/accounts' });
  });

  it("reads RAZORPAY_WEBHOOK_ADDRESSES as addresses and CIDR ranges, 'none' as no address, and names a bad entry", () => {
    expect(loadConfig({ RAZORPAY_WEBHOOK_ADDRESSES: '203.0.113.5, 198.51.100.0/24' }).rateLimits.webhookSources).toEqual(['203.0.113.5', '198.51.100.0/24']);
    expect(loadConfig({ RAZORPAY_WEBHOOK_ADDRESSES: 'none' }).rateLimits.webhookSources).toEqual([]);
    expect(() => loadConfig({ RAZORPAY_WEBHOOK_ADDRESSES: '203.0.113.5,razorpay.com' })).toThrow(
      'RAZORPAY_WEBHOOK_ADDRESSES="203.0.113.5,razorpay.com" must be addresses and CIDR ranges separated by commas (like 3.140.215.0,10.0.0.0/8); not valid: razorpay.com',
    );
  });

  it('reads TRUST_PROXY as true, false, a hop count or a list of addresses and CIDR ranges', () => {
    const cases: [string, unknown][] = [
      ['', false],
      ['false', false],
      ['true', true],
      ['2', 2],
      ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
      ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ];
    for (const [value, expected] of cases) expect(loadConfig({ TRUST_PROXY: value }).trustProxy, value).toEqual(expected);
  });

  it('reads how customer messages are sent and the link secret', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NOTIFICATIONS: 'aws', NOTIFY_EMAIL_FROM: 'Party Box <orders@partybox.in>', ORDER_LINK_SECRET: secret })).toMatchObject({
      notifications: { mode: 'aws', emailFrom: 'Party Box <orders@partybox.in>' },
      orderLinkSecret: secret,
    });
  });

  it('names the variable and the fix when a value is unusable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'eighty' }, /^PORT="eighty" must be a whole number from 0 to 65535$/],
      [{ PORT: '70000' }, /^PORT=/],
      [{ RATE_LIMIT_CHECKOUT: '0' }, /^RATE_LIMIT_CHECKOUT=/],
      [{ RATE_LIMIT_READS: 'lots' }, /^RATE_LIMIT_READS=/],
      [{ TRUST_PROXY: 'proxy.example.com' }, /^TRUST_PROXY="proxy.example.com" must be true, false, a hop count/],
      [{ TRUST_PROXY: '10.0.0.0/33' }, /not valid: 10.0.0.0\/33$/],
      [{ DYNAMODB_ENDPOINT: 'localhost:8000' }, /^DYNAMODB_ENDPOINT=/],
      [{ DYNAMODB_ENDPOINT: 'ftp://localhost' }, /must start with http/],
      [{ DYNAMODB_MODE: 'cloud' }, /^DYNAMODB_MODE="cloud" must be "aws" or "embedded"/],
      [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL=/],
      [{ TABLE_PREFIX: 'a b' }, /^TABLE_PREFIX=/],
      [{ NOTIFICATIONS: 'sms' }, /^NOTIFICATIONS="sms" must be "log"/],
      [{ NOTIFY_EMAIL_FROM: 'orders' }, /^NOTIFY_EMAIL_FROM="orders" must be an address/],
      [{ ORDER_LINK_SECRET: 'short' }, /^ORDER_LINK_SECRET must be at least 32 characters/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });
});
