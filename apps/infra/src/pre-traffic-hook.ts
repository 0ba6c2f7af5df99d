// CodeDeploy's pre-traffic hook for the API: before the `live` alias sends any customer to a new version, this
// function invokes that version directly with function-URL requests (as CloudFront's would be, secret header included)
// for /api/health (the database answers) and one read (an order status lookup by number: the orders index and the
// limits table), and fails the deployment when either answer is not the expected one. The canary alarms then watch
// the 10 % of real traffic (alarms.ts).
import { apiPaths } from '@partybox/contracts/wire';
import { Arn, Duration, Stack } from 'aws-cdk-lib';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, type IVersion } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { originSecretHeader } from '@partybox/api';
import { acknowledge } from './acknowledge';

/** What the hook asks the new version, and the answer that passes (status, and the `error` of a JSON error answer). */
export const preTrafficChecks = [
  { path: apiPaths.health, status: 200 },
  // A well-formed number no order has: found by nobody, so the same 404 every time, after a real index query.
  { path: apiPaths.orderStatus.href('PB-000000-000000'), status: 404, error: 'not_found' },
] as const;

/**
 * The hook's code (CommonJS, as CloudFormation writes inline code to index.js; the AWS SDK v3 is in the Node.js
 * runtime). NEW_VERSION is the version's ARN, ORIGIN_SECRET_PARAMETER the parameter CloudFront's secret is read from.
 */
export const preTrafficHookSource = `const { LambdaClient, InvokeCommand } = require('@aws-sdk/client-lambda');
const { SSMClient, GetParameterCommand } = require('@aws-sdk/client-ssm');
const { CodeDeployClient, PutLifecycleEventHookExecutionStatusCommand } = require('@aws-sdk/client-codedeploy');
const checks = ${JSON.stringify(preTrafficChecks)};
const lambda = new LambdaClient({});
const ssm = new SSMClient({});
const codedeploy = new CodeDeployClient({});
function urlEvent(path, secret) {
  return {
    version: '2.0', routeKey: '$default', rawPath: path, rawQueryString: '', isBase64Encoded: false,
    headers: { host: 'pre-traffic-hook.invalid', accept: 'application/json', ${JSON.stringify(originSecretHeader)}: secret },
    requestContext: { http: { method: 'GET', path: path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'partybox-pre-traffic-hook' }, requestId: 'pre-traffic-' + Date.now(), stage: '$default' },
  };
}
async function problemOf(check, secret) {
  const out = await lambda.send(new InvokeCommand({ FunctionName: process.env.NEW_VERSION, Payload: JSON.stringify(urlEvent(check.path, secret)) }));
  const text = out.Payload ? Buffer.from(out.Payload).toString('utf8') : '';
  if (out.FunctionError) return check.path + ': function error ' + out.FunctionError + ' ' + text.slice(0, 300);
  let answer, body;
  try { answer = JSON.parse(text); body = answer.body ? JSON.parse(answer.body) : {}; } catch (e) { return check.path + ': unreadable answer ' + text.slice(0, 300); }
  if (answer.statusCode !== check.status) return check.path + ': status ' + answer.statusCode + ', expected ' + check.status + ' ' + String(answer.body).slice(0, 300);
  if (check.error && body.error !== check.error) return check.path + ': error ' + body.error + ', expected ' + check.error;
  return undefined;
}
exports.handler = async (event) => {
  let status = 'Failed';
  try {
    const parameter = await ssm.send(new GetParameterCommand({ Name: process.env.ORIGIN_SECRET_PARAMETER }));
    const secret = parameter.Parameter.Value.split(',')[0].trim();
    const problems = [];
    for (const check of checks) {
      const problem = await problemOf(check, secret);
      if (problem) problems.push(problem);
    }
    if (problems.length === 0) status = 'Succeeded';
    console.log(JSON.stringify({ version: process.env.NEW_VERSION, status: status, problems: problems }));
  } catch (error) {
    console.error('pre-traffic check could not run', error);
  }
  await codedeploy.send(new PutLifecycleEventHookExecutionStatusCommand({ deploymentId: event.DeploymentId, lifecycleEventHookExecutionId: event.LifecycleEventHookExecutionId, status: status }));
  return status;
};
`;

export class PreTrafficHook extends Construct {
  readonly fn: LambdaFunction;

  constructor(scope: Construct, id: string, props: { version: IVersion; originSecretParameter: string }) {
    super(scope, id);
    const stack = Stack.of(this);
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.THREE_MONTHS });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: "Party Box API deployments' pre-traffic check: invokes the new version, reads the origin secret",
      inlinePolicies: {
        hook: new PolicyDocument({
          statements: [
            new PolicyStatement({
              sid: 'OriginSecret',
              actions: ['ssm:GetParameter'],
              resources: [Arn.format({ service: 'ssm', resource: 'parameter', resourceName: props.originSecretParameter.replace(/^\//, '') }, stack)],
            }),
            new PolicyStatement({ sid: 'Logs', actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }),
          ],
        }),
      },
    });
    this.fn = new LambdaFunction(this, 'Function', {
      description: 'Party Box: checks a new API version before it gets traffic (apps/infra/src/pre-traffic-hook.ts)',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      handler: 'index.handler',
      code: Code.fromInline(preTrafficHookSource),
      memorySize: 256,
      // Two requests to a version that may start cold (about 1.5 s each at worst), the parameter and the report.
      timeout: Duration.seconds(60),
      role,
      logGroup,
      environment: { NEW_VERSION: props.version.functionArn, ORIGIN_SECRET_PARAMETER: props.originSecretParameter },
    });
    props.version.grantInvoke(role);
    acknowledge(this.fn, [
      {
        id: 'Serverless-LambdaDLQ',
        reason: 'Invoked by CodeDeploy once per deployment, which waits for its report and fails the deployment without one: nothing to redrive.',
      },
      {
        id: 'Serverless-LambdaAsyncFailureDestination',
        reason: 'Invoked by CodeDeploy once per deployment, which fails the deployment when the hook reports nothing: the failure is the deployment status.',
      },
      { id: 'Serverless-LambdaTracing', reason: 'Two requests to one function per deployment; its log line names each problem, so a trace adds nothing.' },
    ]);
  }
}
