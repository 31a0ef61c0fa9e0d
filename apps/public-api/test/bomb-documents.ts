import { createDeflate, createDeflateRaw, crc32 } from 'node:zlib';
import { docxArchive, wordDocumentXml } from '@jobboard/test-kit/documents';

/**
 * Hostile resumes, built here rather than stored: a Word document whose text part inflates to
 * far more than its size (a decompression bomb) and a PDF whose compressed page is megabytes of
 * text operators. Used by the upload tests and by `npm run bench:upload-bombs`.
 */

/** Deflates `count` pieces made by `piece(index)` without holding the whole text in memory. */
const deflatePieces = async (count: number, piece: (index: number) => string, { zlibWrapped = false } = {}) => {
  // A ZIP entry holds raw deflate; a PDF's FlateDecode stream has the zlib header and checksum.
  const deflate = zlibWrapped ? createDeflate({ level: 9 }) : createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  let size = 0;
  let crc = 0;
  let batch: string[] = [];
  let batchLength = 0;
  // Written in batches of about 1 MB: a stream write per small piece takes far longer.
  const flush = async () => {
    const bytes = Buffer.from(batch.join(''));
    batch = [];
    batchLength = 0;
    size += bytes.length;
    crc = crc32(bytes, crc);
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  for (let index = 0; index < count; index += 1) {
    const text = piece(index);
    batch.push(text);
    batchLength += text.length;
    if (batchLength >= 1_000_000) await flush();
  }
  await flush();
  deflate.end();
  await done;
  return { data: Buffer.concat(chunks), size, crc };
};

/** A small deterministic generator, so every run builds the same files. */
const seededRandom = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const words = ['forklift', 'warehouse', 'lead', 'certified', 'driver', 'safety', 'inventory', 'team', 'shift', 'night'];

/** Paragraphs of mostly repeated text with a sprinkle of varied words, so it compresses a lot but not absurdly. */
const paragraphMaker = (variedEvery: number) => {
  const random = seededRandom(42);
  return (index: number) => {
    const varied = index % variedEvery === 0 ? ` ${words[Math.floor(random() * words.length)]}${Math.floor(random() * 1e6)}` : '';
    return `<w:p><w:r><w:t>Experienced warehouse lead with forklift certification${varied}</w:t></w:r></w:p>`;
  };
};

/**
 * A Word document whose `word/document.xml` inflates to about `megabytes` MB (165 by default,
 * from about 400 KB). With `lyingAboutSize`, the archive declares the part a few KB long, so
 * only inflating with a bound catches it.
 */
export const docxBomb = async ({ megabytes = 165, lyingAboutSize = false } = {}): Promise<Buffer> => {
  const paragraph = paragraphMaker(20000);
  const paragraphSize = paragraph(1).length;
  const count = Math.ceil((megabytes * 1_000_000) / paragraphSize);
  const body = await deflatePieces(count + 2, (index) =>
    index === 0 ? wordDocumentXml.start : index === count + 1 ? wordDocumentXml.end : paragraph(index),
  );
  return docxArchive({ deflated: body, declaredSize: lyingAboutSize ? 4_096 : undefined });
};

/**
 * A one-page PDF whose page content, deflated, is about `megabytes` MB (40 by default) of text
 * operators, in a file of about 100 KB.
 */
export const pdfBomb = async ({ megabytes = 40 } = {}): Promise<Buffer> => {
  const random = seededRandom(7);
  // Each line placed on the page (a reader skips text outside it), fifty lines a page height.
  const line = (index: number) =>
    `1 0 0 1 72 ${720 - (index % 50) * 14} Tm ` +
    (index % 220 === 0
      ? `(Forklift certified warehouse lead ${Math.floor(random() * 1e6)}) Tj\n`
      : '(Forklift certified warehouse lead, night shift, safety first) Tj\n');
  const count = Math.ceil((megabytes * 1_000_000) / line(1).length);
  const content = await deflatePieces(
    count + 2,
    (index) => (index === 0 ? 'BT /F1 12 Tf\n' : index === count + 1 ? 'ET\n' : line(index)),
    { zlibWrapped: true },
  );
  const stream = content.data;
  const head = (length: number) => `<< /Length ${length} /Filter /FlateDecode >>\nstream\n`;
  const objects: (string | Buffer)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    ['<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>'],
    [head(stream.length), stream, '\nendstream'],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0].length;
  const offsets: number[] = [];
  const push = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    push(`${index + 1} 0 obj\n`);
    object.forEach(push);
    push('\nendobj\n');
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  push(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
};
