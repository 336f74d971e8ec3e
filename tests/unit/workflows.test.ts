/**
 * The GitHub workflows, read as GitHub reads them: valid YAML, CI running the
 * one test command on every pull request and push to main on the Node.js
 * version of .nvmrc, and the deploy building on main and publishing to GitHub
 * Pages with GitHub's own actions and only the permissions they need.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; id?: string };
type Job = {
  'runs-on'?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  environment?: { name?: string; url?: string };
  steps?: Step[];
};
type Workflow = {
  on?: Record<string, { branches?: string[] } | null>;
  permissions?: Record<string, string>;
  concurrency?: { group?: string; 'cancel-in-progress'?: boolean | string };
  jobs?: Record<string, Job>;
};

function workflow(name: string): Workflow {
  // `parse` follows YAML 1.2, as GitHub does: `on` is a key, not `true`.
  return parse(readFileSync(path.join(root, '.github/workflows', name), 'utf8')) as Workflow;
}

const stepsOf = (flow: Workflow): Step[] => Object.values(flow.jobs ?? {}).flatMap((job) => job.steps ?? []);
const action = (step: Step): string => step.uses?.split('@')[0] ?? '';
const find = (flow: Workflow, name: string): Step | undefined => stepsOf(flow).find((step) => action(step) === name);

for (const name of ['ci.yml', 'deploy.yml']) {
  test(`${name}: every action is GitHub's own, at a major version`, () => {
    const uses = stepsOf(workflow(name)).flatMap((step) => (step.uses ? [step.uses] : []));
    assert.ok(uses.length > 0);
    for (const ref of uses) assert.match(ref, /^actions\/[a-z-]+@v\d+$/, ref);
  });

  test(`${name}: Node.js comes from .nvmrc`, () => {
    const setup = find(workflow(name), 'actions/setup-node');
    assert.equal(setup?.with?.['node-version-file'], '.nvmrc');
    assert.equal(setup?.with?.['node-version'], undefined, 'no second place for the version');
    assert.ok(existsSync(path.join(root, '.nvmrc')));
  });
}

describe('ci.yml', () => {
  const ci = workflow('ci.yml');

  test('runs on every pull request and on pushes to main', () => {
    assert.ok(ci.on && 'pull_request' in ci.on, 'pull_request trigger');
    assert.equal(ci.on.pull_request, null, 'every pull request, whatever its target branch');
    assert.deepEqual(ci.on.push?.branches, ['main']);
  });

  test('runs the test command, npm test, on ubuntu-latest with read-only access', () => {
    const jobs = Object.values(ci.jobs ?? {});
    assert.equal(jobs.length, 1);
    assert.equal(jobs[0]?.['runs-on'], 'ubuntu-latest');
    assert.deepEqual(
      stepsOf(ci).flatMap((step) => (step.run ? [step.run.trim()] : [])),
      ['npm test'],
    );
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts;
    assert.equal((scripts as Record<string, string>).test, 'bash scripts/test.sh');
    assert.deepEqual(ci.permissions, { contents: 'read' });
    assert.ok(find(ci, 'actions/checkout'), 'checks the repository out');
  });

  test('checks out the whole history, so "Last updated" dates are the real ones', () => {
    assert.equal(find(ci, 'actions/checkout')?.with?.['fetch-depth'], 0);
  });
});

describe('deploy.yml', () => {
  const deploy = workflow('deploy.yml');
  const jobs = deploy.jobs ?? {};

  test('runs on pushes to main, one deployment at a time, never cancelled halfway', () => {
    assert.deepEqual(deploy.on?.push?.branches, ['main']);
    assert.ok(!('pull_request' in (deploy.on ?? {})), 'pull requests never deploy');
    assert.equal(deploy.concurrency?.group, 'pages');
    assert.equal(deploy.concurrency?.['cancel-in-progress'], false);
  });

  test('builds the site from the whole history and uploads build/ as the Pages artifact', () => {
    const build = Object.values(jobs).find((job) => job.steps?.some((step) => action(step) === 'actions/checkout'));
    const steps = build?.steps ?? [];
    const order = steps.map((step) => action(step) || step.run?.trim());
    assert.equal(find(deploy, 'actions/checkout')?.with?.['fetch-depth'], 0);
    const index = (entry: string) => order.indexOf(entry);
    for (const entry of [
      'actions/setup-node',
      'npm ci --no-audit --no-fund',
      'npm run build',
      'actions/configure-pages',
    ]) {
      assert.ok(index(entry) >= 0, `build job runs ${entry}`);
    }
    assert.ok(index('npm ci --no-audit --no-fund') < index('npm run build'));
    assert.ok(index('npm run build') < index('actions/upload-pages-artifact'));
    assert.equal(find(deploy, 'actions/upload-pages-artifact')?.with?.path, 'build');
    assert.deepEqual(deploy.permissions, { contents: 'read' }, 'the build job can only read');
  });

  test('deploys with actions/deploy-pages, with exactly the Pages permissions, after the build', () => {
    const [name, job] = Object.entries(jobs).find(([, entry]) =>
      entry.steps?.some((step) => action(step) === 'actions/deploy-pages'),
    ) ?? ['', undefined];
    assert.ok(job, 'a job deploys');
    assert.deepEqual(job.permissions, { pages: 'write', 'id-token': 'write' });
    assert.equal(job.environment?.name, 'github-pages');
    const deployStep = job.steps?.find((step) => action(step) === 'actions/deploy-pages');
    assert.equal(job.environment?.url, `\${{ steps.${deployStep?.id}.outputs.page_url }}`);
    const builder = Object.keys(jobs).find((key) => key !== name);
    assert.deepEqual([job.needs].flat(), [builder]);
  });
});
