import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { type StoredAnalysis } from '@jobboard/analysis-store';
import { matchVerdict, scoreBand } from '@jobboard/domain';

/** The standard fonts speak WinAnsi: typographic marks become their plain forms, anything else a '?'. */
const plain = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u2022\u25aa\u25cf\u25e6\u25a0]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

const colours = { green: rgb(0.09, 0.5, 0.24), yellow: rgb(0.72, 0.53, 0.04), red: rgb(0.75, 0.15, 0.15) } as const;
const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.35, 0.35, 0.4);

/** Writes lines top to bottom, wrapping to the page and starting new pages as needed. */
const writer = (document: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }) => {
  const margin = 56;
  const width = 612 - margin * 2;
  let page: PDFPage = document.addPage([612, 792]);
  let y = 792 - margin;
  const ensure = (height: number) => {
    if (y - height < margin) {
      page = document.addPage([612, 792]);
      y = 792 - margin;
    }
  };
  const wrap = (text: string, font: PDFFont, size: number) => {
    const lines: string[] = [];
    let line = '';
    for (const word of plain(text).split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  };
  return {
    text(text: string, { size = 10, bold = false, colour = ink, indent = 0, gap = 2 } = {}) {
      const font = bold ? fonts.bold : fonts.regular;
      for (const line of wrap(text, font, size)) {
        ensure(size + gap);
        page.drawText(line, { x: margin + indent, y: y - size, size, font, color: colour });
        y -= size + gap;
      }
    },
    space(height = 8) {
      y -= height;
    },
  };
};

/** The detailed report of one analysis as a PDF, made on the server from the stored findings. */
export const analysisReportPdf = async (analysis: StoredAnalysis): Promise<{ fileName: string; bytes: Uint8Array }> => {
  const { report } = analysis;
  const document = await PDFDocument.create();
  document.setTitle(`Analysis of ${plain(analysis.fileName)}`);
  document.setCreator('Job board resume analysis');
  // A fixed date keeps the same analysis's report byte-identical.
  document.setCreationDate(analysis.createdAt);
  document.setModificationDate(analysis.createdAt);
  const out = writer(document, { regular: await document.embedFont(StandardFonts.Helvetica), bold: await document.embedFont(StandardFonts.HelveticaBold) });

  out.text('Detailed Analysis Report', { size: 20, bold: true, gap: 8 });
  out.text(`${analysis.fileName} - ${analysis.documentType.replace('_', ' ')} - analyzed ${analysis.createdAt.toISOString().slice(0, 10)}`, { colour: muted });
  out.space(10);
  // The score's band, not the stored words: a report kept from before a change of wording still agrees with its score.
  const band = scoreBand(report.score);
  out.text(`Overall score: ${report.score}/100 - ${band.label}`, { size: 16, bold: true, colour: colours[band.colour], gap: 6 });
  if (analysis.documentType === 'resume') out.text(band.resumeMessage, { size: 11 });
  out.text(`Content ${report.subScores.content}/100    Formatting ${report.subScores.formatting}/100    Keywords ${report.subScores.keywords}/100`, { size: 11 });
  out.text('Overall = 40% Content + 30% Formatting + 30% Keywords. Every point below is a finding in the text.', { colour: muted, size: 9 });
  out.space(10);

  if (report.match) {
    out.text(`Match with ${report.match.jobTitle}: ${report.match.score}/100 - ${matchVerdict(report.match.score)}`, { size: 13, bold: true, gap: 6 });
    for (const met of report.match.requirementsMet) out.text(`Met: ${met.requirement}${met.evidence ? ` ("${met.evidence}")` : ''}`, { indent: 10 });
    for (const missing of report.match.requirementsMissing) out.text(`Missing: ${missing}`, { indent: 10, colour: colours.red });
    for (const factor of report.match.factors) out.text(`${factor.label}: ${factor.points}/${factor.maxPoints} - ${factor.detail}`, { indent: 10, colour: muted });
    out.space(10);
  }

  out.text('Suggestions', { size: 13, bold: true, gap: 6 });
  if (report.suggestions.length === 0) out.text('Nothing to improve was found.', { indent: 10 });
  for (const suggestion of report.suggestions) {
    out.text(`[${suggestion.priority.toUpperCase()}] ${suggestion.category}: ${suggestion.suggestion}`, { indent: 10 });
    out.text(suggestion.impact, { indent: 22, colour: muted, size: 9 });
  }
  out.space(10);

  out.text('Findings', { size: 13, bold: true, gap: 6 });
  for (const finding of report.findings) {
    const colour = finding.status === 'good' ? colours.green : finding.status === 'warning' ? colours.yellow : colours.red;
    out.text(`${finding.category}: ${finding.title} (${Math.round(finding.points)}/${finding.maxPoints}, ${finding.subScore})`, { bold: true, colour, indent: 10 });
    out.text(finding.detail, { indent: 22 });
    for (const quote of finding.evidence) out.text(`"${quote}"`, { indent: 22, colour: muted, size: 9 });
  }
  out.space(10);
  out.text('Keywords', { size: 13, bold: true, gap: 6 });
  out.text(`Found: ${report.keywords.found.join(', ') || 'none'}`, { indent: 10 });
  out.text(`Missing: ${report.keywords.missing.join(', ') || 'none'}`, { indent: 10 });

  const base = analysis.fileName.replace(/\.[^.]+$/, '').replace(/[^\w.-]+/g, '-').slice(0, 60) || 'document';
  return { fileName: `${base}-analysis.pdf`, bytes: await document.save() };
};
