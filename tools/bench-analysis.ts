/**
 * `npm run bench:analysis [-- --runs 30]`: how fast the resume tools answer, end to end over real
 * HTTP. Starts public-api as a child process (`node --import tsx apps/public-api/src/main.ts`, as
 * `npm start` does) against a database of its own, builds real-looking files (a 2-page PDF
 * resume, a 1-page PDF, a DOCX with lists and a table, a Word 97 DOC, a cover letter as TXT, a 10 MB TXT), posts
 * each `--runs` times one after another to POST /api/resume/analyze or POST /api/analyze-document,
 * and prints p50/p95/max per file with the server's own extract and analyse times.
 * The DOC is a Word 97 compound file written by hand (`wordDocument97`). A script that prints
 * figures, not a test. Target: p95 < 1 s for the 2-page PDF.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { freePort, obtainDatabase } from '@jobboard/dev';
import { coverLetterText, strongResumeText, weakResumeText } from '@jobboard/document-analysis';
import { docxOfText, textPdfOfLines, wordDocument97 } from '../apps/public-api/test/analysis-documents';

const runsAt = process.argv.indexOf('--runs');
const runs = runsAt === -1 ? 30 : Math.max(1, Number(process.argv[runsAt + 1]));
const root = join(__dirname, '..');
const log = { info: (message: string) => console.log(`[bench] ${message}`), warn: (message: string) => console.warn(`[bench] ${message}`) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/** A 2-page resume: the strong one with a second page of earlier roles. */
const twoPageResume = `${strongResumeText}\nEARLIER EXPERIENCE\n${Array.from({ length: 12 }, (_, index) =>
  `Associate ${index + 1}, Central Supply Co., Austin, TX\nJan ${2000 + index} - Dec ${2000 + index}\n• Picked and packed 200+ orders a shift with 99.8% accuracy\n• Trained 4 new associates on scanners and safety rules`,
).join('\n')}`;

const tenMegabyteText = (() => {
  const unit = Buffer.from(`${coverLetterText}\n`);
  return Buffer.concat(Array.from({ length: Math.ceil((10 * 1024 * 1024 - 1024) / unit.length) }, () => unit)).subarray(0, 10 * 1024 * 1024 - 1024);
})();

const files = [
  { label: '2-page PDF resume', path: '/api/resume/analyze', field: 'resume', name: 'resume-2-pages.pdf', bytes: textPdfOfLines(twoPageResume), fields: {} },
  { label: '1-page PDF resume (weak)', path: '/api/resume/analyze', field: 'resume', name: 'weak.pdf', bytes: textPdfOfLines(weakResumeText), fields: {} },
  {
    label: 'DOCX resume with a table',
    path: '/api/analyze-document',
    field: 'document',
    name: 'resume.docx',
    bytes: docxOfText(strongResumeText, { tableRows: [['Skill', 'Years'], ['Forklift', '10'], ['SAP EWM', '6']] }),
    fields: { documentType: 'resume' },
  },
  { label: 'DOC resume (Word 97)', path: '/api/resume/analyze', field: 'resume', name: 'resume.doc', bytes: wordDocument97(strongResumeText), fields: {} },
  { label: 'TXT cover letter', path: '/api/analyze-document', field: 'document', name: 'letter.txt', bytes: Buffer.from(coverLetterText), fields: { documentType: 'cover_letter' } },
  { label: '10 MB TXT', path: '/api/analyze-document', field: 'document', name: 'long.txt', bytes: tenMegabyteText, fields: { documentType: 'other' } },
] as const;

const post = async (url: string, file: (typeof files)[number]) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(file.fields)) body.append(name, value);
  body.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  const started = performance.now();
  const response = await fetch(`${url}${file.path}`, { method: 'POST', body });
  const answer = (await response.json()) as { score?: number; message?: string; timings?: { extractMs: number; analyseMs: number } };
  if (response.status !== 201) throw new Error(`${file.label}: ${response.status} ${answer.message}`);
  return { ms: performance.now() - started, score: answer.score ?? 0, extractMs: answer.timings?.extractMs ?? 0, analyseMs: answer.timings?.analyseMs ?? 0 };
};

const main = async () => {
  console.log(`node ${process.version}, ${cpus().length} cores, load ${loadavg().map((load) => load.toFixed(2)).join(' ')}; ${runs} runs a file, one at a time`);
  const database = await obtainDatabase({ purpose: 'test', dataDir: '', log });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join('apps', 'public-api', 'src', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      MONGODB_URI: database.uri,
      MONGODB_DB: `bench-analysis-${Date.now()}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'error',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  try {
    await waitUntilReady(url);
    // One warm-up of each, so the first run's module loading is not counted.
    for (const file of files) await post(url, file);
    console.log('file | size | score | p50 ms | p95 ms | max ms | server extract p50 | analyse p50');
    for (const file of files) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await post(url, file));
      const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      console.log(
        `${file.label} | ${(file.bytes.length / 1024).toFixed(0)} KB | ${results[0].score} | ${percentile(sorted, 0.5).toFixed(0)} | ${percentile(sorted, 0.95).toFixed(0)} | ${sorted[sorted.length - 1].toFixed(0)} | ${median(results.map((result) => result.extractMs))} | ${median(results.map((result) => result.analyseMs))}`,
      );
    }
  } finally {
    child.kill('SIGTERM');
    await database.stop();
  }
};

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
