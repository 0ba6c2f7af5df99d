// The storefront's front door: the built site in a private S3 bucket and the API's function URL, both behind one
// CloudFront distribution that adds the server's own security headers (apps/api/src/platform/http/security.ts).
import { contentSecurityPolicyFor, paymentPageHeaders, securityHeaders, type GatewaySources, type InlineSources, originSecretHeader } from '@partybox/api';
import { apiRequestHeaders, paymentPages, razorpayPageSources } from '@partybox/contracts/wire';
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
  OriginRequestHeaderBehavior,
  OriginRequestCookieBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  SecurityPolicyProtocol,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type ResponseCustomHeader,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, OriginGroup, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from './acknowledge';
import { notFoundStatusSource, pageRouterSource } from './page-router';

/**
 * The viewer headers the API reads: the one list in @partybox/contracts (`apiRequestHeaders`, which the API's routes
 * read their headers by), forwarded to the function with CloudFront's viewer address (the client address:
 * CLIENT_ADDRESS_HEADER). Host is not forwarded (a function URL answers only to its own host name), nor anything else a
 * viewer sends: a header the API starts to read goes in that list, and so reaches the API through the edge.
 */
export const apiViewerHeaders: readonly string[] = Object.values(apiRequestHeaders);
export const viewerAddressHeader = 'CloudFront-Viewer-Address';

/** Hashed build files (`/assets/*`, named by content): cached a year and never revalidated. */
export const assetsCacheControl = 'public, max-age=31536000, immutable';
/** Pages and every other file: browsers ask again each time (a conditional request), so a deploy shows at once. */
export const pagesCacheControl = 'no-cache';
/**
 * Catalog images (`/images/*`): the web build copies them under their catalog path, not named by content, so a
 * replaced photograph keeps its name. Browsers keep one a day (then use it while they check again); the edge keeps it
 * a week (imagesEdgeTtl), and each storefront deploy invalidates `/*` there (README, first deployment step 6).
 */
export const imagesCacheControl = 'public, max-age=86400, stale-while-revalidate=604800';
export const imagesEdgeTtl = Duration.days(7);
/** On a stage that must not be indexed (staging): every answer says so, which search engines honour page by page. */
export const noindexHeader = { header: 'X-Robots-Tag', value: 'noindex, nofollow' } as const;

const frameOptions: Record<string, HeadersFrameOption> = { DENY: HeadersFrameOption.DENY, SAMEORIGIN: HeadersFrameOption.SAMEORIGIN };

/**
 * The server's headers as a CloudFront policy: the ones CloudFront models go in `securityHeadersBehavior`, every other
 * one as a custom header, all with the server's exact value, plus the Cache-Control of the behaviour. For pages, the
 * CSP also allows the storefront's inline elements by their hashes (`inline`; see page-hashes.ts), and on the payment
 * pages Razorpay's origins (`gateway`) with the payment pages' opener and permissions policies, as the server's
 * headers for those pages do.
 */
export function headersPolicyConfig(
  cacheControl: string,
  inline?: InlineSources,
  gateway?: GatewaySources,
): {
  securityHeadersBehavior: ResponseSecurityHeadersBehavior;
  customHeadersBehavior: { customHeaders: ResponseCustomHeader[] };
} {
  const security: { -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K] } = {};
  const customHeaders: ResponseCustomHeader[] = [{ header: 'Cache-Control', value: cacheControl, override: true }];
  for (const [name, value] of Object.entries({ ...securityHeaders, ...(gateway && paymentPageHeaders(gateway)) })) {
    const lower = name.toLowerCase();
    if (lower === 'content-security-policy')
      security.contentSecurityPolicy = { contentSecurityPolicy: inline ? contentSecurityPolicyFor(inline, gateway) : value, override: true };
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

export class PartyBoxEdge extends Construct {
  readonly siteBucket: Bucket;
  readonly logsBucket: Bucket;
  readonly distribution: Distribution;
  readonly pageRouter: CloudFrontFunction;
  readonly notFoundStatus: CloudFrontFunction;

  constructor(
    scope: Construct,
    id: string,
    props: {
      apiUrl: FunctionUrl;
      pageInlineSources: InlineSources;
      /** The web build's pages, lower-cased path → spelling (`pageSpellings` of apps/api static-site.ts). */
      pageSpellings: ReadonlyMap<string, string>;
      /** The value CloudFront sends in X-Origin-Verify (resolved at deploy time from Parameter Store). */
      originSecret: string;
      /** The WAF web ACL (us-east-1) and the custom domain's certificate (us-east-1) with its names. */
      webAclArn: string;
      certificate: ICertificate;
      domainNames: readonly string[];
      /** False on a stage search engines must not index (stages.ts `indexable`): every answer carries noindexHeader. */
      indexable: boolean;
    },
  ) {
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

    const stageHeaders: ResponseCustomHeader[] = props.indexable ? [] : [{ ...noindexHeader, override: true }];
    const policy = (name: string, cacheControl: string, inline?: InlineSources, gateway?: GatewaySources) => {
      const { securityHeadersBehavior, customHeadersBehavior } = headersPolicyConfig(cacheControl, inline, gateway);
      return new ResponseHeadersPolicy(this, name, {
        comment: `Party Box security headers, Cache-Control: ${cacheControl}${gateway ? ', payment gateway allowed' : ''}`,
        securityHeadersBehavior,
        customHeadersBehavior: { customHeaders: [...customHeadersBehavior.customHeaders, ...stageHeaders] },
      });
    };
    const site = S3BucketOrigin.withOriginAccessControl(this.siteBucket);
    // No origin access control for the function URL: with it CloudFront signs requests, and Lambda then needs the body's
    // SHA-256 from the browser on every POST/PUT (x-amz-content-sha256). The secret header proves the way in instead.
    const api = new FunctionUrlOrigin(props.apiUrl, { customHeaders: { [originSecretHeader]: props.originSecret } });
    const apiRequests = new OriginRequestPolicy(this, 'ApiRequests', {
      comment: 'Party Box API: the headers it reads and the viewer address, every cookie and query string, never Host',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...apiViewerHeaders, viewerAddressHeader),
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    });
    this.pageRouter = new CloudFrontFunction(this, 'PageRouter', {
      comment: 'Case redirects, page files and shells, 404 page (apps/infra/src/page-router.ts)',
      code: FunctionCode.fromInline(pageRouterSource(props.pageSpellings)),
      runtime: FunctionRuntime.JS_2_0,
    });
    this.notFoundStatus = new CloudFrontFunction(this, 'NotFoundStatus', {
      comment: 'Status 404 for the 404 page served for an unknown path',
      code: FunctionCode.fromInline(notFoundStatusSource(props.pageSpellings)),
      runtime: FunctionRuntime.JS_2_0,
    });
    // A page S3 does not have (403 without list access) is answered by the API's server: its not-found answer, status
    // 404. (Distribution-wide error pages would also replace the API's own 403 and 404 answers.)
    const pagesOrApi = new OriginGroup({ primaryOrigin: site, fallbackOrigin: api, fallbackStatusCodes: [403, 404] });
    // Pages: the payment pages differ only in their policy, which allows Razorpay's checkout (one policy per behaviour).
    const pagesCache = new CachePolicy(this, 'Pages', {
      comment: 'Pages: kept at the edge only as long as S3 allows (revalidated)',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const imagesCache = new CachePolicy(this, 'Images', {
      comment: 'Catalog images: a week at the edge (named by catalog path; each storefront deploy invalidates them)',
      defaultTtl: imagesEdgeTtl,
      minTtl: Duration.seconds(0),
      maxTtl: imagesEdgeTtl,
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const pageBehavior = (responseHeadersPolicy: ResponseHeadersPolicy) => ({
      origin: pagesOrApi,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: pagesCache,
      responseHeadersPolicy,
      functionAssociations: [
        { eventType: FunctionEventType.VIEWER_REQUEST, function: this.pageRouter },
        { eventType: FunctionEventType.VIEWER_RESPONSE, function: this.notFoundStatus },
      ],
    });
    const paymentPagesHeaders = policy('PaymentPagesHeaders', pagesCacheControl, props.pageInlineSources, razorpayPageSources);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Party Box storefront',
      domainNames: [...props.domainNames],
      certificate: props.certificate,
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: pageBehavior(policy('PagesHeaders', pagesCacheControl, props.pageInlineSources)),
      additionalBehaviors: {
        ...Object.fromEntries(paymentPages.edgePatterns.map((pattern) => [pattern, pageBehavior(paymentPagesHeaders)])),
        '/assets/*': {
          origin: site,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: policy('AssetsHeaders', assetsCacheControl),
        },
        '/images/*': {
          origin: site,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: imagesCache,
          responseHeadersPolicy: policy('ImagesHeaders', imagesCacheControl),
        },
        '/api/*': {
          origin: api,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: apiRequests,
          responseHeadersPolicy: policy('ApiHeaders', 'no-store'),
        },
      },
    });
    acknowledge(this.distribution, [
      { id: 'AwsSolutions-CFR1', reason: 'No geo restriction: customers abroad order gifts for delivery in Mumbai; the API checks the delivery PIN code.' },
    ]);
  }
}
