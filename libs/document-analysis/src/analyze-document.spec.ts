import { scoreBand, type JobToScore } from '@jobboard/domain';
import { analyzeDocument, type DocumentReport } from './analyze-document';
import { coverLetterText, portfolioText, strongResumeText, twoColumnRows, weakResumeText } from './sample-documents';

const now = new Date('2025-06-01T00:00:00Z');
const readable = (outcome: ReturnType<typeof analyzeDocument>): DocumentReport => {
  if (!outcome.readable) throw new Error(`unreadable: ${outcome.parseQuality.problems.join(' ')}`);
  return outcome;
};
const finding = (report: DocumentReport, id: string) => {
  const found = report.findings.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no finding ${id}`);
  return found;
};

const warehouseJob: JobToScore = {
  title: 'Warehouse Operations Manager',
  experience: 'senior',
  requirements: ['5+ years of warehouse management experience', 'Forklift certification', 'Budget responsibility', 'Bilingual in Spanish'],
};

describe('the analysis engine', () => {
  it('gives the same findings and scores for the same document every time', () => {
    const first = analyzeDocument({ text: strongResumeText, documentType: 'resume', layout: { format: 'pdf', pages: 2 }, now });
    const second = analyzeDocument({ text: strongResumeText, documentType: 'resume', layout: { format: 'pdf', pages: 2 }, now });
    expect(second).toEqual(first);
  });

  it('scores a strong resume well above a weak one, each sub-score too', () => {
    const strong = readable(analyzeDocument({ text: strongResumeText, documentType: 'resume', layout: { format: 'pdf', pages: 2 }, now }));
    const weak = readable(analyzeDocument({ text: weakResumeText, documentType: 'resume', layout: { format: 'pdf', pages: 1 }, now }));
    expect(strong.score).toBeGreaterThanOrEqual(80);
    expect(weak.score).toBeLessThan(60);
    expect(strong.score - weak.score).toBeGreaterThanOrEqual(30);
    expect(strong.subScores.content).toBeGreaterThan(weak.subScores.content);
    expect(strong.subScores.keywords).toBeGreaterThan(weak.subScores.keywords);
    expect(strong.label).toMatch(/Excellent|Good/);
    expect(strong.colour).toBe('green');
    expect(weak.colour).toBe('red');
    expect(weak.verdict).toBe('Needs significant improvement');
    // Label, colour and verdict are the same band's, whatever the score.
    for (const report of [strong, weak]) {
      const band = scoreBand(report.score);
      expect([report.label, report.colour, report.verdict]).toEqual([band.label, band.colour, band.resumeMessage]);
    }
  });

  it('overall is 40% content, 30% formatting and 30% keywords', () => {
    const report = readable(analyzeDocument({ text: strongResumeText, documentType: 'resume', now }));
    const { content, formatting, keywords } = report.subScores;
    expect(report.score).toBe(Math.round(content * 0.4 + formatting * 0.3 + keywords * 0.3));
  });

  it('shows evidence for what it finds in a resume', () => {
    const report = readable(analyzeDocument({ text: strongResumeText, documentType: 'resume', now }));
    expect(report.sections.missing).toEqual([]);
    expect(report.sections.found).toEqual(['Contact', 'Summary', 'Experience', 'Education', 'Skills']);
    expect(finding(report, 'contact').evidence).toEqual(['maria.delgado@example.com', '(555) 214-8890']);
    expect(finding(report, 'quantified').status).toBe('good');
    expect(finding(report, 'quantified').evidence[0]).toMatch(/42 associates/);
    expect(finding(report, 'action-verbs').status).toBe('good');
    expect(finding(report, 'dates').status).toBe('good');
    expect(finding(report, 'language').status).toBe('good');
    // The current role in the present, the ended ones in the past: as it should be.
    expect(finding(report, 'tense').status).toBe('good');
  });

  it('names what a weak resume lacks, with the words that cost it', () => {
    const report = readable(analyzeDocument({ text: weakResumeText, documentType: 'resume', now }));
    expect(report.sections.missing).toEqual(expect.arrayContaining(['Contact', 'Education', 'Skills']));
    const language = finding(report, 'language');
    expect(language.status).toBe('problem');
    expect(language.detail).toMatch(/first-person/);
    expect(language.detail).toMatch(/hard-working|team player/);
    expect(finding(report, 'quantified').status).toBe('problem');
    expect(finding(report, 'dates').status).toBe('problem');
    expect(report.suggestions[0].priority).toBe('high');
    expect(report.suggestions.every((suggestion) => /^Up to \+\d+ points? overall/.test(suggestion.impact))).toBe(true);
    expect(report.feedback.some((item) => item.type === 'negative')).toBe(true);
  });

  it('finds gaps between roles and mixed tenses', () => {
    const text = strongResumeText
      .replace('Jun 2015 - Feb 2019', 'Jun 2015 - Feb 2017')
      .replace('Supervised 18', 'Supervise 18')
      .replace('Reduced damaged', 'Reduce damaged')
      .replace('Coordinated schedules', 'Coordinate schedules');
    const report = readable(analyzeDocument({ text, documentType: 'resume', now }));
    expect(finding(report, 'dates').title).toMatch(/1 gap/);
    expect(finding(report, 'dates').detail).toMatch(/24 months between Jun 2015 - Feb 2017 and Mar 2019 - Present/);
    expect(finding(report, 'tense').title).toBe('Mixed tenses');
    expect(finding(report, 'tense').detail).toMatch(/^3 lines under roles that have ended are in the present tense/);
    expect(finding(report, 'tense').evidence[0]).toMatch(/^Supervise 18 associates/);
  });

  it("judges a cover letter by a letter's rules: no education section asked, first person allowed", () => {
    const letter = readable(analyzeDocument({ text: coverLetterText, documentType: 'cover_letter', now }));
    expect(letter.findings.map((item) => item.id)).not.toContain('sections');
    expect(finding(letter, 'greeting').status).toBe('good');
    expect(finding(letter, 'call-to-action').status).toBe('good');
    expect(finding(letter, 'language').status).toBe('good');
    expect(letter.score).toBeGreaterThanOrEqual(75);
    // The same letter judged as a resume lacks its sections.
    const asResume = readable(analyzeDocument({ text: coverLetterText, documentType: 'resume', now }));
    expect(asResume.score).toBeLessThan(letter.score);
  });

  it('judges a portfolio on projects, links and outcomes', () => {
    const report = readable(analyzeDocument({ text: portfolioText, documentType: 'portfolio', now }));
    expect(finding(report, 'links').status).toBe('good');
    expect(report.sections.found).toContain('Projects');
    expect(report.score).toBeGreaterThanOrEqual(70);
  });

  it('refuses an image-only PDF with no text layer and gives no score', () => {
    const outcome = analyzeDocument({ text: '', documentType: 'resume', layout: { format: 'pdf', pages: 1, images: 1 }, now });
    expect(outcome.readable).toBe(false);
    expect(outcome).not.toHaveProperty('score');
    if (outcome.readable) return;
    expect(outcome.title).toBe('We could not read this file reliably');
    expect(outcome.parseQuality.problems[0]).toMatch(/only images/);
    expect(outcome.advice).toMatch(/text-based PDF or a DOCX/);
  });

  it('refuses text whose encoding broke or whose words came apart', () => {
    const broken = strongResumeText.replace(/[aeo]/g, '\uFFFD');
    expect(analyzeDocument({ text: broken, documentType: 'resume', now }).readable).toBe(false);
    const spaced = strongResumeText.replace(/([A-Za-z])(?=[A-Za-z])/g, '$1 ');
    const outcome = analyzeDocument({ text: spaced, documentType: 'resume', now });
    expect(outcome.readable).toBe(false);
    if (!outcome.readable) expect(outcome.parseQuality.problems.join(' ')).toMatch(/single letters/);
  });

  it('marks a two-column layout as an applicant tracking risk', () => {
    const text = twoColumnRows()
      .map(([left, right]) => `${left}   ${right}`)
      .join('\n');
    const columns = readable(analyzeDocument({ text, documentType: 'resume', layout: { format: 'pdf', pages: 1, columns: 2 }, now }));
    const single = readable(analyzeDocument({ text: strongResumeText, documentType: 'resume', layout: { format: 'pdf', pages: 1 }, now }));
    expect(finding(columns, 'columns').status).toBe('problem');
    expect(columns.formatting.issues.join(' ')).toMatch(/Two-column/);
    expect(columns.subScores.formatting).toBeLessThan(single.subScores.formatting);
  });

  it('marks tables, headers and images of a Word document, and counts its list paragraphs as bullets', () => {
    const plain = strongResumeText.replace(/• /g, '');
    const report = readable(
      analyzeDocument({
        text: plain,
        documentType: 'resume',
        layout: { format: 'docx', tables: 2, headerFooterText: true, images: 1, listParagraphs: 14 },
        now,
      }),
    );
    expect(finding(report, 'tables').status).toBe('problem');
    expect(finding(report, 'header-footer').status).toBe('problem');
    expect(finding(report, 'images').status).toBe('problem');
    expect(finding(report, 'bullets').title).toBe('14 bullet points');
  });

  it("matches a target job with the employer score's logic, requirement by requirement", () => {
    const report = readable(analyzeDocument({ text: strongResumeText, documentType: 'resume', job: warehouseJob, now }));
    expect(report.match?.requirementsMet.map((met) => met.requirement)).toEqual([
      '5+ years of warehouse management experience',
      'Forklift certification',
      'Budget responsibility',
    ]);
    expect(report.match?.requirementsMissing).toEqual(['Bilingual in Spanish']);
    expect(report.match?.factors.map((factor) => factor.name)).toEqual(['requirements', 'title', 'experience']);
    // Requirements dominate the employer score (one met outweighs title, years and screening together): 3 of 4 met is about 75.
    expect(report.match?.score).toBeGreaterThanOrEqual(70);
    expect(report.keywords.missing).toContain('Bilingual in Spanish');
    const weak = readable(analyzeDocument({ text: weakResumeText, documentType: 'resume', job: warehouseJob, now }));
    expect(weak.match?.score ?? 100).toBeLessThan(report.match?.score ?? 0);
  });
});
