import { readFileSync } from 'node:fs';
import {
  ALERT_FUNCTIONS,
  API_FUNCTIONS,
  isApiFunction,
  type SecretName,
  STREAM_FUNCTIONS,
} from '@lienminder/functions/routes';
import { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../functions/src/config';
import { METRICS_NAMESPACE } from '../../../shared/src/operations/operation-names';
import { OPERATOR_SECRET_FIELDS } from '../../lib/app-secret';
import type { HandlerFunction } from '../../lib/handler-function';
import { ROUTE_STACKS, routeStackOf } from '../../lib/route-stacks';
import {
  actionsOf,
  allResourcesOfType,
  environmentOf,
  functionResourceOf,
  handlerActions,
  handlerNamed,
  handlerStatements,
  inRootTerms,
  logicalId,
  must,
  resourcesOf,
  resourcesOfType,
  templateOf,
} from '../synth';
import { synth } from './current';

const resources = () => resourcesOf(synth.template);
const HANDLERS_DIR = new URL('../../../functions/src/handlers', import.meta.url).pathname;
/** The settings CDK gives the Parameters and Secrets extension (all non-secret). */
const SECRETS_EXTENSION_SETTINGS = [
  'PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED',
  'PARAMETERS_SECRETS_EXTENSION_CACHE_SIZE',
  'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT',
  'PARAMETERS_SECRETS_EXTENSION_LOG_LEVEL',
  'PARAMETERS_SECRETS_EXTENSION_MAX_CONNECTIONS',
  'SECRETS_MANAGER_TIMEOUT_MILLIS',
  'SECRETS_MANAGER_TTL',
  'SSM_PARAMETER_STORE_TIMEOUT_MILLIS',
  'SSM_PARAMETER_STORE_TTL',
];
const readsASecret = (handler: HandlerFunction) =>
  (handler.definition.access.secrets ?? []).length > 0 || isApiFunction(handler.definition);
const SECRET_VARIABLES = [
  ['session', 'SESSION_SECRET_ARN'],
  ['stripe', 'STRIPE_SECRET_ARN'],
  ['twilio', 'TWILIO_SECRET_ARN'],
] as const;
const secretRef = (name: SecretName) => ({ Ref: logicalId(synth.stack.secret.secrets[name]) });
const TABLE_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

describe('HTTP API', () => {
  it('routes every manifest entry to its own function, beside it in the nested stack of its concern', () => {
    const routes = allResourcesOfType(synth, 'AWS::ApiGatewayV2::Route');
    expect(routes.map((route) => route.Properties.RouteKey as string).sort()).toEqual(
      API_FUNCTIONS.map((fn) => `${fn.method} ${fn.path}`).sort(),
    );
    const apiId = { Ref: logicalId(synth.stack.api.httpApi) };
    for (const definition of API_FUNCTIONS) {
      const routeKey = `${definition.method} ${definition.path}`;
      const handler = handlerNamed(synth.stack, definition.name);
      const routeStack = must(synth.stack.api.routeStacks.get(routeStackOf(definition).id), 'route stack');
      expect(Stack.of(handler), routeKey).toBe(routeStack);
      const stackResources = resourcesOf(templateOf(routeStack));
      const route = must(
        Object.values(stackResources).find(
          (candidate) =>
            candidate.Type === 'AWS::ApiGatewayV2::Route' && candidate.Properties.RouteKey === routeKey,
        ),
        `route ${routeKey}`,
      );
      expect(inRootTerms(routeStack, route.Properties.ApiId), routeKey).toEqual(apiId);
      const [, [, integrationRef]] = route.Properties.Target['Fn::Join'];
      const integration = must(stackResources[integrationRef.Ref], `${routeKey} integration`);
      expect(integration.Properties.IntegrationUri, routeKey).toEqual({
        'Fn::GetAtt': [logicalId(handler.function), 'Arn'],
      });
    }
    // One per API route, alert function and stream reader, plus CDK's bucket-deployment and auto-delete helpers.
    expect(allResourcesOfType(synth, 'AWS::Lambda::Function')).toHaveLength(
      API_FUNCTIONS.length + Object.keys(ALERT_FUNCTIONS).length + Object.keys(STREAM_FUNCTIONS).length + 2,
    );
    expect(resourcesOfType(synth.template, 'AWS::ApiGatewayV2::Route')).toEqual([]);
  });

  it('throttles the stage and writes JSON access logs', () => {
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
    const stage = must(resourcesOfType(synth.template, 'AWS::ApiGatewayV2::Stage')[0], 'API stage');
    const format = JSON.parse(stage.Properties.AccessLogSettings.Format);
    expect(format).toMatchObject({ status: '$context.status', routeKey: '$context.routeKey' });
    // The route key, never the path: a calendar feed's path is its secret token.
    expect(
      Object.values(format).filter((field) => /\$context\.(path|resourcePath)|rawPath/.test(String(field))),
    ).toEqual([]);
  });

  it('gives the health check and every route a stranger can call lower limits of their own than the signed-in API, but the signed webhooks, whose senders share addresses', () => {
    const stage = must(resourcesOfType(synth.template, 'AWS::ApiGatewayV2::Stage')[0], 'API stage');
    const expected: Record<string, unknown> = {
      'GET /api/health': { ThrottlingRateLimit: 2, ThrottlingBurstLimit: 5 },
    };
    for (const definition of API_FUNCTIONS) {
      const routeKey = `${definition.method} ${definition.path}`;
      // A route that answers without a signed-in user is public (handlers call requireUser, or
      // requireUserAlong to read beside the session check, otherwise).
      const handlerSource = readFileSync(`${HANDLERS_DIR}/${definition.entry}.ts`, 'utf8');
      // A junk trickle must not spend a limit Twilio's STOPs and statuses share (per-address limits are WAF's).
      const signedWebhook = ['POST /sms/incoming', 'POST /sms/status', 'POST /api/stripe/webhook'].includes(
        routeKey,
      );
      if (
        routeKey !== 'GET /api/health' &&
        !signedWebhook &&
        !/\b(requireUser|requireUserAlong)\(/.test(handlerSource)
      ) {
        expected[routeKey] = { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 };
      }
    }
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    expect(stage.Properties.RouteSettings).toEqual(expected);
    // The route keys exist before the stage that names them is updated: their stacks come first.
    const routeStackIds = [...synth.stack.api.routeStacks.values()].map((routeStack) =>
      logicalId(must(routeStack.nestedStackResource, 'nested stack resource')),
    );
    expect(routeStackIds).toHaveLength(ROUTE_STACKS.length);
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeStackIds));
  });
});

describe('every function', () => {
  it('runs Node.js 22 on arm64 with JSON logs into its own log group that expires', () => {
    const logGroupIds = synth.stack.handlers.map((handler) => {
      const fn = functionResourceOf(handler);
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        LoggingConfig: { LogFormat: 'JSON' },
      });
      const logGroupId: string = fn.Properties.LoggingConfig.LogGroup.Ref;
      const logGroup = must(resourcesOf(templateOf(handler))[logGroupId], 'log group');
      expect(logGroup.Type).toBe('AWS::Logs::LogGroup');
      expect(logGroup.Properties.RetentionInDays).toBe(7);
      return `${handler.node.path}/${logGroupId}`;
    });
    expect(new Set(logGroupIds).size).toBe(synth.stack.handlers.length);
  });

  it('holds names and ARNs in its environment, never a secret value', () => {
    const originVerifyId = logicalId(synth.stack.originVerify.secret);
    const allowed = new Set([
      'RUNTIME',
      'STAGE',
      'DEFAULT_TIME_ZONE',
      'NODE_OPTIONS',
      'TABLE_NAME',
      'PUBLIC_URL',
      'SESSION_SECRET_ARN',
      'STRIPE_SECRET_ARN',
      'TWILIO_SECRET_ARN',
      'ORIGIN_VERIFY_SECRET_ARN',
      'SCHEDULE_GROUP_NAME',
      'SCHEDULER_ROLE_ARN',
      'SEND_ALERT_FUNCTION_ARN',
      'ALERT_DLQ_ARN',
      'SES_FROM_ADDRESS',
      'SES_CONFIGURATION_SET',
      'DIAGNOSTICS_ENABLED',
      'POWERTOOLS_SERVICE_NAME',
      'POWERTOOLS_METRICS_NAMESPACE',
      'POWERTOOLS_LOG_LEVEL',
      ...SECRETS_EXTENSION_SETTINGS,
    ]);
    for (const handler of synth.stack.handlers) {
      const variables = environmentOf(handler);
      for (const name of Object.keys(variables))
        expect(allowed, `${handler.definition.name}: ${name}`).toContain(name);
      // The diagnostic reset-token generator is off on a stage that does not enable it.
      expect(variables.DIAGNOSTICS_ENABLED, handler.definition.name).toBe('false');
      const { name: functionName, access } = handler.definition;
      for (const [secret, variable] of SECRET_VARIABLES) {
        expect(variables[variable], `${functionName}: ${variable}`).toEqual(
          access.secrets?.includes(secret) ? secretRef(secret) : undefined,
        );
      }
      if (isApiFunction(handler.definition)) {
        expect(variables.ORIGIN_VERIFY_SECRET_ARN, functionName).toEqual({ Ref: originVerifyId });
      } else expect(variables.ORIGIN_VERIFY_SECRET_ARN, functionName).toBeUndefined();
      for (const name of SECRETS_EXTENSION_SETTINGS) {
        expect(name in variables, `${functionName}: ${name}`).toBe(readsASecret(handler));
      }
    }
  });

  it("configures Powertools' Logger and Metrics: its own name as the service, the product's metrics namespace, info lines and above", () => {
    for (const handler of synth.stack.handlers) {
      expect(environmentOf(handler), handler.definition.name).toMatchObject({
        POWERTOOLS_SERVICE_NAME: handler.definition.name,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: 'INFO',
      });
    }
    expect(METRICS_NAMESPACE).toBe('LienMinder');
  });

  it("passes the functions' own configuration check at cold start (functions/src/config.ts)", () => {
    for (const handler of synth.stack.handlers) {
      const variables = environmentOf(handler);
      // Deploy-time values (ARNs, names, the CloudFront address) are tokens here: stand in realistic ones.
      const deployed = Object.fromEntries(
        Object.entries(variables).map(([name, value]) => [
          name,
          typeof value === 'string'
            ? value
            : name === 'PUBLIC_URL'
              ? 'https://d1example.cloudfront.net'
              : `${name}-value`,
        ]),
      );
      expect(() => parseConfig(deployed), handler.definition.name).not.toThrow();
    }
  });

  it('the template carries no secret: the session key is generated, the rest are empty placeholders', () => {
    const secretOf = (name: SecretName) =>
      must(resources()[logicalId(synth.stack.secret.secrets[name])], name);
    const session = secretOf('session');
    expect(session.Properties.SecretString).toBeUndefined();
    expect(session.Properties.GenerateSecretString.GenerateStringKey).toBe('sessionSecret');
    for (const name of ['stripe', 'twilio'] as const) {
      expect(JSON.parse(secretOf(name).Properties.SecretString), name).toEqual(
        Object.fromEntries(OPERATOR_SECRET_FIELDS[name].map((field) => [field, ''])),
      );
    }
  });
});

describe('per-function grants', () => {
  it('a provider key is readable only where its provider is called: most functions read the session key alone', () => {
    const readersOf = (secret: SecretName) =>
      synth.stack.handlers
        .filter((handler) =>
          handlerStatements(handler).some(
            (statement) =>
              actionsOf(statement).includes('secretsmanager:GetSecretValue') &&
              JSON.stringify(statement.Resource) === JSON.stringify(secretRef(secret)),
          ),
        )
        .map((handler) => handler.definition.name)
        .sort();
    expect(readersOf('stripe')).toEqual([
      'CancelSubscription',
      'CloseAccount',
      'CreateSubscription',
      'StripeApiTest',
      'StripeConfigStatus',
      'StripePriceTest',
      'StripeTest',
      'StripeWebhook',
      'StripeWebhookStatus',
    ]);
    expect(readersOf('twilio')).toEqual([
      'DeliverAlert',
      'DeliverMessages',
      'ListSmsConsents',
      'SmsIncoming',
      'SmsStatus',
      'TwilioWebhookStatus',
    ]);
    expect(readersOf('session').length).toBeGreaterThan(30);
  });

  it('each function reads each secret only if its manifest entry says so', () => {
    const originVerify = { Ref: logicalId(synth.stack.originVerify.secret) };
    for (const handler of synth.stack.handlers) {
      const { name, access } = handler.definition;
      const readable = handlerStatements(handler)
        .filter((statement) => actionsOf(statement).includes('secretsmanager:GetSecretValue'))
        .map((statement) => statement.Resource);
      expect(readable, name).toEqual([
        ...(access.secrets ?? []).map(secretRef),
        ...(isApiFunction(handler.definition) ? [originVerify] : []),
      ]);
    }
  });

  it('every API function reads the origin verification secret (it refuses requests sent around CloudFront), and no other does', () => {
    const originVerify = JSON.stringify({ Ref: logicalId(synth.stack.originVerify.secret) });
    const readers = synth.stack.handlers
      .filter((handler) =>
        handlerStatements(handler).some(
          (statement) =>
            actionsOf(statement).includes('secretsmanager:GetSecretValue') &&
            JSON.stringify(statement.Resource) === originVerify,
        ),
      )
      .map((handler) => handler.definition.name);
    expect(readers.sort()).toEqual(API_FUNCTIONS.map((definition) => definition.name).sort());
  });

  it('secret readers read it through the Parameters and Secrets extension: a region-mapped layer, cached five minutes', () => {
    for (const handler of synth.stack.handlers) {
      const { name } = handler.definition;
      const properties = functionResourceOf(handler).Properties;
      if (!readsASecret(handler)) {
        expect(properties.Layers, name).toBeUndefined();
        continue;
      }
      const mapping = templateOf(handler).toJSON().Mappings.ParamsandsecretslayerMap as Record<
        string,
        Record<string, string>
      >;
      // The layer ARN is looked up per region at deploy time: synth stays offline and region-agnostic.
      expect(mapping['us-east-1']?.['1x0x103xarm64'], name).toMatch(
        /^arn:aws:lambda:us-east-1:\d+:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:\d+$/,
      );
      expect(properties.Layers, name).toEqual([
        { 'Fn::FindInMap': ['ParamsandsecretslayerMap', { Ref: 'AWS::Region' }, '1x0x103xarm64'] },
      ]);
      expect(properties.Environment.Variables, name).toMatchObject({
        PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED: 'true',
        PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2773',
        SECRETS_MANAGER_TTL: '300',
      });
    }
  });

  it('read-only routes such as the dashboard cannot write the table; nothing can scan it', () => {
    // Logout writes: it deletes its session item (docs/decisions/010).
    for (const name of ['GetDashboard', 'ListProjects', 'GetProject', 'GetUser', 'Health']) {
      const handler = handlerNamed(synth.stack, name);
      const actions = handlerActions(handler);
      expect(actions, name).toContain('dynamodb:Query');
      for (const write of TABLE_WRITES) expect(actions, name).not.toContain(write);
    }
    for (const handler of synth.stack.handlers) {
      expect(handlerActions(handler)).not.toContain('dynamodb:Scan');
    }
  });

  it('table access covers the table and its gsi1 index, not every index', () => {
    const handler = handlerNamed(synth.stack, 'GetDashboard');
    const [dynamoStatement] = handlerStatements(handler).filter((s) =>
      JSON.stringify(s.Action).includes('dynamodb:'),
    );
    const statement = must(dynamoStatement, 'DynamoDB statement');
    expect(JSON.stringify(statement.Resource)).toContain('/index/gsi1"');
    expect(JSON.stringify(statement.Resource)).not.toContain('/index/*');
  });

  it('no function role carries an AWS managed policy', () => {
    for (const handler of synth.stack.handlers) {
      const role = resourcesOf(templateOf(handler))[logicalId(must(handler.function.role, 'role'))];
      expect(role.Properties.ManagedPolicyArns, handler.definition.name).toBeUndefined();
    }
  });
});
