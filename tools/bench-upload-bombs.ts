/**
 * `npm run bench:upload-bombs [-- --uploads 10 --settle 10 --only docx|pdf]`: what hostile resumes cost the
 * public API's process. Builds a Word document whose text part inflates to ~165 MB (from
 * ~560 KB) and a PDF with ~40 MB of deflated text operators (~140 KB), starts public-api as a real
 * child process (`node --import tsx apps/public-api/src/main.ts`, as `npm start` does) against a
 * database of its own, applies to one job with `--uploads` bombs at once (half DOCX, half PDF),
 * samples the child's resident memory (VmRSS in /proc/<pid>/status) every 25 ms, and prints the
 * baseline, the peak, the RSS after the answers and after `--settle` seconds, and each answer's
 * status and time. Linux only (it reads /proc). A script that prints figures, not a test.
 *
 * The database comes from @jobboard/db's provider (MONGODB_URI if set, else the offline
 * fallbacks). The apply rate limit is raised for the run so every bomb reaches extraction.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { connectDatabase, disconnectDatabase } from '@jobboard/db';
import { freePort, obtainDatabase } from '@jobboard/dev';
import { textPdf } from '@jobboard/domain';
// The test kit's record builders alone: its index also brings the jest hooks, which a script has not.
import { createEmployerRecord, createJobRecord } from '../libs/test-kit/src/builders';
import { docxBomb, pdfBomb } from '../apps/public-api/test/bomb-documents';

const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
};

const uploads = Math.floor(option('uploads', 10));
const settleSeconds = option('settle', 10);
const onlyAt = process.argv.indexOf('--only');
/** `--only docx` or `--only pdf` sends that kind alone. */
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1];
if (only !== undefined && only !== 'docx' && only !== 'pdf') throw new Error('--only takes docx or pdf');
const root = join(__dirname, '..');
const log = {
  info: (message: string) => console.log(`[bench] ${message}`),
  warn: (message: string) => console.warn(`[bench] ${message}`),
};
const megabytes = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process's resident memory in KB, or undefined once it is gone. */
const residentKilobytes = async (pid: number): Promise<number | undefined> => {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
};

const waitUntilReady = async (url: string) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('public-api did not become ready within 60 s');
};

const applyWith = async (url: string, jobId: string, index: number, file: { name: string; bytes: Buffer }) => {
  const body = new FormData();
  body.append('applicantName', `Bench Applicant ${index}`);
  body.append('applicantEmail', `bench.${index}.${Date.now()}@example.com`);
  body.append('screeningResponses', JSON.stringify(['No, never', 'Yes, I own a car', 'I understand']));
  body.append('resume', new Blob([new Uint8Array(file.bytes)]), file.name);
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/jobs/${jobId}/apply`, { method: 'POST', body, signal: AbortSignal.timeout(120_000) });
    await response.arrayBuffer();
    return { status: String(response.status), ms: performance.now() - started, name: file.name };
  } catch (error) {
    return { status: `failed (${(error as Error).message})`, ms: performance.now() - started, name: file.name };
  }
};

const main = async () => {
  console.log(`node ${process.version}, ${cpus().length} cores, load ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  const [docx, pdf] = await Promise.all([docxBomb(), pdfBomb()]);
  console.log(`bomb files: DOCX ${(docx.length / 1024).toFixed(0)} KB (word/document.xml ~165 MB inflated), PDF ${(pdf.length / 1024).toFixed(0)} KB (~40 MB of text operators)`);

  const database = await obtainDatabase({ purpose: 'test', dataDir: '', log });
  const dbName = `bench-upload-bombs-${Date.now()}`;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join('apps', 'public-api', 'src', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      MONGODB_URI: database.uri,
      MONGODB_DB: dbName,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'error',
      PORT: String(port),
      HOST: '127.0.0.1',
      APPLY_RATE_LIMIT_PER_ADDRESS: '1000',
    },
  });
  const stopAll = async () => {
    child.kill('SIGTERM');
    await disconnectDatabase().catch(() => undefined);
    await database.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopAll().finally(() => process.exit(130)));
  }
  try {
    await waitUntilReady(url);
    await connectDatabase({ uri: database.uri, dbName, log });
    const employer = await createEmployerRecord();
    const job = await createJobRecord(employer, { screeningQuestions: [] });
    const pid = child.pid!;

    // Warm up with as many ordinary applications at once, so the baseline is a service that has
    // already handled such a burst and what follows is the cost of the bombs alone.
    const ordinary = { name: 'resume.pdf', bytes: Buffer.from(textPdf('Forklift certified warehouse lead'), 'latin1') };
    await Promise.all(Array.from({ length: uploads }, (_item, index) => applyWith(url, job.id, -1 - index, ordinary)));
    await sleep(2_000);
    const baseline = (await residentKilobytes(pid)) ?? 0;

    let peak = baseline;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const now = await residentKilobytes(pid);
        if (now === undefined) break;
        peak = Math.max(peak, now);
        await sleep(25);
      }
    })();

    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: uploads }, (_item, index) =>
        applyWith(
          url,
          job.id,
          index,
          (only ?? (index % 2 === 0 ? 'docx' : 'pdf')) === 'docx' ? { name: 'bomb.docx', bytes: docx } : { name: 'bomb.pdf', bytes: pdf },
        ),
      ),
    );
    const allAnsweredMs = performance.now() - started;
    const afterAnswers = (await residentKilobytes(pid)) ?? 0;
    await sleep(settleSeconds * 1_000);
    const afterSettle = (await residentKilobytes(pid)) ?? 0;
    sampling = false;
    await sampler;
    const alive = (await fetch(`${url}/readyz`).then((response) => response.ok).catch(() => false)) ? 'yes' : 'no';

    console.log('');
    console.log(`${uploads} concurrent bomb uploads (${only ? `${only} only` : 'half DOCX, half PDF'}) to one job, public-api pid ${pid}`);
    for (const answer of answers) console.log(`  ${answer.name.padEnd(10)} ${answer.status}  ${answer.ms.toFixed(0)} ms`);
    console.log(`all answered in ${allAnsweredMs.toFixed(0)} ms; service still ready: ${alive}`);
    console.log(`RSS baseline          ${megabytes(baseline)}`);
    console.log(`RSS peak              ${megabytes(peak)}  (+${megabytes(peak - baseline)})`);
    console.log(`RSS after answers     ${megabytes(afterAnswers)}`);
    console.log(`RSS after ${settleSeconds} s settle  ${megabytes(afterSettle)}  (+${megabytes(afterSettle - baseline)})`);
    console.log(`target: peak under 400 MB and back near baseline: ${peak < 400 * 1024 ? 'peak met' : 'peak NOT met'}`);
  } finally {
    await stopAll();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
