import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ORIGIN_VERIFY_HEADER } from '@lienminder/functions/origin-verify-header';
import { WEB_PAGES_UNDER_API_PATHS } from '@lienminder/functions/routes';
import { CONTENT_SECURITY_POLICY, FRAME_OPTIONS, REFERRER_POLICY } from '@lienminder/shared';
import {
  type CfnElement,
  DefaultStackSynthesizer,
  Duration,
  Fn,
  RemovalPolicy,
  Stack,
  Validations,
} from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  Function as ViewerFunction,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, type ISource, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { EdgeFirewall } from './edge-firewall';
import { findingEnvironment } from './finding-arn';
import type { OriginVerifySecret } from './origin-verify-secret';
import type { StageConfig } from './stage-config';

/** Paths CloudFront sends to the HTTP API instead of the bucket (docs/architecture.md section 1). */
const API_PATH_PATTERNS = ['/api/*', '/sms/*'];

/** The bucket's origin id, which the function below selects by name. */
const SITE_ORIGIN_ID = 'site-bucket';

/**
 * Some app pages live under /sms/ (functions/src/routes.ts WEB_PAGES_UNDER_API_PATHS), where POST
 * /sms/opt-in is the API's. A browser's GET or HEAD of such a page is sent to the bucket's
 * index.html instead (CloudFront Functions origin modification, JavaScript runtime 2.0, viewer
 * request only); every other request under /sms/* goes on to the API. The local server routes
 * the same way (functions/local/router.ts).
 */
export const SMS_PAGES_FUNCTION = `import cf from 'cloudfront';
var PAGES = ${JSON.stringify(WEB_PAGES_UNDER_API_PATHS)};
function handler(event) {
  var request = event.request;
  var path = request.uri.replace(/\\/+$/, '');
  if ((request.method === 'GET' || request.method === 'HEAD') && PAGES.indexOf(path) !== -1) {
    cf.selectRequestOriginById('${SITE_ORIGIN_ID}');
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * App routes such as /projects/42 have no file behind them: serve the app shell and let the router
 * draw the page. This runs only on the default (bucket) behaviour, so /api/* and /sms/* answers —
 * including the API's own JSON 404s — reach the browser untouched; distribution-wide 403/404 error
 * responses would have replaced those with index.html and a 200.
 */
const SPA_FALLBACK = `function handler(event) {
  var request = event.request;
  if (!/\\.[A-Za-z0-9]+$/.test(request.uri)) {
    request.uri = '/index.html';
  }
  return request;
}`;

export interface WebProps {
  config: StageConfig;
  httpApi: HttpApi;
  originVerify: OriginVerifySecret;
  /** The per-address rate rules every request passes (edge-firewall.ts). */
  firewall: EdgeFirewall;
}

/** The site: a private bucket holding the built app, and CloudFront in front of it and of the API. */
export class Web extends Construct {
  readonly distribution: Distribution;
  /** The address users (and Stripe and Twilio) reach the app at. */
  readonly publicUrl: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { config } = props;

    const bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // Only build output lives here: a dev stack removes it with the stack, others keep it.
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !config.retainData,
    });
    Validations.of(bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'The bucket holds the public build of the web app and is read only by CloudFront through origin access ' +
        'control; access logs would record nothing but CloudFront fetches.',
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `LienMinder ${config.stage}: CSP, HSTS and friends`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption[FRAME_OPTIONS], override: true },
        // An answer's own Referrer-Policy wins, as it does on the local server: the unsubscribe
        // page sends `no-referrer` (its link's token is the recipient's key); everything else gets this.
        referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: false },
      },
    });

    // Honours the origin's Cache-Control exactly (minimum TTL 0): index.html says no-cache, hashed
    // assets say immutable for a year.
    const siteCachePolicy = new CachePolicy(this, 'SiteCachePolicy', {
      comment: `LienMinder ${config.stage}: follow the object's Cache-Control`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const apiBehavior: BehaviorOptions = {
      origin: new HttpOrigin(Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint)), {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        // The API's execute-api address is public too: this tells the functions a request came
        // through here (and past the WAF's rate rules); without it they refuse the request
        // (functions/src/http/cloudfront-only.ts), and with it X-Forwarded-For can be trusted
        // (client-ip.ts). CloudFront overwrites a header of the same name sent by the viewer.
        customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerify.headerValue },
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Cookies, query strings and headers go through; Host does not (API Gateway routes by its own host name).
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
    };

    const certificate = config.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `LienMinder ${config.stage}`,
      webAclId: props.firewall.webAcl.attrArn,
      // IPv4 only: the firewall's per-address rules cannot count an IPv6 client by its /64 (WAF
      // aggregates on the whole address), and one IPv6 user holds 2^64 of them (decision 024).
      enableIpv6: false,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      domainNames: config.domainName ? [config.domainName] : undefined,
      certificate,
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket, { originId: SITE_ORIGIN_ID }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: siteCachePolicy,
        compress: true,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new ViewerFunction(this, 'SpaFallback', {
              comment: 'Serve index.html for app routes (paths without a file extension)',
              runtime: FunctionRuntime.JS_2_0,
              code: FunctionCode.fromInline(SPA_FALLBACK),
            }),
          },
        ],
      },
      additionalBehaviors: Object.fromEntries(
        API_PATH_PATTERNS.map((pattern) => [
          pattern,
          pattern === '/sms/*'
            ? {
                ...apiBehavior,
                functionAssociations: [
                  {
                    eventType: FunctionEventType.VIEWER_REQUEST,
                    function: new ViewerFunction(this, 'SmsPages', {
                      comment: 'Serve the app for GET of the web pages under /sms/',
                      runtime: FunctionRuntime.JS_2_0,
                      code: FunctionCode.fromInline(SMS_PAGES_FUNCTION),
                    }),
                  },
                ],
              }
            : apiBehavior,
        ]),
      ),
    });
    this.acknowledgeDistributionFindings(config);

    this.publicUrl = `https://${config.domainName ?? this.distribution.distributionDomainName}`;

    // Hashed assets first, then the index.html that refers to them. Old assets stay (prune: false):
    // a browser still holding the previous index.html can load the chunks it names.
    const source = webSource(config);
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: bucket,
      // The build's .br and .gz copies are for the local server: CloudFront compresses by itself.
      exclude: ['index.html', '*.br', '*.gz'],
      prune: false,
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.days(365)),
        CacheControl.immutable(),
      ],
    });
    const index = new BucketDeployment(this, 'DeployIndex', {
      sources: [source],
      destinationBucket: bucket,
      exclude: ['*'],
      include: ['index.html'],
      prune: false,
      cacheControl: [CacheControl.noCache()],
    });
    index.node.addDependency(assets);
    acknowledgeDeploymentHandlerFindings(assets, bucket);
  }

  private acknowledgeDistributionFindings(config: StageConfig): void {
    const acknowledge = (id: string, reason: string) =>
      Validations.of(this.distribution).acknowledge({ id, reason });
    acknowledge(
      'AwsSolutions-CFR1',
      'Customers are contractors anywhere in the US working on Florida projects; there is no country to block.',
    );
    acknowledge(
      'AwsSolutions-CFR3',
      'API requests are logged by API Gateway access logs; standard CloudFront logs would need an ACL-enabled ' +
        'bucket to record static-file fetches nobody reads.',
    );
    if (!config.domainName) {
      acknowledge(
        'AwsSolutions-CFR4',
        'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy ' +
          'cannot be chosen; with -c domainName the distribution requires TLS 1.2 (TLSv1.2_2021).',
      );
    }
  }
}

/**
 * BucketDeployment's copy function is CDK's own (one per stack, shared by both deployments): its
 * runtime, its managed logging policy and its S3 action wildcards are CDK's choices, not ours.
 */
function acknowledgeDeploymentHandlerFindings(deployment: BucketDeployment, bucket: Bucket): void {
  const role = deployment.handlerRole;
  const handler = role.node.scope;
  if (!handler) throw new Error('BucketDeployment handler role has no parent function');
  const stack = Stack.of(deployment);
  const bucketLogicalId = stack.getLogicalId(bucket.node.defaultChild as CfnElement);
  const { account, region } = findingEnvironment(stack);
  const assetBucket = `cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${account}-${region}`;
  const copyReason =
    'CDK BucketDeployment copies the build from the CDK asset bucket into the site bucket and removes files ' +
    'there; CDK writes these S3 action and object wildcards, limited to those two buckets.';
  for (const finding of [
    'Action::s3:GetObject*',
    'Action::s3:GetBucket*',
    'Action::s3:List*',
    'Action::s3:DeleteObject*',
    'Action::s3:Abort*',
    `Resource::<${bucketLogicalId}.Arn>/*`,
    `Resource::arn:<AWS::Partition>:s3:::${assetBucket}/*`,
  ]) {
    Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason: copyReason });
  }
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: 'CDK gives its BucketDeployment copy function the basic execution policy for its own logs.',
  });
  Validations.of(handler).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'CDK pins the runtime of its BucketDeployment copy function (a Python function run only at deploy time).',
  });
}

function webSource(config: StageConfig): ISource {
  if (config.webPlaceholder) {
    return Source.data('index.html', '<!doctype html><title>LienMinder</title><p>Placeholder build.</p>');
  }
  if (!existsSync(join(config.webDist, 'index.html'))) {
    throw new Error(`No web build at ${config.webDist}: run \`npm run build:web\` before synth or deploy.`);
  }
  return Source.asset(config.webDist);
}
