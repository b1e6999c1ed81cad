import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import type { HandlerFunction } from '../lib/handler-function';
import type { LienMinderStack } from '../lib/lienminder-stack';
import { readStageConfig } from '../lib/stage-config';
import { addStageStacks } from '../lib/stage-stacks';

/** A synth takes a few seconds alone and several times that while the other test projects run. */
export const SYNTH_TIMEOUT_MS = 120_000;

export interface SynthesizedStack {
  app: App;
  stack: LienMinderStack;
  template: Template;
}

/**
 * Builds the real app the way bin/app.ts does (cdk-nag AwsSolutions checks included) for the given
 * context, with Lambda bundling skipped and a placeholder web build so a test takes seconds and
 * needs neither esbuild runs nor `npm run build:web`. `synth()` throws if cdk-nag finds anything.
 */
export function buildStack(context: Record<string, string> = {}): Omit<SynthesizedStack, 'template'> {
  const outdir = mkdtempSync(join(tmpdir(), 'lienminder-synth-'));
  try {
    const app = new App({
      outdir,
      // The CLI's version reporting: each template carries the AWS::CDK::Metadata resource `cdk deploy` counts.
      analyticsReporting: true,
      context: { 'aws:cdk:bundling-stacks': [], webPlaceholder: 'true', ...context },
    });
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    const { app: stack } = addStageStacks(app, readStageConfig(app.node));
    return { app, stack };
  } catch (error) {
    rmSync(outdir, { recursive: true, force: true });
    throw error;
  }
}

/** Deletes a test synth's cloud assembly (tens of MB: CDK copies its AWS CLI layer into every one). */
export function removeAssembly(app: App): void {
  rmSync(app.outdir, { recursive: true, force: true });
}

export function synthStack(context: Record<string, string> = {}): SynthesizedStack {
  const { app, stack } = buildStack(context);
  app.synth();
  return { app, stack, template: Template.fromStack(stack) };
}

/** Template JSON as the tests read it: CloudFormation properties have no static types here. */
// biome-ignore lint/suspicious/noExplicitAny: untyped CloudFormation JSON, checked by the assertions themselves
export type CfnJson = any;

export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

export function resourcesOf(template: Template): Record<string, CfnJson> {
  return template.toJSON().Resources;
}

export function resourcesOfType(template: Template, type: string): CfnJson[] {
  return Object.values(resourcesOf(template)).filter((resource) => resource.Type === type);
}

/** The stage's stack and its nested stacks (the API's route stacks), parents first. */
export function stacksOf(synth: Pick<SynthesizedStack, 'stack'>): Stack[] {
  return [synth.stack, ...synth.stack.node.findAll().filter(NestedStack.isNestedStack)];
}

const templates = new WeakMap<Stack, Template>();

/** The template of the stack (nested or not) that holds `construct`. */
export function templateOf(construct: IConstruct): Template {
  const stack = Stack.of(construct);
  let template = templates.get(stack);
  if (!template) {
    template = Template.fromStack(stack);
    templates.set(stack, template);
  }
  return template;
}

/**
 * Each stack's resources (the stage's and its route stacks) by construct path, as `cdk deploy` counts
 * them: the AWS::CDK::Metadata resource the CLI adds to each template included.
 */
export function resourceCounts(synth: Pick<SynthesizedStack, 'stack'>): Record<string, number> {
  return Object.fromEntries(
    stacksOf(synth).map((stack) => [stack.node.path, Object.keys(resourcesOf(templateOf(stack))).length]),
  );
}

/** Every resource of a type across the stage's stack and its nested stacks. */
export function allResourcesOfType(synth: Pick<SynthesizedStack, 'stack'>, type: string): CfnJson[] {
  return stacksOf(synth).flatMap((stack) => resourcesOfType(templateOf(stack), type));
}

/**
 * A nested stack's template value in its root stack's terms: each `{ Ref: <parameter> }` replaced by
 * what the parent passes for it, so a test compares a route function's table or secret with the
 * root's own `{ Ref: ... }` wherever the function lives.
 */
export function inRootTerms(construct: IConstruct, value: CfnJson): CfnJson {
  const stack = Stack.of(construct);
  if (!NestedStack.isNestedStack(stack)) return value;
  const parent = must(stack.nestedStackParent, 'parent stack');
  const parameters = must(
    resourcesOf(templateOf(parent))[logicalId(stack.nestedStackResource as IConstruct)],
    `${stack.node.id} resource`,
  ).Properties.Parameters as Record<string, CfnJson>;
  const replaced = (node: CfnJson): CfnJson => {
    if (Array.isArray(node)) return node.map(replaced);
    if (node === null || typeof node !== 'object') return node;
    const keys = Object.keys(node);
    if (keys.length === 1 && keys[0] === 'Ref' && node.Ref in parameters) return parameters[node.Ref];
    return Object.fromEntries(keys.map((key) => [key, replaced(node[key])]));
  };
  return inRootTerms(parent, replaced(value));
}

export function handlerNamed(stack: LienMinderStack, name: string): HandlerFunction {
  return must(
    stack.handlers.find((handler) => handler.definition.name === name),
    `function ${name}`,
  );
}

export interface PolicyStatementJson {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

export function actionsOf(statement: PolicyStatementJson): string[] {
  return Array.isArray(statement.Action) ? statement.Action : [statement.Action];
}

/** Every statement in the policies attached to a role in that template, given the role's logical id. */
export function roleStatements(template: Template, roleLogicalId: string): PolicyStatementJson[] {
  const policies = template.findResources('AWS::IAM::Policy');
  return Object.values(policies)
    .filter((policy) =>
      (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleLogicalId),
    )
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as PolicyStatementJson[]);
}

/** The logical id of a construct (or of its default child) in the template of its own stack. */
export function logicalId(construct: IConstruct): string {
  const element = (construct.node.defaultChild ?? construct) as Parameters<Stack['getLogicalId']>[0];
  return Stack.of(construct).getLogicalId(element);
}

/** A handler's `AWS::Lambda::Function` resource in the template of the stack it lives in. */
export function functionResourceOf(handler: HandlerFunction): CfnJson {
  return must(
    resourcesOf(templateOf(handler))[logicalId(handler.function)],
    `${handler.definition.name} resource`,
  );
}

/**
 * A handler's environment as the template holds it, in the root stack's terms: deploy-time values
 * (names, ARNs) are still tokens.
 */
export function environmentOf(handler: HandlerFunction): Record<string, unknown> {
  return inRootTerms(handler, functionResourceOf(handler).Properties.Environment.Variables);
}

/** The statements a handler function's own role carries, in the root stack's terms. */
export function handlerStatements(handler: HandlerFunction): PolicyStatementJson[] {
  const role = handler.function.role;
  if (!role) throw new Error(`${handler.definition.name} has no role`);
  return inRootTerms(handler, roleStatements(templateOf(handler), logicalId(role)));
}

export function handlerActions(handler: HandlerFunction): string[] {
  return handlerStatements(handler).flatMap(actionsOf);
}

/** Every cdk-nag acknowledgement recorded under a construct: where, which rule or finding, and why. */
export function acknowledgements(root: IConstruct) {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          construct,
          id,
          reason,
        })),
      ),
  );
}
