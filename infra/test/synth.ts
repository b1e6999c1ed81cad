import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
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

/** Every statement in the policies attached to a role, given the role's logical id. */
export function roleStatements(template: Template, roleLogicalId: string): PolicyStatementJson[] {
  const policies = template.findResources('AWS::IAM::Policy');
  return Object.values(policies)
    .filter((policy) =>
      (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleLogicalId),
    )
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as PolicyStatementJson[]);
}

export function logicalId(stack: LienMinderStack, construct: { node: { defaultChild?: unknown } }): string {
  return stack.getLogicalId(construct.node.defaultChild as Parameters<LienMinderStack['getLogicalId']>[0]);
}

/** A handler's `AWS::Lambda::Function` resource in the template. */
export function functionResourceOf(synth: SynthesizedStack, handler: HandlerFunction): CfnJson {
  return must(
    resourcesOf(synth.template)[logicalId(synth.stack, handler.function)],
    `${handler.definition.name} resource`,
  );
}

/** A handler's environment as the template holds it: deploy-time values (names, ARNs) are still tokens. */
export function environmentOf(synth: SynthesizedStack, handler: HandlerFunction): Record<string, unknown> {
  return functionResourceOf(synth, handler).Properties.Environment.Variables;
}

/** The statements a handler function's own role carries. */
export function handlerStatements(synth: SynthesizedStack, handler: HandlerFunction): PolicyStatementJson[] {
  const role = handler.function.role;
  if (!role) throw new Error(`${handler.definition.name} has no role`);
  return roleStatements(synth.template, logicalId(synth.stack, role));
}

export function handlerActions(synth: SynthesizedStack, handler: HandlerFunction): string[] {
  return handlerStatements(synth, handler).flatMap(actionsOf);
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
