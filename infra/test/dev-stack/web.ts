import { ORIGIN_VERIFY_HEADER } from '@lienminder/functions/origin-verify-header';
import { WEB_PAGES_UNDER_API_PATHS } from '@lienminder/functions/routes';
import { CONTENT_SECURITY_POLICY, FIRST_LOAD_SCRIPT_HASH, REFERRER_POLICY } from '@lienminder/shared';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { unsubscribePage } from '../../../functions/src/handlers/email/unsubscribe-route';
import { SMS_PAGES_FUNCTION } from '../../lib/web';
import {
  buildStack,
  type CfnJson,
  logicalId,
  must,
  resourcesOf,
  resourcesOfType,
  SYNTH_TIMEOUT_MS,
} from '../synth';
import { synth } from './current';

const ofType = (type: string) => resourcesOfType(synth.template, type);
const distributionConfig = () =>
  must(ofType('AWS::CloudFront::Distribution')[0], 'distribution').Properties.DistributionConfig;
const securityHeaders = () =>
  must(ofType('AWS::CloudFront::ResponseHeadersPolicy')[0], 'headers policy').Properties
    .ResponseHeadersPolicyConfig.SecurityHeadersConfig;

describe('CloudFront', () => {
  it('sends /api/* and /sms/* to the HTTP API: no caching, every method, everything but Host forwarded', () => {
    const config = distributionConfig();
    const apiOrigin = config.Origins.find((origin: CfnJson) => origin.CustomOriginConfig);
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('ApiEndpoint');
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(config.CacheBehaviors.map((behavior: CfnJson) => behavior.PathPattern)).toEqual([
      '/api/*',
      '/sms/*',
    ]);
    for (const behavior of config.CacheBehaviors) {
      expect(behavior).toMatchObject({
        TargetOriginId: apiOrigin.Id,
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        ViewerProtocolPolicy: 'https-only',
      });
    }
  });

  it('sends a GET or HEAD of the web pages under /sms/ to the bucket, and every other /sms/ request to the API', () => {
    const config = distributionConfig();
    const bucketOrigin = config.Origins.find((origin: CfnJson) => origin.S3OriginConfig);
    expect(bucketOrigin.Id).toBe('site-bucket');
    const sms = config.CacheBehaviors.find((behavior: CfnJson) => behavior.PathPattern === '/sms/*');
    const [association] = sms.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    const fn = must(
      Object.values(resourcesOfType(synth.template, 'AWS::CloudFront::Function')).find((resource) =>
        resource.Properties.FunctionConfig.Comment.includes('/sms/'),
      ),
      'SMS pages function',
    );
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.Properties.FunctionCode).toBe(SMS_PAGES_FUNCTION);

    // Run the function as CloudFront would, with its origin-selection module stood in for.
    const selected: string[] = [];
    const cf = { selectRequestOriginById: (id: string) => selected.push(id) };
    const handler = new Function(
      'cf',
      `${SMS_PAGES_FUNCTION.replace("import cf from 'cloudfront';", '')}; return handler;`,
    )(cf) as (event: { request: { method: string; uri: string } }) => { uri: string };
    const viewer = (method: string, uri: string) => {
      selected.length = 0;
      const request = handler({ request: { method, uri } });
      return { uri: request.uri, origin: selected[0] ?? 'api' };
    };
    expect(viewer('GET', '/sms/opt-in')).toEqual({ uri: '/index.html', origin: 'site-bucket' });
    expect(viewer('HEAD', '/sms/compliance')).toEqual({ uri: '/index.html', origin: 'site-bucket' });
    expect(viewer('GET', '/sms/opt-in/')).toEqual({ uri: '/index.html', origin: 'site-bucket' });
    expect(viewer('POST', '/sms/opt-in')).toEqual({ uri: '/sms/opt-in', origin: 'api' });
    expect(viewer('GET', '/sms/config')).toEqual({ uri: '/sms/config', origin: 'api' });
    expect(viewer('POST', '/sms/incoming')).toEqual({ uri: '/sms/incoming', origin: 'api' });
    expect(viewer('GET', '/sms/admin/consents')).toEqual({ uri: '/sms/admin/consents', origin: 'api' });
    // The pages come from the routes manifest the local server reads as well.
    expect(WEB_PAGES_UNDER_API_PATHS).toEqual(['/sms/opt-in', '/sms/compliance']);
  });

  it('tells the API a request came through it: the origin verification header, a reference to its generated secret, never a value', () => {
    const config = distributionConfig();
    const apiOrigin = config.Origins.find((origin: CfnJson) => origin.CustomOriginConfig);
    const secretId = logicalId(synth.stack.originVerify.secret);
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_VERIFY_HEADER,
        // CloudFormation resolves this at deploy time; the template holds only the secret's name.
        HeaderValue: {
          'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
        },
      },
    ]);
    // The bucket gets no such header: only the API checks it.
    const bucketOrigin = config.Origins.find((origin: CfnJson) => origin.S3OriginConfig);
    expect(bucketOrigin.OriginCustomHeaders).toBeUndefined();

    const secret = must(resourcesOf(synth.template)[secretId], 'origin verification secret');
    expect(secret.Properties.SecretString).toBeUndefined();
    expect(secret.Properties.GenerateSecretString).toEqual({ PasswordLength: 64, ExcludePunctuation: true });
  });

  it('serves the app from the private bucket through origin access control, compressed, HTTPS only', () => {
    const config = distributionConfig();
    const bucketOrigin = config.Origins.find((origin: CfnJson) => origin.S3OriginConfig);
    expect(bucketOrigin.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior).toMatchObject({
      TargetOriginId: bucketOrigin.Id,
      Compress: true,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    synth.template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
    // The bucket's cache policy follows the objects' own Cache-Control (index.html: no-cache).
    synth.template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: { MinTTL: 0 },
    });
  });

  it('app routes get index.html, files and the API keep their paths, and API 404s are not rewritten', () => {
    const code = must(
      ofType('AWS::CloudFront::Function').find((resource) =>
        resource.Properties.FunctionConfig.Comment.startsWith('Serve index.html for app routes'),
      ),
      'viewer function',
    ).Properties.FunctionCode as string;
    const viewerRequest = new Function(`${code}; return handler;`)() as (event: unknown) => { uri: string };
    const served = (uri: string) => viewerRequest({ request: { uri } }).uri;
    expect(served('/')).toBe('/index.html');
    expect(served('/projects/01JABC/edit')).toBe('/index.html');
    expect(served('/dashboard')).toBe('/index.html');
    expect(served('/assets/index-DkF3a9.js')).toBe('/assets/index-DkF3a9.js');
    expect(served('/favicon.svg')).toBe('/favicon.svg');
    // The rewrite runs only on the bucket behaviour (the /sms/ pages have their own function, tested
    // above); no distribution-wide error page swallows API errors.
    expect(
      distributionConfig()
        .CacheBehaviors.filter((behavior: CfnJson) => behavior.FunctionAssociations)
        .map((behavior: CfnJson) => behavior.PathPattern),
    ).toEqual(['/sms/*']);
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });

  it('adds a strict CSP that still lets the subscribe page load Stripe, plus HSTS, nosniff, DENY and referrer policy', () => {
    const headers = securityHeaders();
    const csp = headers.ContentSecurityPolicy.ContentSecurityPolicy as string;
    const directives = Object.fromEntries(
      csp.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': ["'self'"],
      // index.html's one inline script by its hash (web/first-load/start.js), nothing else inline.
      'script-src': ["'self'", FIRST_LOAD_SCRIPT_HASH, 'https://js.stripe.com'],
      'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ["'self'", 'https://api.stripe.com'],
      'img-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    // The very policy the local server sends, so the browser tests run under it.
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    expect(headers).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      // An answer's own Referrer-Policy wins (the unsubscribe page's, below).
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: false },
    });
    const config = distributionConfig();
    const policyIds = [config.DefaultCacheBehavior, ...config.CacheBehaviors].map(
      (b: CfnJson) => b.ResponseHeadersPolicyId,
    );
    expect(new Set(policyIds.map((id) => JSON.stringify(id))).size).toBe(1);
  });

  it("lets the unsubscribe page's own Referrer-Policy: no-referrer through, as the local server does, and gives every other answer the app's", () => {
    const { ReferrerPolicy: policy } = securityHeaders();
    // What a browser receives: CloudFront's header replaces the origin's only when it overrides.
    const received = (origin: Record<string, string>) =>
      policy.Override ? policy.ReferrerPolicy : (origin['Referrer-Policy'] ?? policy.ReferrerPolicy);
    const page = unsubscribePage(
      { address: 'pat@example.com', accountName: 'Pat Builder', stopped: null },
      'signed-token',
    );
    expect(received(page.headers as Record<string, string>)).toBe('no-referrer');
    expect(received({ 'Content-Type': 'application/json' })).toBe(REFERRER_POLICY);
    // The page is an API answer: its route goes through the API behaviour, under this same policy.
    const config = distributionConfig();
    const apiBehavior = must(
      config.CacheBehaviors.find((behavior: CfnJson) => behavior.PathPattern === '/api/*'),
      '/api/* behaviour',
    );
    expect(apiBehavior.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
  });

  it('uploads hashed assets as immutable for a year and index.html as no-cache, index.html last', () => {
    const deployments = ofType('Custom::CDKBucketDeployment');
    const assets = must(
      deployments.find((d) => d.Properties.Exclude?.[0] === 'index.html'),
      'assets deployment',
    );
    const index = must(
      deployments.find((d) => d.Properties.Include?.[0] === 'index.html'),
      'index deployment',
    );
    expect(assets.Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(index.Properties).toMatchObject({
      Exclude: ['*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    const indexResource = Object.values(resourcesOf(synth.template)).find(
      (r) => r.Properties === index.Properties,
    );
    expect(indexResource.DependsOn.some((id: string) => id.startsWith('WebDeployAssets'))).toBe(true);
  });

  it(
    'refuses to synthesise without a web build, saying how to make one',
    () => {
      expect(() => buildStack({ webPlaceholder: 'false', webDist: '/nonexistent/web/dist' })).toThrow(
        'run `npm run build:web`',
      );
    },
    SYNTH_TIMEOUT_MS,
  );
});
