import { Worker } from 'node:worker_threads';
import { documentLimits, planDocxTextExtraction, readZipDirectory, type ZipEntryInfo } from '@jobboard/domain';
import { createExtractionQueue, ExtractionRefused, type ExtractionQueue } from './extraction-queue';

const pdf = 'application/pdf';
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const doc = 'application/msword';
const extractable = new Set([pdf, docx, doc]);

/**
 * What a worker may use. The heap limits stop a parser that builds too much; buffers outside
 * the heap (inflated parts, decoded streams) are bounded by the document limits and by the
 * process memory guard of the queue.
 */
const workerResourceLimits = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, codeRangeSizeMb: 16, stackSizeMb: 4 };

/**
 * Runs in a worker thread: parsing an untrusted document must not block the service's event
 * loop, and a file that makes a parser spin is stopped by terminating the worker. Plain
 * JavaScript, given the resolved module paths, so it runs the same under tsx, jest and the
 * bundled service. It reads only what the limits allow and cuts the text before sending it back.
 * - DOCX: only the XML parts the plan names, each inflated with its declared size as a hard bound
 *   (a lying archive stops there), repacked uncompressed for mammoth.
 * - PDF: its deflated streams inflated once within the stream limits (discarding the output),
 *   then pages one at a time up to the page limit, text streamed and cancelled at the text limit.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { inflateRawSync, inflateSync, crc32, constants } = require('node:zlib');
const { modules } = workerData;
// The document of the job at hand: a worker reads one at a time, and is given the next after.
let bytes, contentType, parts, limits, forAnalysis;
/** What the analysis learns of the layout besides the text (tables, lists, headers, columns, pages). */
let layout = {};

const repackTextParts = (archive) => {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const part of parts) {
    const at = part.localHeaderOffset;
    if (at + 30 > archive.length || archive.readUInt32LE(at) !== 0x04034b50) throw new Error('broken local header of ' + part.name);
    const start = at + 30 + archive.readUInt16LE(at + 26) + archive.readUInt16LE(at + 28);
    if (start + part.compressedSize > archive.length) throw new Error(part.name + ' runs past the end of the file');
    const packed = archive.subarray(start, start + part.compressedSize);
    let content = packed;
    try {
      if (part.method === 8) content = inflateRawSync(packed, { maxOutputLength: Math.max(1, part.uncompressedSize) });
    } catch (error) {
      throw new Error(part.name + ' does not inflate to the size its archive declares (' + error.message + ')');
    }
    if (content.length !== part.uncompressedSize) throw new Error(part.name + ' is not the size its archive declares');
    if (forAnalysis && part.name === 'word/document.xml') {
      const xml = content.toString('utf8');
      layout.tables = (xml.match(/<w:tbl>/g) || []).length;
      layout.listParagraphs = (xml.match(/<w:numPr>/g) || []).length;
    }
    if (forAnalysis && /^word\\/(header|footer)\\d*\\.xml$/.test(part.name) && /<w:t[ >][^<]*\\w/.test(content.toString('utf8'))) {
      layout.headerFooterText = true;
    }
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(content), 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(content), 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, content);
    centrals.push(central, name);
    offset += 30 + name.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

/** A zlib header (deflate, a valid window, its checksum): where a FlateDecode stream's data starts. */
const isZlibHeader = (data, at) =>
  at + 1 < data.length && (data[at] & 0x0f) === 8 && data[at] >> 4 <= 7 && ((data[at] << 8) | data[at + 1]) % 31 === 0;

/**
 * Inflates each deflated stream of the PDF up to the limits, before the PDF reader does: it
 * would hold a stream whole however large it inflates. Streams are found by their keyword and
 * zlib header, not by parsing the file, so a damaged cross-reference table hides none.
 */
const checkPdfStreams = (data) => {
  let total = 0;
  let streams = 0;
  for (let at = data.indexOf('stream'); at >= 0; at = data.indexOf('stream', at + 6)) {
    if (at >= 3 && data.toString('latin1', at - 3, at) === 'end') continue;
    let start = at + 6;
    if (data[start] === 0x0d) start += 1;
    if (data[start] !== 0x0a && start === at + 6) continue;
    if (data[start] === 0x0a) start += 1;
    if (!isZlibHeader(data, start)) continue;
    streams += 1;
    if (streams > limits.maxPdfStreams) throw new Error('more than ' + limits.maxPdfStreams + ' streams');
    let inflated;
    try {
      inflated = inflateSync(data.subarray(start), { maxOutputLength: limits.maxPdfStreamBytes, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      if (error.code === 'ERR_BUFFER_TOO_LARGE') throw new Error('a stream inflates past ' + limits.maxPdfStreamBytes + ' bytes');
      continue;
    }
    total += inflated.length;
    if (total > limits.maxPdfInflatedBytes) throw new Error('streams inflate past ' + limits.maxPdfInflatedBytes + ' bytes');
  }
};

const pdfText = async (data) => {
  checkPdfStreams(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  const { getDocumentProxy } = require(modules.unpdf);
  const document = await getDocumentProxy(data, { verbosity: 0, isEvalSupported: false, stopAtErrors: false });
  const pages = [];
  let length = 0;
  const pageCount = Math.min(document.numPages, limits.maxPdfPages);
  layout.pages = document.numPages;
  let rows = 0;
  let splitRows = 0;
  for (let number = 1; number <= pageCount && length < limits.maxExtractedTextLength; number += 1) {
    const page = await document.getPage(number);
    const reader = page.streamTextContent().getReader();
    let text = '';
    // For the analysis: rows of text (by baseline) with words both left of 40% and right of 45% of the page and a gap between: side-by-side columns.
    const width = page.view[2] - page.view[0] || 612;
    const byRow = new Map();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const item of value.items) {
        if (item.str == null) continue;
        text += item.str + (item.hasEOL ? '\\n' : '');
        if (forAnalysis && item.str.trim() && item.transform) {
          const row = Math.round(item.transform[5]);
          const spans = byRow.get(row) || [];
          spans.push([item.transform[4], item.transform[4] + (item.width || 0)]);
          byRow.set(row, spans);
        }
      }
      if (length + text.length >= limits.maxExtractedTextLength) {
        await reader.cancel(new Error('enough text'));
        break;
      }
    }
    for (const spans of byRow.values()) {
      rows += 1;
      const left = spans.filter(([start]) => start < width * 0.4);
      const right = spans.filter(([start]) => start >= width * 0.45);
      if (left.length && right.length && Math.min(...right.map(([start]) => start)) - Math.max(...left.map(([, end]) => end)) > width * 0.04) splitRows += 1;
    }
    pages.push(text);
    length += text.length + 1;
    page.cleanup();
  }
  await document.destroy();
  if (rows >= 8 && splitRows >= 5 && splitRows / rows >= 0.3) layout.columns = 2;
  return pages.join('\\n');
};

const run = async () => {
  const data = Buffer.from(bytes);
  if (contentType === ${JSON.stringify(pdf)}) return pdfText(new Uint8Array(bytes));
  if (contentType === ${JSON.stringify(docx)}) {
    return (await require(modules.mammoth).extractRawText({ buffer: repackTextParts(data) })).value;
  }
  const WordExtractor = require(modules.wordExtractor);
  return (await new WordExtractor().extract(data)).getBody();
};
/**
 * The text with its lines kept, for ranking and analysis alike: a resume line is the evidence
 * unit of matching, so sections, bullets and headings must not run together. Runs of spaces
 * within a line become one; blank lines at most one.
 */
const tidy = (text) => text.replace(/[^\\S\\n]+/g, ' ').replace(/ ?\\n[\\n ]*\\n/g, '\\n\\n').replace(/ \\n/g, '\\n').trim();
parentPort.on('message', (job) => {
  ({ bytes, contentType, parts, limits, forAnalysis } = job);
  layout = {};
  run().then(
    (text) => parentPort.postMessage({ text: tidy(String(text ?? '')).slice(0, limits.maxExtractedTextLength), layout }),
    (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
  );
});
`;

/** The XML parts of a Word document to read, or why it is not read at all. */
const docxPartsToRead = (bytes: Buffer): ZipEntryInfo[] => {
  const directory = readZipDirectory(bytes);
  if (!directory.ok) throw new ExtractionRefused(`Word document not read: ${directory.reason}`);
  const plan = planDocxTextExtraction(directory.entries);
  if (!plan.ok) throw new ExtractionRefused(`Word document not read: ${plan.reason}`);
  return plan.parts;
};

const modules = () => ({
  unpdf: require.resolve('unpdf'),
  mammoth: require.resolve('mammoth'),
  wordExtractor: require.resolve('word-extractor'),
});

/** What the worker learned of a document's layout (for the analysis; empty when not asked). */
export interface ExtractedLayout {
  pages?: number;
  columns?: number;
  tables?: number;
  listParagraphs?: number;
  headerFooterText?: boolean;
}

interface Extracted {
  text: string;
  layout: ExtractedLayout;
}

/**
 * Readers kept between documents: starting a thread and loading the PDF reader costs about
 * 100 ms, most of an ordinary resume's reading. A reader is reused only after a document it read
 * to the end (one stopped for its time, memory or an error is terminated and replaced), and at
 * most `readerJobs` times, so whatever a parser keeps between documents stays bounded. Idle
 * readers do not keep the process alive.
 */
const idleReaders: Worker[] = [];
const readerJobs = new WeakMap<Worker, number>();
const maxJobsPerReader = 25;
const maxIdleReaders = 4;

const takeReader = (): Worker => {
  const idle = idleReaders.pop();
  if (idle) {
    idle.ref();
    return idle;
  }
  const reader = new Worker(workerSource, { eval: true, workerData: { modules: modules() }, resourceLimits: workerResourceLimits });
  readerJobs.set(reader, 0);
  // A reader that ends while idle (its heap limit, a crash) leaves the pool; the job at hand, if
  // any, hears of it through its own listeners.
  reader.on('error', () => undefined);
  reader.once('exit', () => {
    const index = idleReaders.indexOf(reader);
    if (index >= 0) idleReaders.splice(index, 1);
  });
  return reader;
};

const giveBackReader = (reader: Worker) => {
  const jobs = (readerJobs.get(reader) ?? 0) + 1;
  readerJobs.set(reader, jobs);
  if (jobs >= maxJobsPerReader || idleReaders.length >= maxIdleReaders) {
    void reader.terminate();
    return;
  }
  reader.unref();
  idleReaders.push(reader);
};

/** Reads one document in a reader thread, stopped at the time limit or when the queue asks (memory). */
const extractInWorker = (bytes: Buffer, contentType: string, parts: ZipEntryInfo[], signal: AbortSignal, forAnalysis = false): Promise<Extracted> => {
  if (signal.aborted) return Promise.reject(new ExtractionRefused(String(signal.reason)));
  // One copy into a buffer of its own, moved (not copied again) to the worker.
  const owned = new Uint8Array(bytes).buffer;
  const reader = takeReader();
  return new Promise<Extracted>((resolve, reject) => {
    const detach = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      reader.off('message', onMessage);
      reader.off('error', stop);
      reader.off('exit', onExit);
    };
    const stop = (error: Error) => {
      detach();
      void reader.terminate();
      reject(error);
    };
    const onAbort = () => stop(new ExtractionRefused(String(signal.reason ?? 'resume text extraction stopped')));
    const onExit = (code: number) => stop(new Error(`resume text worker exited (${code})`));
    const onMessage = (message: { text?: string; layout?: ExtractedLayout; error?: string }) => {
      detach();
      if (message.error !== undefined) {
        // A parser that failed may have left anything behind: the reader is not reused.
        void reader.terminate();
        reject(new Error(message.error));
        return;
      }
      giveBackReader(reader);
      resolve({ text: message.text ?? '', layout: message.layout ?? {} });
    };
    const timer = setTimeout(() => stop(new ExtractionRefused('resume text extraction timed out')), documentLimits.extractionTimeoutMs);
    signal.addEventListener('abort', onAbort, { once: true });
    reader.on('message', onMessage);
    reader.once('error', stop);
    reader.once('exit', onExit);
    reader.postMessage({ bytes: owned, contentType, parts, limits: documentLimits, forAnalysis }, [owned]);
  });
};

let queue: ExtractionQueue = createExtractionQueue({ concurrency: 2 });

/**
 * How many extractions the process runs at once (the rest wait their turn). Extraction memory
 * is per process, so the queue is too: the service sets it once from its settings.
 */
export const limitResumeTextExtraction = (settings: { concurrency: number }) => {
  queue = createExtractionQueue(settings);
};

/**
 * The resume's plain text, its lines kept (spaces collapsed within a line) and cut at the text limit; undefined for a
 * format without text. Rejects (the application is then kept without text) when the file cannot
 * be read, is over the document limits, waits too long for its turn or takes too long. The bytes
 * are read only when its turn comes, so waiting applications hold no file in memory.
 */
export const extractResumeText = async (file: Buffer | (() => Promise<Buffer>), contentType: string): Promise<string | undefined> => {
  if (!extractable.has(contentType)) return undefined;
  return queue.run(async (signal) => {
    const bytes = typeof file === 'function' ? await file() : file;
    const parts = contentType === docx ? docxPartsToRead(bytes) : [];
    return (await extractInWorker(bytes, contentType, parts, signal)).text || undefined;
  });
};

/**
 * A document's text with its lines kept, and what its layout shows (pages, columns, tables,
 * lists, header or footer text), for the resume analysis: the same worker, queue and limits as
 * the applications' extraction. Rejects with ExtractionRefused past a limit.
 */
export const extractDocumentForAnalysis = async (bytes: Buffer, contentType: string): Promise<Extracted> => {
  if (!extractable.has(contentType)) throw new ExtractionRefused(`${contentType} is not a format text is extracted from`);
  return queue.run(async (signal) => {
    const parts = contentType === docx ? docxPartsToRead(bytes) : [];
    return extractInWorker(bytes, contentType, parts, signal, true);
  });
};

/** How many extractions run and how many wait for their turn, now. */
export const resumeTextExtractionLoad = () => queue.load;
