// The storefront's front door: the built site in a private S3 bucket and the API's function URL, both behind one
// CloudFront distribution that adds the server's own security headers (apps/api/src/http/security.ts).
import { appShells } from '@partybox/api/http/app-shells';
import { contentSecurityPolicyFor, securityHeaders, type InlineSources } from '@partybox/api/http/security';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type ResponseCustomHeader,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, OriginGroup, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from './acknowledge';

/** Hashed build files (`/assets/*`, named by content): cached a year and never revalidated. */
export const assetsCacheControl = 'public, max-age=31536000, immutable';
/** Pages and every other file: browsers ask again each time (a conditional request), so a deploy shows at once. */
export const pagesCacheControl = 'no-cache';

const frameOptions: Record<string, HeadersFrameOption> = { DENY: HeadersFrameOption.DENY, SAMEORIGIN: HeadersFrameOption.SAMEORIGIN };

/**
 * The server's headers as a CloudFront policy: the ones CloudFront models go in `securityHeadersBehavior`, every other
 * one as a custom header, all with the server's exact value, plus the Cache-Control of the behaviour. For pages, the
 * CSP also allows the storefront's inline elements by their hashes (`inline`; see page-hashes.ts).
 */
export function headersPolicyConfig(
  cacheControl: string,
  inline?: InlineSources,
): {
  securityHeadersBehavior: ResponseSecurityHeadersBehavior;
  customHeadersBehavior: { customHeaders: ResponseCustomHeader[] };
} {
  const security: { -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K] } = {};
  const customHeaders: ResponseCustomHeader[] = [{ header: 'Cache-Control', value: cacheControl, override: true }];
  for (const [name, value] of Object.entries(securityHeaders)) {
    const lower = name.toLowerCase();
    if (lower === 'content-security-policy')
      security.contentSecurityPolicy = { contentSecurityPolicy: inline ? contentSecurityPolicyFor(inline) : value, override: true };
    else if (lower === 'x-content-type-options' && value === 'nosniff') security.contentTypeOptions = { override: true };
    else if (lower === 'x-frame-options' && frameOptions[value]) security.frameOptions = { frameOption: frameOptions[value], override: true };
    else if (lower === 'referrer-policy' && Object.values(HeadersReferrerPolicy).includes(value as HeadersReferrerPolicy))
      security.referrerPolicy = { referrerPolicy: value as HeadersReferrerPolicy, override: true };
    else if (lower === 'strict-transport-security') {
      const maxAge = Number(/max-age=(\d+)/.exec(value)?.[1]);
      security.strictTransportSecurity = {
        accessControlMaxAge: Duration.seconds(maxAge),
        includeSubdomains: /includeSubDomains/i.test(value),
        preload: /preload/i.test(value),
        override: true,
      };
    } else if (lower === 'x-xss-protection' && value === '0') security.xssProtection = { protection: false, override: true };
    else customHeaders.push({ header: name, value, override: true });
  }
  return { securityHeadersBehavior: security, customHeadersBehavior: { customHeaders } };
}

// Prerendered pages live at <path>/index.html; a path without a file extension asks for that file. Pages whose address
// carries data (the console's views, an order's status page) get their shell, as the store's own server does
// (apps/api/src/http/app-shells.ts, the one list).
export const indexRewriteSource = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var shells = ${JSON.stringify(appShells.map(({ prefix, file }) => [prefix, `/${file}`]))};
  var last = uri.split('/').pop();
  for (var i = 0; i < shells.length; i++) {
    if (uri.indexOf(shells[i][0]) === 0 && uri.length > shells[i][0].length && last.indexOf('.') === -1) {
      request.uri = shells[i][1];
      return request;
    }
  }
  if (uri.endsWith('/')) request.uri = uri + 'index.html';
  else if (last.indexOf('.') === -1) request.uri = uri + '/index.html';
  return request;
}`;

export class PartyBoxEdge extends Construct {
  readonly siteBucket: Bucket;
  readonly logsBucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: { apiUrl: FunctionUrl; pageInlineSources: InlineSources }) {
    super(scope, id);
    this.logsBucket = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are written with an ACL.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.siteBucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const policy = (name: string, cacheControl: string, inline?: InlineSources) =>
      new ResponseHeadersPolicy(this, name, {
        comment: `Party Box security headers, Cache-Control: ${cacheControl}`,
        ...headersPolicyConfig(cacheControl, inline),
      });
    const site = S3BucketOrigin.withOriginAccessControl(this.siteBucket);
    // No origin access control for the function URL: with it CloudFront signs requests, and Lambda then needs the body's
    // SHA-256 from the browser on every POST/PUT (x-amz-content-sha256), which the storefront does not send.
    const api = new FunctionUrlOrigin(props.apiUrl);
    // A page S3 does not have (403 without list access) is answered by the API's server: its not-found answer, status
    // 404. (Distribution-wide error pages would also replace the API's own 403 and 404 answers.)
    const pagesOrApi = new OriginGroup({ primaryOrigin: site, fallbackOrigin: api, fallbackStatusCodes: [403, 404] });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Party Box storefront',
      defaultRootObject: 'index.html',
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: pagesOrApi,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: new CachePolicy(this, 'Pages', {
          comment: 'Pages: kept at the edge only as long as S3 allows (revalidated)',
          defaultTtl: Duration.seconds(0),
          minTtl: Duration.seconds(0),
          maxTtl: Duration.days(1),
          enableAcceptEncodingGzip: true,
          enableAcceptEncodingBrotli: true,
        }),
        responseHeadersPolicy: policy('PagesHeaders', pagesCacheControl, props.pageInlineSources),
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'IndexRewrite', { code: FunctionCode.fromInline(indexRewriteSource), runtime: FunctionRuntime.JS_2_0 }),
          },
        ],
      },
      additionalBehaviors: {
        '/assets/*': {
          origin: site,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: policy('AssetsHeaders', assetsCacheControl),
        },
        '/api/*': {
          origin: api,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: policy('ApiHeaders', 'no-store'),
        },
      },
    });
    acknowledge(this.distribution, [
      { id: 'AwsSolutions-CFR1', reason: 'No geo restriction: customers abroad order gifts for delivery in Mumbai; the API checks the delivery PIN code.' },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'A CloudFront WAF web ACL must live in us-east-1; apps/infra/README.md describes adding one (rate-based rule) as a separate stack.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'Until the shop domain and its us-east-1 ACM certificate are attached (README, first deployment), the default *.cloudfront.net certificate allows TLS 1.0.',
      },
    ]);
  }
}
