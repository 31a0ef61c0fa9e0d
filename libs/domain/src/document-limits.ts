/**
 * How much reading an uploaded document may cost. A resume's text is extracted for ranking; a
 * small hostile file can expand enormously when read (a ZIP entry that inflates a thousandfold,
 * a PDF page of millions of text operators), so extraction is bounded before and while it runs.
 * A document over these limits is still kept; only its text is not extracted.
 */
export const documentLimits = {
  /** Extracted text is cut here: ranking and analysis need the words, not every page of a long file. */
  maxExtractedTextLength: 100_000,
  /** A Word document's archive: more entries than any resume has means a crafted file. */
  maxArchiveEntries: 1_000,
  /**
   * One XML part of a Word document, inflated. A long resume's text part is a few hundred KB;
   * 2 MB is a book of some 300 pages, which the reader would not finish in time anyway.
   */
  maxPartBytes: 2 * 1024 * 1024,
  /** All the XML parts of a Word document together, inflated (text, styles, numbering, notes). */
  maxTotalPartBytes: 4 * 1024 * 1024,
  /** Inflated size over compressed size of one part; real XML compresses 5 to 20 times. */
  maxCompressionRatio: 100,
  /** Parts smaller than this are not judged by their ratio: a tiny repetitive part is harmless. */
  ratioCheckedFromBytes: 1024 * 1024,
  /** Pages of a PDF that are read; a resume has a few. */
  maxPdfPages: 30,
  /**
   * One compressed stream of a PDF (a page's text operators, a font, an image), inflated. A
   * resume's page content is well under 1 MB; a PDF reader holds a stream whole while it reads it.
   */
  maxPdfStreamBytes: 16 * 1024 * 1024,
  /** All the compressed streams of a PDF together, inflated. */
  maxPdfInflatedBytes: 64 * 1024 * 1024,
  /** Streams in one PDF; checking each costs a little. */
  maxPdfStreams: 10_000,
  /** How long one extraction may run before it is stopped. */
  extractionTimeoutMs: 10_000,
  /** How long an extraction may wait for its turn; past it the application is kept without text. */
  maxQueueWaitMs: 20_000,
  /**
   * What one extraction may add to the service's resident memory (its worker's heap, code and
   * buffers; an ordinary resume takes about 30 MB). Past this times the extractions allowed at
   * once, the running ones are stopped.
   */
  extractionMemoryBytes: 128 * 1024 * 1024,
} as const;
export type DocumentLimits = typeof documentLimits;

/** One entry of a ZIP archive's central directory: what the archive declares about it. */
export interface ZipEntryInfo {
  name: string;
  /** 0 stored, 8 deflated; other methods are not read. */
  method: number;
  compressedSize: number;
  /** As declared; a hostile archive may lie, so inflating is bounded by this number too. */
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  localHeaderOffset: number;
  encrypted: boolean;
}

export type ZipDirectoryReading = { ok: true; entries: ZipEntryInfo[] } | { ok: false; reason: string };

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const endOfDirectoryLength = 22;
const directoryEntryLength = 46;
/** The end record may be followed by a comment of up to 64 KB. */
const maxCommentLength = 0xffff;

/**
 * Reads a ZIP archive's central directory (the list at its end) without inflating anything.
 * ZIP64 archives are refused: a resume never needs 4 GB entries, and their markers hide sizes.
 */
export const readZipDirectory = (bytes: Uint8Array, limits: Pick<DocumentLimits, 'maxArchiveEntries'> = documentLimits): ZipDirectoryReading => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - endOfDirectoryLength - maxCommentLength);
  let end = -1;
  for (let at = bytes.length - endOfDirectoryLength; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === endOfDirectorySignature) {
      end = at;
      break;
    }
  }
  if (end < 0) return { ok: false, reason: 'no ZIP central directory' };
  const entryCount = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    return { ok: false, reason: 'ZIP64 archive' };
  }
  if (entryCount > limits.maxArchiveEntries) return { ok: false, reason: `${entryCount} entries` };
  if (directoryOffset + directorySize > end) return { ok: false, reason: 'central directory out of bounds' };

  const names = new TextDecoder('utf-8', { fatal: false });
  const entries: ZipEntryInfo[] = [];
  let at = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (at + directoryEntryLength > end || view.getUint32(at, true) !== directoryEntrySignature) {
      return { ok: false, reason: 'broken central directory' };
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const entry: ZipEntryInfo = {
      name: names.decode(bytes.subarray(at + directoryEntryLength, at + directoryEntryLength + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      encrypted: (view.getUint16(at + 8, true) & 1) === 1,
    };
    if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff || entry.localHeaderOffset === 0xffffffff) {
      return { ok: false, reason: 'ZIP64 entry' };
    }
    if (entry.localHeaderOffset + entry.compressedSize > directoryOffset) {
      return { ok: false, reason: `entry ${entry.name} out of bounds` };
    }
    entries.push(entry);
    at += directoryEntryLength + nameLength + extraLength + commentLength;
  }
  return { ok: true, entries };
};

/** The parts of a Word document its text is read from; media, fonts and embedded files are not. */
const isTextPart = (name: string) => /\.(xml|rels)$/i.test(name);

export type DocxExtractionPlan = { ok: true; parts: ZipEntryInfo[] } | { ok: false; reason: string };

/**
 * Which parts of a Word document to inflate for its text, judged on what the archive declares:
 * refused when a part is too large, inflates too many times its size, the parts together are too
 * large, or a part is encrypted or compressed in a way a Word document never is. The extraction
 * then inflates each part with its declared size as a hard bound, so a lying archive stops there.
 */
export const planDocxTextExtraction = (entries: readonly ZipEntryInfo[], limits: DocumentLimits = documentLimits): DocxExtractionPlan => {
  const parts = entries.filter((entry) => isTextPart(entry.name));
  let total = 0;
  for (const part of parts) {
    if (part.encrypted) return { ok: false, reason: `${part.name} is encrypted` };
    if (part.method !== 0 && part.method !== 8) return { ok: false, reason: `${part.name} uses compression method ${part.method}` };
    if (part.method === 0 && part.compressedSize !== part.uncompressedSize) return { ok: false, reason: `${part.name} sizes disagree` };
    if (part.uncompressedSize > limits.maxPartBytes) {
      return { ok: false, reason: `${part.name} inflates to ${part.uncompressedSize} bytes` };
    }
    const ratio = part.uncompressedSize / Math.max(1, part.compressedSize);
    if (part.uncompressedSize >= limits.ratioCheckedFromBytes && ratio > limits.maxCompressionRatio) {
      return { ok: false, reason: `${part.name} inflates ${Math.round(ratio)} times` };
    }
    total += part.uncompressedSize;
    if (total > limits.maxTotalPartBytes) return { ok: false, reason: `text parts inflate to more than ${limits.maxTotalPartBytes} bytes` };
  }
  return { ok: true, parts };
};
