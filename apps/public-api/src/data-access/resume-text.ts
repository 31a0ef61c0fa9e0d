import { Worker } from 'node:worker_threads';

/** Longer texts are cut: ranking and analysis need the words, not every page of a long file. */
const maxTextLength = 100_000;
const extractionTimeoutMs = 20_000;

const pdf = 'application/pdf';
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const doc = 'application/msword';

/**
 * Runs in a worker thread: parsing an untrusted document must not block the service's event
 * loop, and a file that makes a parser spin is stopped by terminating the worker. Plain
 * JavaScript, given the resolved module paths, so it runs the same under tsx and under jest.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { bytes, contentType, modules } = workerData;
const run = async () => {
  const buffer = Buffer.from(bytes);
  if (contentType === ${JSON.stringify(pdf)}) {
    const { extractText, getDocumentProxy } = require(modules.unpdf);
    const document = await getDocumentProxy(new Uint8Array(buffer), { verbosity: 0 });
    return (await extractText(document, { mergePages: true })).text;
  }
  if (contentType === ${JSON.stringify(docx)}) {
    return (await require(modules.mammoth).extractRawText({ buffer })).value;
  }
  const WordExtractor = require(modules.wordExtractor);
  return (await new WordExtractor().extract(buffer)).getBody();
};
run().then(
  (text) => parentPort.postMessage({ text: String(text ?? '') }),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;

const extractable = new Set([pdf, docx, doc]);

/** The resume's plain text, whitespace collapsed; rejects when the file cannot be read. */
export const extractResumeText = async (bytes: Buffer, contentType: string): Promise<string | undefined> => {
  if (!extractable.has(contentType)) return undefined;
  const modules = {
    unpdf: require.resolve('unpdf'),
    mammoth: require.resolve('mammoth'),
    wordExtractor: require.resolve('word-extractor'),
  };
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { bytes: new Uint8Array(bytes), contentType, modules },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  try {
    const raw = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('resume text extraction timed out')), extractionTimeoutMs);
      worker.once('message', (message: { text?: string; error?: string }) => {
        clearTimeout(timer);
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve(message.text ?? '');
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    return raw.replace(/\s+/g, ' ').trim().slice(0, maxTextLength) || undefined;
  } finally {
    await worker.terminate();
  }
};
