import { deflateRawSync } from 'node:zlib';
import { documentLimits, planDocxTextExtraction, readZipDirectory, type ZipEntryInfo } from './document-limits';

interface Entry {
  name: string;
  content: Buffer;
  deflate?: boolean;
  /** A size to declare instead of the real one. */
  declaredSize?: number;
  flags?: number;
}

/** A ZIP archive written by hand: local headers with data, central directory, end record. */
const zipOf = (entries: Entry[], { comment = '' } = {}): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.deflate ? deflateRawSync(entry.content) : entry.content;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(entry.declaredSize ?? entry.content.length, 24);
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

const documentXml = Buffer.from('<w:document><w:body><w:p><w:r><w:t>Forklift certified</w:t></w:r></w:p></w:body></w:document>');
const wordDocument = (overrides: Partial<Entry> = {}): Entry[] => [
  { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
  { name: '_rels/.rels', content: Buffer.from('<Relationships/>') },
  { name: 'word/document.xml', content: documentXml, deflate: true, ...overrides },
  { name: 'word/media/photo.png', content: Buffer.alloc(2_000, 7) },
];

const read = (archive: Buffer): ZipEntryInfo[] => {
  const reading = readZipDirectory(archive);
  if (!reading.ok) throw new Error(`unexpected refusal: ${reading.reason}`);
  return reading.entries;
};

describe('readZipDirectory', () => {
  it('lists each entry with what the archive declares, without inflating anything', () => {
    const entries = read(zipOf(wordDocument()));

    expect(entries.map((entry) => entry.name)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/media/photo.png']);
    expect(entries[2]).toMatchObject({ method: 8, uncompressedSize: documentXml.length, encrypted: false });
    expect(entries[2].compressedSize).toBe(deflateRawSync(documentXml).length);
    expect(entries[0]).toMatchObject({ method: 0, localHeaderOffset: 0, compressedSize: 8, uncompressedSize: 8 });
  });

  it('finds the directory behind an archive comment', () => {
    expect(read(zipOf(wordDocument(), { comment: 'written by a word processor' }))).toHaveLength(4);
  });

  it('refuses bytes that are not a ZIP archive', () => {
    expect(readZipDirectory(Buffer.from('%PDF-1.4 not a zip at all'))).toEqual({ ok: false, reason: 'no ZIP central directory' });
  });

  it('refuses more entries than a document has', () => {
    const many = Array.from({ length: documentLimits.maxArchiveEntries + 1 }, (_item, index) => ({
      name: `word/part${index}.xml`,
      content: Buffer.from('<a/>'),
    }));

    expect(readZipDirectory(zipOf(many))).toMatchObject({ ok: false, reason: `${many.length} entries` });
  });

  it('refuses ZIP64 markers, which hide the real sizes', () => {
    expect(readZipDirectory(zipOf(wordDocument({ declaredSize: 0xffffffff })))).toEqual({ ok: false, reason: 'ZIP64 entry' });
  });

  it('refuses a directory that points outside the archive', () => {
    const archive = zipOf(wordDocument());
    archive.writeUInt32LE(archive.length, archive.length - 6);

    expect(readZipDirectory(archive)).toMatchObject({ ok: false });
  });

  it('refuses a truncated archive instead of reading past its end', () => {
    const archive = zipOf(wordDocument());

    expect(readZipDirectory(archive.subarray(0, archive.length - 10)).ok).toBe(false);
    expect(readZipDirectory(archive.subarray(0, 10)).ok).toBe(false);
  });
});

describe('planDocxTextExtraction', () => {
  it('inflates only the XML parts of an ordinary document, not its media', () => {
    const plan = planDocxTextExtraction(read(zipOf(wordDocument())));

    expect(plan.ok && plan.parts.map((part) => part.name)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
  });

  it('refuses a part that declares more than the size limit (the 165 MB text part of a 400 KB file)', () => {
    const entries = read(zipOf(wordDocument())).map((entry) =>
      entry.name === 'word/document.xml' ? { ...entry, compressedSize: 400_000, uncompressedSize: 165_000_000 } : entry,
    );

    expect(planDocxTextExtraction(entries)).toEqual({ ok: false, reason: 'word/document.xml inflates to 165000000 bytes' });
  });

  it('refuses a part that inflates too many times its size, even under the size limit', () => {
    const bomb = Buffer.alloc(documentLimits.ratioCheckedFromBytes + 1024, 'a');

    const plan = planDocxTextExtraction(read(zipOf(wordDocument({ content: bomb }))));

    expect(plan).toMatchObject({ ok: false });
    expect(!plan.ok && plan.reason).toMatch(/^word\/document\.xml inflates \d+ times$/);
  });

  it('judges small parts by size only, since a tiny repetitive part costs nothing', () => {
    const small = Buffer.alloc(64 * 1024, 'a');

    expect(planDocxTextExtraction(read(zipOf(wordDocument({ content: small })))).ok).toBe(true);
  });

  it('refuses parts that are each allowed but too large together', () => {
    const part = (name: string): ZipEntryInfo => ({
      name,
      method: 8,
      compressedSize: 200_000,
      uncompressedSize: Math.floor(documentLimits.maxTotalPartBytes / 2.5),
      localHeaderOffset: 0,
      encrypted: false,
    });

    expect(planDocxTextExtraction([part('word/document.xml'), part('word/styles.xml')]).ok).toBe(true);
    expect(planDocxTextExtraction([part('word/document.xml'), part('word/styles.xml'), part('word/numbering.xml')])).toMatchObject({
      ok: false,
    });
  });

  it('refuses encrypted parts and compression methods a Word document never uses', () => {
    expect(planDocxTextExtraction(read(zipOf(wordDocument({ flags: 1 }))))).toEqual({ ok: false, reason: 'word/document.xml is encrypted' });
    const bzip2 = read(zipOf(wordDocument())).map((entry) => (entry.name === 'word/document.xml' ? { ...entry, method: 12 } : entry));
    expect(planDocxTextExtraction(bzip2)).toEqual({ ok: false, reason: 'word/document.xml uses compression method 12' });
  });

  it('accepts a lying archive here: the declared size becomes the bound the extraction inflates to', () => {
    const plan = planDocxTextExtraction(read(zipOf(wordDocument({ declaredSize: 10 }))));

    expect(plan.ok && plan.parts.find((part) => part.name === 'word/document.xml')?.uncompressedSize).toBe(10);
  });
});
