// Runs every check of the workspace (build, lint, typecheck, all tests) and ends with one line
// `N passed, N failed` summed over every vitest run, so CI reads a single verdict.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const workspaceDirs = ['apps', 'packages', 'tooling', 'e2e']
  .flatMap((group) => {
    const dir = join(root, group);
    if (!existsSync(dir)) return [];
    if (existsSync(join(dir, 'package.json'))) return [dir];
    return readdirSync(dir).map((name) => join(dir, name));
  })
  .filter((dir) => existsSync(join(dir, 'package.json')));

for (const dir of workspaceDirs) rmSync(join(dir, '.test-results'), { recursive: true, force: true });

function run(label, args) {
  console.log(`\n▶ ${label}: turbo ${args.join(' ')}`);
  const result = spawnSync('pnpm', ['exec', 'turbo', ...args], { stdio: 'inherit', cwd: root });
  return result.status === 0;
}

// The first lines of a failure, without colour codes: enough to tell which expectation broke.
function firstLines(messages) {
  const text = stripVTControlCharacters((messages ?? []).filter(Boolean).join('\n'));
  return text.split('\n').slice(0, 6).join('\n    ');
}

const failures = [];
if (!run('build, lint, typecheck', ['run', 'build', 'lint', 'typecheck', '--continue']))
  failures.push('build/lint/typecheck');
// Tests run one package at a time: the machine has two cores and the browser and database suites are heavy.
if (!run('tests', ['run', 'test', '--concurrency=1', '--continue'])) failures.push('tests');

let passed = 0;
let failed = 0;
// The names of the failed tests are printed last, so that the tail of a long CI log still tells them.
const failedNames = [];
for (const dir of workspaceDirs) {
  const resultsDir = join(dir, '.test-results');
  if (!existsSync(resultsDir)) continue;
  for (const file of readdirSync(resultsDir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    for (const suite of report.testResults ?? []) {
      const where = suite.name.replace(root, '');
      const tests = suite.assertionResults ?? [];
      for (const test of tests.filter(({ status }) => status === 'failed'))
        failedNames.push(`${where} › ${test.fullName}\n    ${firstLines(test.failureMessages)}`);
      // A file that fails to load has no failed test of its own; count it as one failure.
      if (suite.status === 'failed' && tests.length === 0) {
        failed += 1;
        failedNames.push(`${where}\n    ${firstLines([suite.message])}`);
      }
    }
  }
}
if (failedNames.length > 0)
  console.log(`\nfailed tests:\n${failedNames.map((name) => `  ${name}`).join('\n')}`);
if (failures.length > 0 && failed === 0) failed = 1;
if (failures.length > 0) console.log(`\nfailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
