import { docxArchive, wordDocumentXml } from '@jobboard/test-kit/documents';

/**
 * Real files for the analysis tests and the benchmark, written by hand: multi-page PDFs with a
 * text layer, a scanned-looking PDF with only an image, a two-column PDF, Word documents with
 * paragraphs, lists and tables.
 */

const pdfString = (line: string) => line.replace(/[^\x20-\x7e]/g, (char) => (char === '\u2022' ? '\x95' : '?')).replace(/[\\()]/g, '\\$&');

/** A PDF of the given pages, each page's content stream given; offsets computed. */
const pdfOf = (pageContents: string[], extraObjects: (first: number) => { resources: string; objects: string[] } = () => ({ resources: '', objects: [] })) => {
  const pageCount = pageContents.length;
  // 1 catalog, 2 pages, 3 font, then per page: page object and content, then extra objects.
  const firstExtra = 4 + pageCount * 2;
  const extra = extraObjects(firstExtra);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageContents.map((_, index) => `${4 + index * 2} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pageContents.forEach((content, index) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + index * 2} 0 R /Resources << /Font << /F1 3 0 R >> ${extra.resources} >> >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });
  objects.push(...extra.objects);
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
};

const wrap = (line: string, width = 90): string[] => {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current && current.length + word.length + 1 > width) {
      out.push(current);
      current = `  ${word}`;
    } else current = current ? `${current} ${word}` : word;
  }
  return [...out, current];
};

/** A text PDF, one text line per PDF line (long lines wrapped), 48 lines a page. */
export const textPdfOfLines = (text: string): Buffer => {
  const lines = text.split('\n').flatMap((line) => wrap(line));
  const pages: string[] = [];
  for (let start = 0; start < lines.length; start += 48) {
    const chunk = lines.slice(start, start + 48);
    pages.push(`BT /F1 10 Tf 14 TL 56 740 Td ${chunk.map((line) => `(${pdfString(line)}) Tj T*`).join(' ')} ET`);
  }
  return pdfOf(pages);
};

/** A scanned page: one grey image drawn over the page, no text at all. */
export const imageOnlyPdf = (): Buffer => {
  const pixels = 'ABCD'.repeat(64);
  return pdfOf(['q 500 0 0 700 56 46 cm /Im1 Do Q'], (first) => ({
    resources: `/XObject << /Im1 ${first} 0 R >>`,
    objects: [`<< /Type /XObject /Subtype /Image /Width 16 /Height 16 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n${pixels}\nendstream`],
  }));
};

/** Two columns side by side: each row's left and right text on the same baseline. */
export const twoColumnPdf = (rows: [string, string][]): Buffer => {
  const content = rows
    .map(([left, right], index) => {
      const y = 740 - index * 14;
      return `BT /F1 9 Tf 40 ${y} Td (${pdfString(left.slice(0, 48))}) Tj ET BT /F1 9 Tf 330 ${y} Td (${pdfString(right.slice(0, 48))}) Tj ET`;
    })
    .join(' ');
  return pdfOf([content]);
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraph = (text: string, list = false) =>
  `<w:p>${list ? '<w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>' : ''}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;

/** A Word document of the text: bullet lines ("• ...") become list paragraphs, and the table rows (if any) a table. */
export const docxOfText = (text: string, { tableRows = [] as string[][] } = {}): Buffer => {
  const body = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (line.startsWith('• ') ? paragraph(line.slice(2), true) : paragraph(line)))
    .join('');
  const table = tableRows.length
    ? `<w:tbl>${tableRows.map((row) => `<w:tr>${row.map((cell) => `<w:tc>${paragraph(cell)}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`
    : '';
  return docxArchive({ content: Buffer.from(`${wordDocumentXml.start}${body}${table}${wordDocumentXml.end}`), deflate: true });
};

/**
 * A Word 97-2003 document (.doc) of the text: an OLE2 compound file (512-byte sectors, no mini
 * stream) with a WordDocument stream (a minimal FIB, then the text as UTF-16, one paragraph a
 * line) and a 0Table stream holding the piece table. Enough for word-extractor to read it as Word does.
 */
export const wordDocument97 = (text: string): Buffer => {
  const sector = 512;
  const body = `${text.split('\n').filter((line) => line.trim()).join('\r')}\r`;
  const textOffset = 0x800;
  const textBytes = Buffer.from(body, 'utf16le');
  const padTo = (length: number) => Math.max(4096, Math.ceil(length / sector) * sector);

  const word = Buffer.alloc(padTo(textOffset + textBytes.length));
  word.writeUInt16LE(0xa5ec, 0); // wIdent
  word.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  word.writeUInt16LE(0x0000, 0x0a); // flags: the table stream is 0Table
  word.writeUInt32LE(textOffset, 0x18); // fcMin
  word.writeUInt32LE(textOffset + textBytes.length, 0x1c); // fcMac
  word.writeUInt32LE(body.length, 0x4c); // ccpText
  textBytes.copy(word, textOffset);

  // The table stream: the CLX, a piece table of one piece covering the whole text (UTF-16 at textOffset).
  const clx = Buffer.alloc(1 + 4 + 8 + 8);
  clx.writeUInt8(2, 0);
  clx.writeUInt32LE(8 + 8, 1);
  clx.writeUInt32LE(0, 5);
  clx.writeUInt32LE(body.length, 9);
  clx.writeUInt16LE(0, 13);
  clx.writeUInt32LE(textOffset, 15);
  clx.writeUInt16LE(0, 19);
  const table = Buffer.alloc(padTo(clx.length));
  clx.copy(table, 0);
  word.writeUInt32LE(0, 0x1a2); // fcClx
  word.writeUInt32LE(clx.length, 0x1a6); // lcbClx

  const wordSectors = word.length / sector;
  const tableSectors = table.length / sector;
  const firstWord = 2;
  const firstTable = firstWord + wordSectors;
  if (firstTable + tableSectors > sector / 4) throw new Error('text too long for one allocation sector');

  const allocation = Buffer.alloc(sector, 0xff);
  allocation.writeInt32LE(-3, 0); // this sector
  allocation.writeInt32LE(-2, 4); // the directory, one sector
  const chain = (first: number, count: number) => {
    for (let index = 0; index < count; index += 1) allocation.writeInt32LE(index === count - 1 ? -2 : first + index + 1, (first + index) * 4);
  };
  chain(firstWord, wordSectors);
  chain(firstTable, tableSectors);

  const directory = Buffer.alloc(sector);
  const entry = (index: number, name: string, type: number, fields: { child?: number; right?: number; start?: number; size?: number }) => {
    const at = index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(directory, at);
    directory.writeUInt16LE(encoded.length, at + 64);
    directory.writeUInt8(type, at + 66);
    directory.writeUInt8(1, at + 67);
    directory.writeInt32LE(-1, at + 68);
    directory.writeInt32LE(fields.right ?? -1, at + 72);
    directory.writeInt32LE(fields.child ?? -1, at + 76);
    directory.writeInt32LE(fields.start ?? -2, at + 116);
    directory.writeUInt32LE(fields.size ?? 0, at + 120);
  };
  entry(0, 'Root Entry', 5, { child: 1 });
  entry(1, 'WordDocument', 2, { right: 2, start: firstWord, size: word.length });
  entry(2, '0Table', 2, { start: firstTable, size: table.length });
  for (const at of [3 * 128 + 68, 3 * 128 + 72, 3 * 128 + 76]) directory.writeInt32LE(-1, at);

  const header = Buffer.alloc(sector);
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeInt32LE(1, 44); // allocation sectors
  header.writeInt32LE(1, 48); // the directory's first sector
  header.writeInt32LE(4096, 56); // streams under this are mini streams (none here)
  header.writeInt32LE(-2, 60);
  header.writeInt32LE(0, 64);
  header.writeInt32LE(-2, 68);
  header.writeInt32LE(0, 72);
  header.fill(0xff, 76);
  header.writeInt32LE(0, 76); // the allocation table is sector 0
  return Buffer.concat([header, allocation, directory, word, table]);
};
