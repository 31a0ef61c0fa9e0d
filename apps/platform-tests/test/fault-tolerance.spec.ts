/**
 * The product under faults and load, as `npm run bench:faults` measures it (the supervised
 * services behind the edge, real processes, loopback only): a service killed under load, the
 * database restarted under load, and concurrent applications. The benchmark runs once, in a
 * process of its own, and each case reads the guarantees it checked.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const workspace = join(__dirname, '..', '..', '..');

interface ScenarioResult {
  broken: string[];
  [figure: string]: unknown;
}

/** Runs the scenarios; answers their results and what it printed (shown when a guarantee breaks). */
const runBenchmark = async (...extra: string[]) => {
  let output: string;
  try {
    const { stdout, stderr } = await run(
      join(workspace, 'node_modules', '.bin', 'tsx'),
      [join(workspace, 'tools', 'bench-faults.ts'), '--json', ...extra],
      // It runs on an embedded database of its own, which it stops and starts.
      { cwd: workspace, timeout: 420_000, maxBuffer: 10 * 1024 * 1024 },
    );
    output = `${stdout}${stderr}`;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    output = `${failed.stdout ?? ''}${failed.stderr ?? failed.message}`;
  }
  const line = output.split('\n').find((text) => text.startsWith('bench-faults-results '));
  if (!line) throw new Error(`the benchmark printed no results:\n${output}`);
  return { results: JSON.parse(line.slice('bench-faults-results '.length)) as Record<string, ScenarioResult>, output };
};

/** What broke, with the benchmark's output beside it so the failure shows the figures. */
const guaranteesBroken = (result: ScenarioResult | undefined, output: string) => ({
  broken: result?.broken ?? ['the scenario did not run'],
  output: result?.broken.length === 0 ? '' : output,
});
const noneBroken = { broken: [], output: '' };

// One start of the product for the three scenarios (starting four services is the slow part).
// 1,000 applications with `npm run bench:faults`; 50 here, where every resume is really parsed.
let benchmark: Awaited<ReturnType<typeof runBenchmark>>;
beforeAll(async () => {
  benchmark = await runBenchmark('--applications', '50');
}, 420_000);

describe('the product under faults and load', () => {
  it('keeps the other portals answering while a service is killed, answers 502 for its routes, and brings it back', () => {
    const result = benchmark.results['service-crash'];
    expect(guaranteesBroken(result, benchmark.output)).toEqual(noneBroken);
    expect(result.restarts).toBe(1);
    expect(result.badGateway).toBeGreaterThan(0);
  });

  it('reconnects every service after the database restarts, and no request waits past the bound', () => {
    const result = benchmark.results['database-restart'];
    expect(guaranteesBroken(result, benchmark.output)).toEqual(noneBroken);
    expect(result.restarts).toBe(0);
    expect(result.outageRequests).toBeGreaterThan(0);
  });

  it('stores each of many concurrent applications once: none lost, none duplicated', () => {
    const result = benchmark.results.applications;
    expect(guaranteesBroken(result, benchmark.output)).toEqual(noneBroken);
    expect(result.stored).toBe(50);
  });
});
