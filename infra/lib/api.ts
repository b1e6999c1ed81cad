import { API_FUNCTIONS, type ApiFunctionDefinition } from '@lienminder/functions/routes';
import { Duration, NestedStack, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { type AccessGrants, grantAccess } from './function-access';
import { HandlerFunction } from './handler-function';
import { routeStackOf } from './route-stacks';
import { routeSettings, SIGNED_IN_THROTTLE } from './route-throttles';
import type { StageConfig } from './stage-config';

/**
 * One line per request, JSON, so Logs Insights can query status, latency and route. The route key
 * (`GET /api/calendar/{token}`), never the path: the calendar feed's path is its secret token, and
 * a log line holding it would be a working address to the account's deadlines for anyone who can
 * read the logs.
 */
const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
  userAgent: '$context.identity.userAgent',
};

export interface ApiProps extends AccessGrants {
  config: StageConfig;
}

/**
 * The HTTP API: one route and one function per entry of API_FUNCTIONS. CloudFront is its only
 * intended client (`/api/*` and `/sms/*` on the app's domain), which keeps the session cookie
 * first-party and needs no CORS. The API, its stage and access logs are in the stage's stack; each
 * route with its function, role, log group and permission is in the nested stack of its concern
 * (route-stacks.ts, docs/decisions/031), so routes do not count against the stage stack's 500
 * resources.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: HandlerFunction[];
  /** The nested stacks the routes live in, by id (route-stacks.ts). */
  readonly routeStacks = new Map<string, NestedStack>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { config } = props;

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: config.retainData ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_WEEK,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // Not `HttpApi`, the id it had while its routes were in this stack: a new API takes the routes
    // in their nested stacks, where the old one's routes, still there until the deploy's clean-up,
    // would hold every route key (docs/decisions/031).
    this.httpApi = new HttpApi(this, 'Gateway', {
      apiName: `lienminder-${config.stage}`,
      description: `LienMinder ${config.stage} API (served through CloudFront)`,
      createDefaultStage: false,
    });
    const stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      // Account-wide defaults are 10,000 rps; a small app caps far lower so a runaway client or
      // a flood of webhook retries cannot run up the Lambda bill. Public routes get lower limits
      // of their own (route-throttles.ts).
      throttle: SIGNED_IN_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    this.functions = API_FUNCTIONS.map((definition) => {
      const routeStack = this.routeStackFor(definition);
      const handler = new HandlerFunction(routeStack, definition.name, {
        definition,
        config,
        timeout: Duration.seconds(10),
      });
      grantAccess(handler.function, definition, props);
      // Every route refuses a request that did not come through CloudFront (docs/decisions/021).
      for (const [name, value] of Object.entries(props.originVerify.grantRead(handler.function))) {
        handler.function.addEnvironment(name, value);
      }
      const route = new HttpRoute(routeStack, `${definition.name}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(definition.path, HttpMethod[definition.method]),
        integration: new HttpLambdaIntegration(`${definition.name}Integration`, handler.function),
      });
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Authorisation is in the handlers: a signed session cookie for app routes, Stripe and Twilio signatures for ' +
          'webhooks, HTTP Basic for the consent log; a gateway authoriser cannot check either webhook signature.',
      });
      return handler;
    });
    // Route settings name route keys, which must exist before the stage can refer to them.
    for (const routeStack of this.routeStacks.values()) stage.node.addDependency(routeStack);
    (stage.node.defaultChild as CfnStage).routeSettings = routeSettings(API_FUNCTIONS);
  }

  private routeStackFor(definition: ApiFunctionDefinition): NestedStack {
    const { id } = routeStackOf(definition);
    let routeStack = this.routeStacks.get(id);
    if (!routeStack) {
      routeStack = new NestedStack(this, id, { description: `LienMinder API routes: ${id}` });
      this.routeStacks.set(id, routeStack);
    }
    return routeStack;
  }

  /** The function of the API_FUNCTIONS entry of that name. */
  functionNamed(name: string): HandlerFunction {
    const handler = this.functions.find((candidate) => candidate.definition.name === name);
    if (!handler) throw new Error(`No API function ${name}`);
    return handler;
  }
}
