/**
 * The GitHub Actions files (.github/workflows, .github/actions) against GitHub's schemas, with
 * action-validator: a misspelt key or a job that names no runner fails here, not on the first push.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateAction, validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';

const GITHUB_DIR = fileURLToPath(new URL('../.github', import.meta.url));
const WORKFLOWS_DIR = join(GITHUB_DIR, 'workflows');
const ACTIONS_DIR = join(GITHUB_DIR, 'actions');

const yamlFiles = (dir: string) => readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const workflows = yamlFiles(WORKFLOWS_DIR).map((name) => join(WORKFLOWS_DIR, name));
const actions = readdirSync(ACTIONS_DIR).map((name) => join(ACTIONS_DIR, name, 'action.yml'));
const read = (file: string) => readFileSync(file, 'utf8');

describe('GitHub Actions files', () => {
  it.each(workflows)('%s is a valid workflow', (file) => {
    expect(validateWorkflow(read(file)).errors).toEqual([]);
  });

  it.each(actions)('%s is a valid action', (file) => {
    expect(validateAction(read(file)).errors).toEqual([]);
  });

  it('the validator refuses a workflow GitHub would refuse', () => {
    const pipeline = read(join(WORKFLOWS_DIR, 'pipeline.yml'));
    expect(
      validateWorkflow(pipeline.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest')).errors,
    ).not.toEqual([]);
  });

  it('hold no long-lived AWS key: AWS is reached through the OIDC roles alone', () => {
    for (const file of [...workflows, ...actions]) {
      expect(read(file), file).not.toMatch(/aws-access-key-id|aws-secret-access-key|AWS_SECRET_ACCESS_KEY/);
    }
  });
});
