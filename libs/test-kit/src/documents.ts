import { crc32, deflateRawSync } from 'node:zlib';
import { textPdf } from '@jobboard/domain';

/** A real one-page PDF of the text, for upload tests on both sides of the API. */
export const minimalPdf = (text: string): Buffer => Buffer.from(textPdf(text), 'latin1');

/** What a {@link zipArchive} entry holds: its bytes, stored or deflated by the writer, or deflated beforehand. */
export type ZipArchivePart = {
  /** A size to write into the headers instead of the real inflated one (a lying archive). */
  declaredSize?: number;
  /** The general purpose flags of the central directory entry (bit 0: encrypted). */
  flags?: number;
} & (
  | {
      /** The entry's inflated bytes. */
      content: Buffer;
      /** Deflated (method 8) by the writer; stored (method 0) otherwise. */
      deflate?: boolean;
    }
  | {
      /** Raw deflate made beforehand (too large to hold inflated), with the size and CRC of what it inflates to. */
      deflated: { data: Buffer; size: number; crc: number };
    }
);

export type ZipArchiveEntry = { name: string } & ZipArchivePart;

/**
 * A ZIP archive of the entries, headers written by hand: local headers with their data, the
 * central directory, the end record (and the archive comment, if any). Each header carries the
 * entry's method, CRC-32 and sizes; nothing else (no dates, no extra fields, no ZIP64).
 */
export const zipArchive = (entries: ZipArchiveEntry[], { comment = '' } = {}): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = 'deflated' in entry || entry.deflate ? 8 : 0;
    const { data, size, crc } =
      'deflated' in entry
        ? entry.deflated
        : { data: entry.deflate ? deflateRawSync(entry.content) : entry.content, size: entry.content.length, crc: crc32(entry.content) };
    const declaredSize = entry.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(Buffer.byteLength(comment), 20);
  return Buffer.concat([...locals, directory, end, Buffer.from(comment)]);
};

const contentTypesXml =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const relationshipsXml =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** The start and end of a `word/document.xml` part, around its paragraphs. */
export const wordDocumentXml = {
  start: '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
  end: '</w:body></w:document>',
};

/** A Word document (stored content types and relationships) around this `word/document.xml` part. */
export const docxArchive = (documentPart: ZipArchivePart): Buffer =>
  zipArchive([
    { name: '[Content_Types].xml', content: Buffer.from(contentTypesXml) },
    { name: '_rels/.rels', content: Buffer.from(relationshipsXml) },
    { name: 'word/document.xml', ...documentPart },
  ]);

/** A real Word document of one paragraph (the text goes into the XML as it is, not escaped), every part stored. */
export const minimalDocx = (text: string): Buffer =>
  docxArchive({ content: Buffer.from(`${wordDocumentXml.start}<w:p><w:r><w:t>${text}</w:t></w:r></w:p>${wordDocumentXml.end}`) });
