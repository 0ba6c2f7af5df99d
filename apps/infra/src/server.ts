// The API server: the Fastify app on AWS Lambda (Node 24, arm64) with a function URL for CloudFront, and a role that
// may touch only these tables and their indexes, this user pool (its admin calls, and reading its app client's secret at
// start), SNS text messages, SES mail from the shop's domain, and its own settings path.
import { dispatchEvent, reconcileEvent } from '@partybox/api';
import { Arn, Duration, Stack } from 'aws-cdk-lib';
import type { CfnUserPool, CfnUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { Effect, PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LambdaDeploymentConfig, LambdaDeploymentGroup } from 'aws-cdk-lib/aws-codedeploy';
import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Alias, Architecture, Code, Function as LambdaFunction, FunctionUrlAuthType, InvokeMode, Runtime, type FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledge } from './acknowledge';
import { PreTrafficHook } from './pre-traffic-hook';
import { checkedCatalogFileName, lambdaCatalogDir, lambdaTaskDir } from './api-bundle';
import type { DeployedTable } from './tables';

/**
 * What the server does with DynamoDB (apps/api's repository: conditional puts, gets, queries, updates; the limits
 * table's conditional deletes, a cleared failure count; the delivery calendar's days read in one BatchGetItem; health:
 * DescribeTable).
 */
export const tableActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:Query',
  'dynamodb:DescribeTable',
];
/**
 * The Cognito calls that need IAM (the rest, SignUp, InitiateAuth, GetUser …, are public client calls): a sign-up
 * again before the code was entered replaces the unconfirmed account (AdminGetUser, AdminDeleteUser), and a password
 * reset ends the account's other sessions (AdminGetUser for its sub, AdminUserGlobalSignOut). An `Admin…` call added
 * to the API must be listed here (test/stack.test.ts fails until it is).
 */
export const userPoolActions: string[] = ['cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'];
/**
 * The one call an instance makes at start to learn the app client's secret (apps/api/src/modules/accounts/identity/client-secret.ts),
 * on this pool only: no secret is copied by hand, and a client the deploy replaced is read with its new id.
 */
export const clientSecretActions = ['cognito-idp:DescribeUserPoolClient'];

export interface ServerProps {
  readonly tables: readonly DeployedTable[];
  readonly userPool: CfnUserPool;
  /** The app client; its id is in the function's environment, so each version names the client of its own deploy. */
  readonly client: CfnUserPoolClient;
  /** Changes when the client's settings do (identity.ts): the function then publishes a new version. */
  readonly clientFingerprint: string;
  readonly settingsPath: string;
  /** The settings that are not secrets (settings.ts): in the function's environment, beside the ones below. */
  readonly settings: Readonly<Record<string, string>>;
  /** The domain SES sends the shop's mail from (a verified SES identity). */
  readonly emailDomain: string;
  /** The bundled API (see api-bundle.ts). */
  readonly codeDir: string;
  /** The function's reserved concurrency (stages.ts). */
  readonly reservedConcurrency: number;
}

/** The alias CloudFront and the schedule call: CodeDeploy shifts it from one published version to the next. */
export const liveAliasName = 'live';
/** The deployment configurations a stage may choose (stages.ts `deployment`). */
export const deploymentConfigs = {
  CANARY_10PERCENT_5MINUTES: LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES,
  ALL_AT_ONCE: LambdaDeploymentConfig.ALL_AT_ONCE,
} as const;

export class PartyBoxServer extends Construct {
  readonly fn: LambdaFunction;
  /** The published version customers reach; the function URL and the schedule point at it. */
  readonly alias: Alias;
  readonly url: FunctionUrl;
  readonly role: Role;
  /** Set by addDeployment. */
  preTrafficHook?: PreTrafficHook;

  constructor(scope: Construct, id: string, props: ServerProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.THREE_MONTHS });
    const tableArns = props.tables.flatMap(({ table, indexNames }) => [table.tableArn, ...indexNames.map((index) => `${table.tableArn}/index/${index}`)]);
    const settingsArn = Arn.format({ service: 'ssm', resource: 'parameter', resourceName: props.settingsPath.replace(/^\/|\/$/g, '') }, stack);
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Party Box API: its tables, its user pool, SMS, mail, its settings',
      inlinePolicies: {
        api: new PolicyDocument({
          statements: [
            new PolicyStatement({ sid: 'Tables', actions: tableActions, resources: tableArns }),
            ...(userPoolActions.length ? [new PolicyStatement({ sid: 'UserPool', actions: userPoolActions, resources: [props.userPool.attrArn] })] : []),
            new PolicyStatement({ sid: 'ReadAppClient', actions: clientSecretActions, resources: [props.userPool.attrArn] }),
            new PolicyStatement({ sid: 'Settings', actions: ['ssm:GetParametersByPath'], resources: [settingsArn] }),
            // A text to a phone number is a Publish without a topic; only direct SMS is allowed, not topics.
            new PolicyStatement({ sid: 'Sms', actions: ['sns:Publish'], resources: ['*'] }),
            new PolicyStatement({ sid: 'NoTopics', effect: Effect.DENY, actions: ['sns:Publish'], resources: ['arn:aws:sns:*:*:*'] }),
            new PolicyStatement({
              sid: 'Mail',
              actions: ['ses:SendEmail'],
              resources: [Arn.format({ service: 'ses', resource: 'identity', resourceName: props.emailDomain }, stack)],
            }),
            new PolicyStatement({ sid: 'Logs', actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }),
          ],
        }),
      },
    });
    acknowledge(this.role, [
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: 'sns:Publish to a phone number has no resource narrower than * (publishing to topics is denied).' },
      {
        id: 'Serverless-LambdaStarPermissions',
        reason:
          'The one * is sns:Publish to phone numbers, which has no narrower resource (publishing to topics is denied); every other statement names its ARNs.',
      },
    ]);

    this.fn = new LambdaFunction(this, 'Api', {
      description: 'Party Box API (apps/api, src/lambda.ts)',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      handler: 'index.handler',
      code: Code.fromAsset(props.codeDir),
      memorySize: 1024,
      // The ceiling on instances (and the cost of a flood that gets past WAF), kept free of other functions' bursts.
      reservedConcurrentExecutions: props.reservedConcurrency,
      // The API answers 503 after the SDK's 3 attempts, about 7 s at worst; a little more for a cold start.
      timeout: Duration.seconds(15),
      role: this.role,
      logGroup,
      environment: {
        ...props.settings,
        SETTINGS_PATH: props.settingsPath,
        // Here, not under the settings path: a published version keeps its environment, so the version a deploy makes
        // names the pool and client of that deploy (a replaced client included) and reads that client's secret at start,
        // while the version still live until the shift names the old client, which CloudFormation deletes only after it.
        COGNITO_USER_POOL_ID: props.userPool.ref,
        COGNITO_CLIENT_ID: props.client.ref,
        CATALOG_DIR: lambdaCatalogDir,
        // Checked and resolved when the bundle was built (api-bundle.ts): a cold start reads it instead of checking again.
        CHECKED_CATALOG_FILE: `${lambdaTaskDir}/${checkedCatalogFileName}`,
        WEB_DIST: '/var/task/no-web-dist',
        // No --enable-source-maps: with it Node parses the 9 MB map at start (0.3 s of a cold start). The map is kept
        // with the build (api-bundle.ts, README "Cold start") to read a stack trace when one is needed.
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    });
    // A replaced client keeps its logical id, so the version's hash would not see it: the client's settings are mixed in.
    this.fn.invalidateVersionBasedOn(props.clientFingerprint);
    // Every deploy publishes a version; CodeDeploy moves this alias to it gradually (addDeployment).
    this.alias = new Alias(this, 'Live', { aliasName: liveAliasName, version: this.fn.currentVersion, description: 'What CloudFront and the schedule call' });
    // CloudFront is the way in. The URL's auth type is NONE: origin access control (AWS_IAM) would need every browser
    // POST to carry its body's SHA-256 (README, "Only through CloudFront"); instead CloudFront adds a secret header
    // the API checks (ORIGIN_SECRET), so a request straight to the URL is refused with 403.
    this.url = this.alias.addFunctionUrl({ authType: FunctionUrlAuthType.NONE, invokeMode: InvokeMode.BUFFERED });
    // A frozen Lambda instance runs no timers: the customer messages waiting in the orders' outbox are sent by this
    // schedule's event every minute (src/lambda.ts answers it with one pass of the dispatcher).
    const schedule = new Rule(this, 'SendMessages', {
      description: 'Sends the customer messages waiting in the orders outbox',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaTarget(this.alias, { event: RuleTargetInput.fromObject(dispatchEvent), retryAttempts: 0 })],
    });
    // Reconciliation with Razorpay on its own schedule, so a slow gateway never takes the outbox's minute.
    const reconcile = new Rule(this, 'ReconcilePayments', {
      description: 'Reconciles payments, captures and refunds with Razorpay (what webhooks did not bring)',
      schedule: Schedule.rate(Duration.minutes(3)),
      targets: [new LambdaTarget(this.alias, { event: RuleTargetInput.fromObject(reconcileEvent), retryAttempts: 0 })],
    });
    for (const rule of [schedule, reconcile])
      acknowledge(rule, [
        {
          id: 'Serverless-EventBusDLQ',
          reason:
            'The schedule event carries no data: an event that is not delivered is replaced by the next one, and the outbox and the ledger wait meanwhile.',
        },
      ]);
    acknowledge(this.fn, [
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'The only asynchronous invocations are the schedule events, which carry no data: a failed pass is redone by the next minute, and every message stays in the outbox until sent.',
      },
      {
        id: 'Serverless-LambdaAsyncFailureDestination',
        reason: 'The only asynchronous invocations are the data-less schedule events (see LambdaDLQ); a failure shows in the Errors alarm and the log.',
      },
      {
        id: 'Serverless-LambdaTracing',
        reason:
          'One function calling AWS services directly: its log and the latency and error alarms locate a slow call; X-Ray would add about US$ 25 a month at 100x traffic for no further hop to trace.',
      },
    ]);
  }

  /**
   * Gradual deployment of each new version through the alias: first the pre-traffic hook checks the new version
   * (pre-traffic-hook.ts; the deployment fails before any customer reaches it), then it is rolled back when one of
   * `alarms` fires during the shift. `originSecretParameter` holds the secret the hook's requests carry, as CloudFront's do.
   */
  addDeployment(config: keyof typeof deploymentConfigs, alarms: readonly IAlarm[], originSecretParameter: string): LambdaDeploymentGroup {
    this.preTrafficHook = new PreTrafficHook(this, 'PreTraffic', { version: this.fn.currentVersion, originSecretParameter });
    const group = new LambdaDeploymentGroup(this, 'Deployment', {
      alias: this.alias,
      deploymentConfig: deploymentConfigs[config],
      alarms: [...alarms],
      preHook: this.preTrafficHook.fn,
      autoRollback: { failedDeployment: true, deploymentInAlarm: true, stoppedDeployment: true },
    });
    acknowledge(group.role, [
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]',
        reason:
          "CodeDeploy's service role for Lambda: AWS's limited policy lets it only shift aliases, read the alarms and invoke lifecycle hooks named CodeDeployHook_*; the role is assumable by CodeDeploy alone.",
      },
      {
        id: 'AwsSolutions-IAM5[Resource::<ServerPreTrafficFunctionE7F1A2DD.Arn>:*]',
        reason:
          "CodeDeploy may invoke the pre-traffic hook function and its versions (CDK's grantInvoke names the function and `<arn>:*`); the hook is that one function.",
      },
    ]);
    return group;
  }
}
