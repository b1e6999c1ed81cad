import { API_FUNCTIONS } from '@lienminder/functions/routes';
import { NestedStack, type Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { routeStackOf } from '../../lib/route-stacks';
import { must, resourceCounts, resourcesOfType, stacksOf, templateOf } from '../synth';
import { synth } from './current';

/**
 * Every stack stays under 60% of CloudFormation's 500 resources a stack (docs/decisions/031), as
 * `cdk deploy` counts them: the AWS::CDK::Metadata resource the CLI adds to each template included.
 */
const STACK_RESOURCES_TODAY = 300;
const MORE_ROUTES = 100;

const resourceCount = (stack: Stack) => must(resourceCounts(synth)[stack.node.path], stack.node.path);

describe("CloudFormation's 500 resources a stack", () => {
  it('every stack, the route stacks included, synthesises under 300, the metadata resource the CLI adds counted', () => {
    const stacks = stacksOf(synth);
    expect(stacks.length).toBeGreaterThan(1);
    for (const stack of stacks) {
      expect(resourcesOfType(templateOf(stack), 'AWS::CDK::Metadata'), stack.node.path).toHaveLength(1);
    }
    const counts = Object.entries(resourceCounts(synth));
    expect(counts).toHaveLength(stacks.length);
    for (const [path, count] of counts) expect(count, path).toBeLessThan(STACK_RESOURCES_TODAY);
  });

  it("the stage's stack does not grow with routes: it holds each route stack, not a route's function, role, log group, route or permission", () => {
    const root = templateOf(synth.stack);
    expect(resourcesOfType(root, 'AWS::CloudFormation::Stack')).toHaveLength(
      synth.stack.api.routeStacks.size,
    );
    for (const type of ['AWS::ApiGatewayV2::Route', 'AWS::ApiGatewayV2::Integration']) {
      expect(resourcesOfType(root, type), type).toEqual([]);
    }
    for (const handler of synth.stack.api.functions) {
      expect(NestedStack.isNestedStack(handler.function.stack), handler.definition.name).toBe(true);
    }
  });

  it('the route stacks take 100 more routes at today’s resources a route, each staying under 300', () => {
    const routeStacks = [...synth.stack.api.routeStacks.values()];
    const routesIn = (stack: NestedStack) =>
      API_FUNCTIONS.filter((definition) => routeStackOf(definition).id === stack.node.id).length;
    // Everything in a route stack but its metadata is its routes': today 7 a route (function, role,
    // policy, log group, route, integration, permission).
    const perRoute = Math.max(
      ...routeStacks.map((stack) => Math.ceil((resourceCount(stack) - 1) / routesIn(stack))),
    );
    expect(perRoute).toBeGreaterThanOrEqual(7);
    const room = routeStacks
      .map((stack) => Math.floor((STACK_RESOURCES_TODAY - 1 - resourceCount(stack)) / perRoute))
      .reduce((sum, routes) => sum + routes, 0);
    expect(room).toBeGreaterThanOrEqual(MORE_ROUTES);
  });
});
