// A real PDF written by hand (offsets included): billing statements, the demo seed's resumes and
// the tests' uploads. Pure: it returns the file as a latin1 string, so it runs anywhere.

/** Words of a long text wrapped into lines that fit the page (a reader drops what runs off it). */
const wrap = (text: string, width = 80): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
};

/** Text as a PDF string literal: backslashes and parentheses escaped, non-latin1 characters replaced. */
const pdfString = (line: string) => line.replace(/[^\x20-\xff]/g, '?').replace(/[\\()]/g, '\\$&');

/**
 * A one-page PDF of the text, as a latin1 string: each given line (long ones wrapped to fit the
 * page) on a line of its own.
 */
export const textPdf = (...paragraphs: string[]): string => {
  const lines = paragraphs.flatMap((paragraph) => wrap(paragraph));
  const content = `BT /F1 12 Tf 72 720 Td ${lines.map((line) => `(${pdfString(line)}) Tj`).join(' 0 -14 Td ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
};
