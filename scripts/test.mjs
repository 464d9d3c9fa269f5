// Runs every check of the workspace (build, lint, typecheck, all tests) and ends with one line
// `N passed, N failed` summed over every vitest run, so CI reads a single verdict.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

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

const failures = [];
if (!run('build, lint, typecheck', ['run', 'build', 'lint', 'typecheck', '--continue'])) failures.push('build/lint/typecheck');
// Tests run one package at a time: the machine has two cores and the browser and database suites are heavy.
if (!run('tests', ['run', 'test', '--concurrency=1', '--continue'])) failures.push('tests');

let passed = 0;
let failed = 0;
for (const dir of workspaceDirs) {
  const resultsDir = join(dir, '.test-results');
  if (!existsSync(resultsDir)) continue;
  for (const file of readdirSync(resultsDir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    // A file that fails to load has no failed test of its own; count it as one failure.
    const brokenFiles = (report.testResults ?? []).filter(
      (suite) => suite.status === 'failed' && (suite.assertionResults ?? []).length === 0,
    ).length;
    failed += (report.numFailedTests ?? 0) + brokenFiles;
  }
}
if (failures.length > 0 && failed === 0) failed = 1;
if (failures.length > 0) console.log(`\nfailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
