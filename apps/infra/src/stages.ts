// The settings of each stage the app deploys: production and a staging copy beside it, from the same code. Every
// setting is described in apps/infra/README.md ("Stages and their settings"); change them here, not in the console.

/** Where alarm notifications go: an e-mail address (confirmed once by mail) or a phone number for SMS (E.164). */
export type AlarmSubscriber = { readonly email: string } | { readonly sms: string };

export interface StageSettings {
  /** Names the stacks (`PartyBox` / `PartyBox-<stage>`), the settings path `/partybox/<stage>/` and the user pool. */
  readonly stage: string;
  /** The main stack's region (everything but the CloudFront parts: certificate, WAF, their alarms live in us-east-1). */
  readonly region: string;
  /** Prepended to every table name, so stages can share one account (production: none, as the API's default). */
  readonly tablePrefix: string;
  /** The shop's domain name and further names on the same certificate (`www.` …): CloudFront serves them. */
  readonly domainName: string;
  readonly alternativeNames: readonly string[];
  /**
   * A Route 53 hosted zone of the domain, if the DNS is in this account: the certificate is validated through it and
   * the alias records are made. Absent: add the validation CNAMEs the certificate asks for, and the CNAME/ALIAS to
   * the distribution, at the DNS provider by hand (README, first deployment).
   */
  readonly hostedZone?: { readonly id: string; readonly name: string };
  /** SES identity (a verified domain) the shop's mail is sent from, and the From address. */
  readonly emailDomain: string;
  readonly emailFrom: string;
  /** Who the alarms reach (at least one). */
  readonly alarmSubscribers: readonly AlarmSubscriber[];
  /** The API function's reserved concurrency: its ceiling, and what it keeps from other functions in the account. */
  readonly reservedConcurrency: number;
  /** WAF: requests per 5 minutes one address may make to /api/auth/* and to each write route, before it is blocked. */
  readonly wafRateLimitPer5Minutes: number;
  /** A monthly AWS Budget in US$ with mails at 80 % (actual) and 100 % (forecast); absent: no budget from this stage. */
  readonly monthlyBudgetUsd?: number;
  /** Lambda's gradual deployment of a new API version (CodeDeploy predefined configuration). */
  readonly deployment: 'CANARY_10PERCENT_5MINUTES' | 'ALL_AT_ONCE';
  /**
   * SMS_HOURLY_BUDGET: texts an hour the API sends in all (its own cap in front of SNS's account-wide spend limit).
   * Production's is raised for the festival peak (README, "Cost and scale"); staging's is small, its own limit.
   */
  readonly smsHourlyBudget: number;
  /** SMS_ALLOW_LIST: the only numbers the stage texts (10 digits each); absent: any number (production). */
  readonly smsAllowList?: readonly string[];
  /** Whether search engines may index the stage: false adds `X-Robots-Tag: noindex, nofollow` to every answer. */
  readonly indexable: boolean;
}

export const production: StageSettings = {
  stage: 'prod',
  region: 'ap-south-1',
  tablePrefix: '',
  domainName: 'partybox.in',
  alternativeNames: ['www.partybox.in'],
  emailDomain: 'partybox.in',
  emailFrom: 'Party Box <orders@partybox.in>',
  alarmSubscribers: [{ email: 'ops@partybox.in' }],
  reservedConcurrency: 100,
  wafRateLimitPer5Minutes: 300,
  monthlyBudgetUsd: 80,
  deployment: 'CANARY_10PERCENT_5MINUTES',
  // A normal day's busiest hour is under 50 texts; a 100x Diwali evening about 1,250 (README, "Cost and scale").
  smsHourlyBudget: 500,
  indexable: true,
};

export const staging: StageSettings = {
  stage: 'staging',
  region: 'ap-south-1',
  tablePrefix: 'staging-',
  domainName: 'staging.partybox.in',
  alternativeNames: [],
  emailDomain: 'partybox.in',
  emailFrom: 'Party Box staging <staging@partybox.in>',
  // Its own mailbox: staging's alarms (its own topic, its own Stage metrics) never reach production's on-call inbox.
  alarmSubscribers: [{ email: 'staging-alarms@partybox.in' }],
  reservedConcurrency: 10,
  wafRateLimitPer5Minutes: 300,
  // One budget watches the whole account: production's. A staging in its own account would set one here.
  deployment: 'ALL_AT_ONCE',
  // SNS's spend limit is one per account and region, shared with production: staging's own limit is this budget and
  // the allow-list (the shop's phone, catalog/site.json; add the testers' numbers).
  smsHourlyBudget: 20,
  smsAllowList: ['9820098200'],
  indexable: false,
};

export const stages: readonly StageSettings[] = [production, staging];

/** The main stack's name: `PartyBox` for production (as before stages), `PartyBox-<stage>` otherwise. */
export const stackName = (settings: StageSettings): string => (settings.stage === 'prod' ? 'PartyBox' : `PartyBox-${settings.stage}`);
/** The us-east-1 stack with the certificate and the web ACL CloudFront needs there. */
export const globalStackName = (settings: StageSettings): string => `${stackName(settings)}-Global`;
/** The us-east-1 stack with the alarms on the stage's distribution (deployed after the main stack). */
export const edgeAlarmsStackName = (settings: StageSettings): string => `${stackName(settings)}-EdgeAlarms`;
