import type { DocumentType } from '@jobboard/contracts';
import {
  findKeywords,
  resumeVerdict,
  scoreColour,
  scoreLabel,
  scoreQualification,
  type JobToScore,
  type ScoreColour,
  type ScoreLabel,
} from '@jobboard/domain';
import { judgeParseQuality, unreadableAdvice, unreadableTitle, type LayoutSignals, type ParseQuality } from './parse-quality';
import { evidence, measureText, sectionLabels, type SectionKey, type TextFacts } from './text-facts';

/**
 * The analysis of one document: findings with evidence, three sub-scores and an overall score.
 *
 * How the score is made (deterministic: the same text and layout always give the same numbers):
 * - Each document type has its own checks (a cover letter is not asked for an education section).
 *   Every check belongs to one sub-score and has a number of points; it earns all, part or none
 *   of them, and says why with the lines that earned or cost them.
 * - A sub-score is the points earned over the points possible in it, as 0..100:
 *   Content (what the text says), Formatting (what an applicant tracking system can read),
 *   Keywords (the words of the document type found; with a target job, 40% those and 60% the
 *   job's requirement lines met, matched exactly as the employer's qualification score matches).
 * - Overall = 40% Content + 30% Formatting + 30% Keywords, rounded.
 * - Below the parse-quality gate there is no score at all.
 */

export type SubScoreName = 'content' | 'formatting' | 'keywords';
export type FindingStatus = 'good' | 'warning' | 'problem';

export interface Finding {
  id: string;
  category: string;
  subScore: SubScoreName;
  status: FindingStatus;
  title: string;
  detail: string;
  evidence: string[];
  points: number;
  maxPoints: number;
}

export interface Suggestion {
  priority: 'high' | 'medium' | 'low';
  category: string;
  suggestion: string;
  impact: string;
}

export interface FeedbackItem {
  type: 'positive' | 'warning' | 'negative';
  title: string;
  description: string;
}

export interface JobMatch {
  jobTitle: string;
  /** 0..100: the employer's qualification factors that a document can show (requirements, title, experience). */
  score: number;
  requirementsMet: { requirement: string; evidence: string }[];
  requirementsPartial?: { requirement: string; evidence: string }[];
  requirementsMissing: string[];
  factors: { name: string; label: string; points: number; maxPoints: number; detail: string }[];
}

export interface DocumentReport {
  readable: true;
  documentType: DocumentType;
  score: number;
  label: ScoreLabel;
  colour: ScoreColour;
  verdict: string;
  subScores: Record<SubScoreName, number>;
  parseQuality: ParseQuality;
  words: number;
  sections: { found: string[]; missing: string[] };
  keywords: { score: number; found: string[]; missing: string[] };
  formatting: { score: number; issues: string[] };
  findings: Finding[];
  strengths: string[];
  weaknesses: string[];
  suggestions: Suggestion[];
  feedback: FeedbackItem[];
  match?: JobMatch;
}

export interface UnreadableReport {
  readable: false;
  documentType: DocumentType;
  parseQuality: ParseQuality;
  title: string;
  advice: string;
}

export type AnalysisOutcome = DocumentReport | UnreadableReport;

export interface DocumentToAnalyze {
  text: string;
  documentType: DocumentType;
  layout?: LayoutSignals;
  /** The job the person wants to match, as the employer's score reads it. */
  job?: JobToScore;
  now?: Date;
}

export const subScoreWeights: Record<SubScoreName, number> = { content: 0.4, formatting: 0.3, keywords: 0.3 };

/** The words each document type is expected to carry (matched by form and synonym, as the employer score does). */
export const typeKeywords: Record<DocumentType, readonly string[]> = {
  resume: [
    'leadership',
    'teamwork',
    'communication',
    'customer service',
    'problem solving',
    'project',
    'training',
    'safety',
    'results',
    'improve',
    'schedule',
    'budget',
  ],
  cover_letter: ['opportunity', 'team', 'contribute', 'achieve', 'interview', 'thank', 'goals', 'mission', 'background', 'apply'],
  portfolio: ['project', 'design', 'client', 'outcome', 'process', 'tools', 'collaborate', 'research', 'results', 'case study'],
  other: ['purpose', 'summary', 'results', 'recommendation', 'next steps', 'contact'],
};

interface Context {
  facts: TextFacts;
  layout?: LayoutSignals;
  type: DocumentType;
}

interface Outcome {
  /** Share of the check's points earned, 0..1. */
  share: number;
  title: string;
  detail: string;
  evidence?: string[];
}

interface Check {
  id: string;
  category: string;
  subScore: SubScoreName;
  points: number;
  run: (context: Context) => Outcome;
}

const clamp01 = (value: number) => Math.max(0, Math.min(1, value));
const plural = (count: number, word: string, many = `${word}s`) => `${count} ${count === 1 ? word : many}`;

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

const sectionsCheck = (wanted: readonly SectionKey[], points: number): Check => ({
  id: 'sections',
  category: 'Structure',
  subScore: 'content',
  points,
  run: ({ facts }) => {
    const found = wanted.filter((key) => facts.sections[key]);
    const missing = wanted.filter((key) => !facts.sections[key]);
    return {
      share: found.length / wanted.length,
      title:
        missing.length === 0
          ? 'All key sections present'
          : `Missing ${missing.map((key) => sectionLabels[key]).join(', ')} section${missing.length > 1 ? 's' : ''}`,
      detail:
        missing.length === 0
          ? `Found ${found.map((key) => sectionLabels[key]).join(', ')}.`
          : `Found ${found.length ? found.map((key) => sectionLabels[key]).join(', ') : 'none'}; add a clearly headed ${missing.map((key) => sectionLabels[key]).join(', ')} section so readers and tracking systems find it.`,
      evidence: evidence(found.map((key) => facts.sections[key] ?? '')),
    };
  },
});

const contactCheck = (points: number): Check => ({
  id: 'contact',
  category: 'Contact',
  subScore: 'content',
  points,
  run: ({ facts }) => {
    const have = [facts.email && 'email', facts.phone && 'phone'].filter(Boolean) as string[];
    return {
      share: have.length / 2,
      title:
        have.length === 2
          ? 'Email and phone present'
          : have.length === 1
            ? `No ${facts.email ? 'phone number' : 'email address'}`
            : 'No contact details',
      detail:
        have.length === 2
          ? 'A reader can reach you by email or phone.'
          : 'Put your email address and phone number at the top, as plain text (not in a header, footer or picture).',
      evidence: evidence([facts.email ?? '', facts.phone ?? ''].filter(Boolean)),
    };
  },
});

const datesCheck = (points: number): Check => ({
  id: 'dates',
  category: 'Experience',
  subScore: 'content',
  points,
  run: ({ facts }) => {
    if (facts.dateRanges.length === 0) {
      return {
        share: 0,
        title: 'No dates for your roles',
        detail: 'Give each role a start and end (e.g. "Mar 2019 – Present"): readers and tracking systems count your experience from them.',
      };
    }
    const gaps = facts.gaps;
    return {
      share: gaps.length === 0 ? 1 : 0.7,
      title:
        gaps.length === 0
          ? `${plural(facts.dateRanges.length, 'dated role')}, no gaps over 6 months`
          : `${plural(gaps.length, 'gap')} of more than 6 months`,
      detail:
        gaps.length === 0
          ? 'Your dates read as a continuous history.'
          : `${gaps.map((gap) => `${gap.months} months between ${gap.from} and ${gap.to}`).join('; ')}. A line on what you did then (training, caregiving, service) answers the question before it is asked.`,
      evidence: evidence(facts.dateRanges.map((range) => range.text)),
    };
  },
});

const lengthCheck = (points: number, ideal: [number, number], acceptable: [number, number], what: string): Check => ({
  id: 'length',
  category: 'Length',
  subScore: 'content',
  points,
  run: ({ facts }) => {
    const words = facts.wordCount;
    const inIdeal = words >= ideal[0] && words <= ideal[1];
    const inAcceptable = words >= acceptable[0] && words <= acceptable[1];
    const share = inIdeal ? 1 : inAcceptable ? 0.6 : words < acceptable[0] ? clamp01(words / acceptable[0]) * 0.5 : 0.3;
    return {
      share,
      title: inIdeal ? `Good length (${words} words)` : words < ideal[0] ? `Short (${words} words)` : `Long (${words} words)`,
      detail: inIdeal
        ? `${ideal[0]}–${ideal[1]} words is right for ${what}.`
        : `${what[0].toUpperCase()}${what.slice(1)} reads best at ${ideal[0]}–${ideal[1]} words; ${words < ideal[0] ? 'add detail on what you did and achieved' : 'cut older or less relevant detail'}.`,
    };
  },
});

const actionVerbCheck = (points: number): Check => ({
  id: 'action-verbs',
  category: 'Action verbs',
  subScore: 'content',
  points,
  run: ({ facts }) => {
    const statements = facts.statementLines.length;
    const strong = facts.actionVerbLines.length;
    const weak = facts.weakOpenerLines.length;
    if (statements === 0) {
      return {
        share: 0,
        title: 'No statements of work found',
        detail: 'List what you did as short lines that start with an action verb ("Led", "Reduced", "Built").',
      };
    }
    const share = clamp01(strong / Math.max(3, statements * 0.6)) - Math.min(0.4, weak * 0.1);
    return {
      share: clamp01(share),
      title: `${strong} of ${statements} statements start with an action verb`,
      detail:
        weak > 0
          ? `${plural(weak, 'line')} start with a duty ("Responsible for", "Helped"): start with what you did instead.`
          : strong >= statements * 0.6
            ? 'Your lines lead with what you did.'
            : 'Start more lines with a strong verb ("Led", "Reduced", "Built") instead of a noun or a duty.',
      evidence: evidence(weak > 0 ? facts.weakOpenerLines : facts.actionVerbLines),
    };
  },
});

const quantifiedCheck = (points: number, wanted: number): Check => ({
  id: 'quantified',
  category: 'Achievements',
  subScore: 'content',
  points,
  run: ({ facts }) => {
    const count = facts.quantifiedLines.length;
    return {
      share: clamp01(count / wanted),
      title: count === 0 ? 'No quantified achievements' : `${plural(count, 'quantified achievement')}`,
      detail:
        count >= wanted
          ? 'Numbers, percentages and amounts make your results concrete.'
          : `Add numbers to ${count === 0 ? 'your results' : 'more results'}: how many, how much, how fast, by what % (aim for ${wanted} or more).`,
      evidence: evidence(facts.quantifiedLines),
    };
  },
});

const languageCheck = (points: number, firstPersonAllowed: boolean): Check => ({
  id: 'language',
  category: 'Language',
  subScore: 'content',
  points,
  run: ({ facts }) => {
    const pronouns = firstPersonAllowed ? 0 : facts.firstPerson.length;
    const filler = facts.filler.length;
    const penalty = Math.min(1, pronouns * 0.1 + filler * 0.15);
    const parts: string[] = [];
    if (pronouns) parts.push(`${plural(pronouns, 'first-person word')} ("I", "my"): a resume speaks without them`);
    if (filler)
      parts.push(`${plural(filler, 'filler phrase')} (${[...new Set(facts.filler)].slice(0, 4).join(', ')}): show the quality with a result instead`);
    return {
      share: 1 - penalty,
      title:
        parts.length === 0
          ? 'Direct, concrete wording'
          : pronouns && filler
            ? 'First-person and filler words'
            : pronouns
              ? 'First-person words'
              : 'Filler words',
      detail: parts.length === 0 ? 'No filler phrases or first-person words where they do not belong.' : `${parts.join('; ')}.`,
      evidence: evidence([...(pronouns ? facts.firstPerson : []), ...(filler ? facts.filler : [])]),
    };
  },
});

const tenseCheck = (points: number): Check => ({
  id: 'tense',
  category: 'Tense',
  subScore: 'content',
  points,
  run: ({ facts }) => {
    const past = facts.pastTenseLines.length;
    const present = facts.presentTenseLines.length;
    if (facts.datedStatements) {
      // Under dated roles: the present belongs to the current role only.
      const wrong = facts.presentInPastRoleLines.length;
      return {
        share: wrong === 0 ? 1 : wrong === 1 ? 0.7 : 0.4,
        title: wrong === 0 ? 'Consistent tense' : 'Mixed tenses',
        detail:
          wrong === 0
            ? 'Past roles in the past tense; only your current role speaks in the present.'
            : `${plural(wrong, 'line')} under roles that have ended ${wrong === 1 ? 'is' : 'are'} in the present tense: use the past tense for earlier roles.`,
        evidence: evidence(facts.presentInPastRoleLines),
      };
    }
    const minority = Math.min(past, present);
    const mixed = minority >= 3 && minority / (past + present) >= 0.25;
    return {
      share: mixed ? 0.4 : 1,
      title: mixed ? 'Mixed tenses' : 'Consistent tense',
      detail: mixed
        ? `${past} lines in the past tense and ${present} in the present: use the present for your current role and the past for earlier ones.`
        : past + present === 0
          ? 'No opening verbs to compare.'
          : 'Your opening verbs keep to one tense per role.',
      evidence: mixed ? evidence([...facts.presentTenseLines.slice(0, 2), ...facts.pastTenseLines.slice(0, 1)]) : [],
    };
  },
});

const greetingCheck: Check = {
  id: 'greeting',
  category: 'Structure',
  subScore: 'content',
  points: 15,
  run: ({ facts }) => {
    const greeting = facts.lines.find((line) => /^(?:dear|hello|hi|to whom it may concern|greetings)\b/i.test(line));
    const closing = facts.lines.find((line) =>
      /^(?:sincerely|best regards|kind regards|regards|respectfully|thank you|yours (?:truly|sincerely)|best)\b/i.test(line),
    );
    const personal = greeting && !/to whom it may concern|sir or madam/i.test(greeting);
    return {
      share: (greeting ? (personal ? 0.5 : 0.3) : 0) + (closing ? 0.5 : 0),
      title: greeting && closing ? 'Greeting and closing present' : !greeting ? 'No greeting' : 'No closing',
      detail: !greeting
        ? 'Open with a greeting to a named person ("Dear Ms. Rivera,").'
        : !personal
          ? 'Address a named person rather than "To whom it may concern".'
          : closing
            ? 'The letter opens and closes as a letter should.'
            : 'Close with "Sincerely," and your name.',
      evidence: evidence([greeting ?? '', closing ?? ''].filter(Boolean)),
    };
  },
};

const callToActionCheck: Check = {
  id: 'call-to-action',
  category: 'Content',
  subScore: 'content',
  points: 15,
  run: ({ facts }) => {
    const line = facts.lines.find((candidate) =>
      /\b(?:interview|discuss|look forward|opportunity to|meet|speak with|call me|reach me)\b/i.test(candidate),
    );
    return {
      share: line ? 1 : 0,
      title: line ? 'Asks for the next step' : 'No call to action',
      detail: line ? 'The letter asks for a conversation.' : 'End by asking for an interview or a call ("I would welcome the chance to discuss...").',
      evidence: evidence(line ? [line] : []),
    };
  },
};

const targetCheck: Check = {
  id: 'target',
  category: 'Content',
  subScore: 'content',
  points: 15,
  run: ({ facts }) => {
    const line = facts.lines.find((candidate) => /\b(?:position|role|opening|opportunity|vacancy)\b/i.test(candidate));
    return {
      share: line ? 1 : 0,
      title: line ? 'Names the position' : 'Does not name the position',
      detail: line
        ? 'The reader knows which job the letter is for.'
        : 'Say which position you apply for and where you saw it, in the first paragraph.',
      evidence: evidence(line ? [line] : []),
    };
  },
};

const paragraphsCheck = (subScore: SubScoreName, points: number, ideal: [number, number] = [3, 6]): Check => ({
  id: subScore === 'content' ? 'paragraphs' : 'walls-of-text',
  category: subScore === 'content' ? 'Structure' : 'Readability',
  subScore,
  points,
  run: ({ facts }) => {
    if (subScore === 'formatting') {
      const long = facts.longParagraphs.length;
      return {
        share: long === 0 ? 1 : clamp01(1 - long * 0.35),
        title: long === 0 ? 'Easy to scan' : `${plural(long, 'long block')} of text`,
        detail: long === 0 ? 'No paragraph runs past 110 words.' : 'Break paragraphs of more than 110 words into short ones or bullets.',
        evidence: evidence(facts.longParagraphs),
      };
    }
    const count = facts.paragraphs.length;
    const inRange = count >= ideal[0] && count <= ideal[1];
    return {
      share: inRange ? 1 : count === 0 ? 0 : 0.5,
      title: `${plural(count, 'paragraph')}`,
      detail: inRange
        ? 'A clear opening, body and close.'
        : `${ideal[0]}–${ideal[1]} paragraphs read best: an opening, one or two on what you offer, a close.`,
    };
  },
});

const linksCheck: Check = {
  id: 'links',
  category: 'Content',
  subScore: 'content',
  points: 15,
  run: ({ facts }) => ({
    share: clamp01(facts.urls.length / 2),
    title: facts.urls.length ? `${plural(facts.urls.length, 'link')} to your work` : 'No links to your work',
    detail: facts.urls.length >= 2 ? 'Readers can see the work itself.' : 'Link to the live work, a repository or a case study for each project.',
    evidence: evidence(facts.urls),
  }),
};

const readabilityCheck: Check = {
  id: 'sentences',
  category: 'Readability',
  subScore: 'content',
  points: 30,
  run: ({ facts }) => {
    const average = facts.sentences === 0 ? facts.wordCount : facts.wordCount / facts.sentences;
    const share = average <= 22 ? 1 : average <= 30 ? 0.6 : 0.3;
    return {
      share,
      title: `About ${Math.round(average)} words a sentence`,
      detail: average <= 22 ? 'Sentences of a readable length.' : 'Shorter sentences (under 22 words) are easier to follow.',
    };
  },
};

const bulletsCheck = (points: number): Check => ({
  id: 'bullets',
  category: 'Bullets',
  subScore: 'formatting',
  points,
  run: ({ facts, layout }) => {
    const bullets = Math.max(facts.bulletLines.length, layout?.listParagraphs ?? 0);
    const density = facts.lines.length === 0 ? 0 : bullets / facts.lines.length;
    const share = bullets === 0 ? 0 : density >= 0.2 && density <= 0.75 ? 1 : density > 0.75 ? 0.7 : clamp01(density / 0.2);
    return {
      share,
      title: bullets === 0 ? 'No bullet points' : `${plural(bullets, 'bullet point')}`,
      detail:
        bullets === 0
          ? 'List achievements as bullets under each role: readers scan them in seconds.'
          : density > 0.75
            ? 'Almost everything is a bullet: give each role a heading line with title, employer and dates.'
            : density < 0.2
              ? 'Most of the text is in paragraphs: turn achievements into bullets.'
              : 'A good balance of headings and bullets.',
      evidence: evidence(facts.bulletLines),
    };
  },
});

const tablesCheck = (points: number): Check => ({
  id: 'tables',
  category: 'ATS formatting',
  subScore: 'formatting',
  points,
  run: ({ layout }) => {
    const tables = layout?.tables ?? 0;
    return {
      share: tables === 0 ? 1 : tables === 1 ? 0.5 : 0,
      title: tables === 0 ? 'No tables' : `${plural(tables, 'table')}`,
      detail:
        tables === 0
          ? 'Nothing hides text in table cells.'
          : 'Applicant tracking systems often read table cells out of order or skip them: use plain lines instead.',
    };
  },
});

const columnsCheck = (points: number): Check => ({
  id: 'columns',
  category: 'ATS formatting',
  subScore: 'formatting',
  points,
  run: ({ layout }) => {
    const columns = layout?.columns ?? 1;
    return {
      share: columns <= 1 ? 1 : 0,
      title: columns <= 1 ? 'Single column' : 'Two-column layout',
      detail:
        columns <= 1
          ? 'Text reads top to bottom in one column.'
          : 'Applicant tracking systems read across columns and mix their lines: use one column.',
    };
  },
});

const imagesCheck = (points: number): Check => ({
  id: 'images',
  category: 'ATS formatting',
  subScore: 'formatting',
  points,
  run: ({ layout }) => {
    const images = layout?.images ?? 0;
    return {
      share: images === 0 ? 1 : 0.3,
      title: images === 0 ? 'No images' : `${plural(images, 'image')}`,
      detail:
        images === 0
          ? 'All content is text a system can read.'
          : 'Text inside pictures, logos or skill charts cannot be read: keep everything important as text.',
    };
  },
});

const headerFooterCheck = (points: number): Check => ({
  id: 'header-footer',
  category: 'ATS formatting',
  subScore: 'formatting',
  points,
  run: ({ layout }) => ({
    share: layout?.headerFooterText ? 0.3 : 1,
    title: layout?.headerFooterText ? 'Text in the header or footer' : 'Nothing in headers or footers',
    detail: layout?.headerFooterText
      ? 'Many tracking systems skip headers and footers: move your name and contact details into the body.'
      : 'Everything sits in the body of the document.',
  }),
});

const charactersCheck = (points: number): Check => ({
  id: 'characters',
  category: 'ATS formatting',
  subScore: 'formatting',
  points,
  run: ({ facts }) => {
    const odd = facts.symbols.length + facts.brokenCharacters.length;
    return {
      share: odd === 0 ? 1 : odd <= 3 ? 0.6 : 0.2,
      title: odd === 0 ? 'Plain, readable characters' : `${plural(odd, 'unusual character')}`,
      detail:
        odd === 0
          ? 'No icons or unreadable glyphs.'
          : 'Icons, symbols and decorative fonts come out garbled in tracking systems: use plain text ("Phone:", "Email:").',
      evidence: evidence([...facts.symbols, ...facts.brokenCharacters]),
    };
  },
});

const keywordsCheck = (points: number): Check => ({
  id: 'keywords',
  category: 'Keywords',
  subScore: 'keywords',
  points,
  run: ({ facts, type }) => {
    const { found, missing } = findKeywords(facts.lines.join('\n'), typeKeywords[type]);
    const total = typeKeywords[type].length;
    return {
      share: total === 0 ? 1 : found.length / total,
      title: `${found.length} of ${total} expected keywords`,
      detail: missing.length === 0 ? 'Great! No critical keywords are missing.' : `Consider where you can honestly show: ${missing.join(', ')}.`,
      evidence: found.slice(0, 3),
    };
  },
});

/** Each document type's checks; the points of one sub-score add up to 100. */
const rulesByType: Record<DocumentType, readonly Check[]> = {
  resume: [
    sectionsCheck(['contact', 'summary', 'experience', 'education', 'skills'], 20),
    contactCheck(10),
    datesCheck(10),
    lengthCheck(10, [300, 900], [180, 1300], 'a resume'),
    actionVerbCheck(15),
    quantifiedCheck(15, 5),
    languageCheck(10, false),
    tenseCheck(10),
    bulletsCheck(30),
    tablesCheck(15),
    columnsCheck(20),
    imagesCheck(10),
    headerFooterCheck(10),
    charactersCheck(15),
    keywordsCheck(100),
  ],
  cover_letter: [
    greetingCheck,
    contactCheck(10),
    targetCheck,
    callToActionCheck,
    lengthCheck(15, [200, 450], [130, 650], 'a cover letter'),
    paragraphsCheck('content', 10, [3, 6]),
    quantifiedCheck(10, 2),
    languageCheck(10, true),
    paragraphsCheck('formatting', 35),
    tablesCheck(15),
    columnsCheck(20),
    imagesCheck(10),
    charactersCheck(20),
    keywordsCheck(100),
  ],
  portfolio: [
    sectionsCheck(['contact', 'summary', 'projects', 'skills'], 20),
    contactCheck(10),
    linksCheck,
    quantifiedCheck(20, 3),
    actionVerbCheck(15),
    lengthCheck(10, [250, 1500], [150, 2500], 'a portfolio'),
    languageCheck(10, true),
    bulletsCheck(30),
    paragraphsCheck('formatting', 20),
    columnsCheck(20),
    tablesCheck(10),
    charactersCheck(20),
    keywordsCheck(100),
  ],
  other: [
    lengthCheck(20, [150, 2000], [60, 4000], 'a document like this'),
    readabilityCheck,
    languageCheck(30, true),
    contactCheck(20),
    paragraphsCheck('formatting', 40),
    tablesCheck(15),
    columnsCheck(15),
    charactersCheck(30),
    keywordsCheck(100),
  ],
};

// ---------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------

const statusOf = (share: number): FindingStatus => (share >= 0.8 ? 'good' : share >= 0.4 ? 'warning' : 'problem');

const matchJob = (text: string, job: JobToScore, now: Date): JobMatch => {
  const { explanation } = scoreQualification(job, { resumeText: text, screening: [] }, { now });
  // Screening answers are part of an application, not of a document: the match is the other factors.
  const factors = explanation.factors.filter((factor) => factor.name !== 'screening');
  const points = factors.reduce((sum, factor) => sum + factor.points, 0);
  const maxPoints = factors.reduce((sum, factor) => sum + factor.maxPoints, 0);
  return {
    jobTitle: job.title,
    score: maxPoints === 0 ? 0 : Math.round((100 * points) / maxPoints),
    requirementsMet: explanation.requirementsMet,
    ...(explanation.requirementsPartial?.length ? { requirementsPartial: explanation.requirementsPartial } : {}),
    requirementsMissing: explanation.requirementsMissing,
    factors: factors.map(({ name, label, points: earned, maxPoints: max, detail }) => ({ name, label, points: earned, maxPoints: max, detail })),
  };
};

/** How much a finding could add to the overall score if fixed, in whole points. */
const overallGain = (finding: Finding, subScoreMax: number) =>
  Math.round(((finding.maxPoints - finding.points) / subScoreMax) * 100 * subScoreWeights[finding.subScore]);

const suggestionText = (finding: Finding) => finding.detail.replace(/^Found [^;]*; /, '');

export const analyzeDocument = (input: DocumentToAnalyze): AnalysisOutcome => {
  const now = input.now ?? new Date();
  const facts = measureText(input.text, { now, listParagraphs: input.layout?.listParagraphs });
  const parseQuality = judgeParseQuality(facts, input.layout);
  if (!parseQuality.readable) {
    return { readable: false, documentType: input.documentType, parseQuality, title: unreadableTitle, advice: unreadableAdvice };
  }
  const context: Context = { facts, layout: input.layout, type: input.documentType };
  const findings: Finding[] = rulesByType[input.documentType].map((check) => {
    const outcome = check.run(context);
    const share = clamp01(outcome.share);
    return {
      id: check.id,
      category: check.category,
      subScore: check.subScore,
      status: statusOf(share),
      title: outcome.title,
      detail: outcome.detail,
      evidence: outcome.evidence ?? [],
      points: Math.round(check.points * share * 10) / 10,
      maxPoints: check.points,
    };
  });

  const keywordFinding = findings.find((finding) => finding.subScore === 'keywords');
  const typeKeywordResult = findKeywords(facts.lines.join('\n'), typeKeywords[input.documentType]);
  const match = input.job ? matchJob(input.text, input.job, now) : undefined;
  if (match && keywordFinding && input.job) {
    // With a target job, the job's requirement lines weigh 60 of the 100 keyword points.
    const requirementCount = match.requirementsMet.length + match.requirementsMissing.length;
    const requirementShare = requirementCount === 0 ? 1 : match.requirementsMet.length / requirementCount;
    keywordFinding.points = Math.round((keywordFinding.points * 0.4 + 60 * requirementShare) * 10) / 10;
    keywordFinding.status = statusOf(keywordFinding.points / keywordFinding.maxPoints);
    keywordFinding.title = `${keywordFinding.title}; ${match.requirementsMet.length} of ${requirementCount} job requirements met`;
    if (match.requirementsMissing.length)
      keywordFinding.detail = `${keywordFinding.detail} For ${input.job.title}, show: ${match.requirementsMissing.join('; ')}.`;
  }

  const maxBySubScore = { content: 0, formatting: 0, keywords: 0 };
  const earnedBySubScore = { content: 0, formatting: 0, keywords: 0 };
  for (const finding of findings) {
    maxBySubScore[finding.subScore] += finding.maxPoints;
    earnedBySubScore[finding.subScore] += finding.points;
  }
  const subScores = {
    content: Math.round((100 * earnedBySubScore.content) / maxBySubScore.content),
    formatting: Math.round((100 * earnedBySubScore.formatting) / maxBySubScore.formatting),
    keywords: Math.round((100 * earnedBySubScore.keywords) / maxBySubScore.keywords),
  };
  const score = Math.round(
    subScores.content * subScoreWeights.content + subScores.formatting * subScoreWeights.formatting + subScores.keywords * subScoreWeights.keywords,
  );

  const wanted = rulesByType[input.documentType].find((check) => check.id === 'sections');
  const sectionKeys: SectionKey[] =
    input.documentType === 'resume'
      ? ['contact', 'summary', 'experience', 'education', 'skills']
      : input.documentType === 'portfolio'
        ? ['contact', 'summary', 'projects', 'skills']
        : [];
  const sections = wanted
    ? {
        found: sectionKeys.filter((key) => facts.sections[key]).map((key) => sectionLabels[key]),
        missing: sectionKeys.filter((key) => !facts.sections[key]).map((key) => sectionLabels[key]),
      }
    : { found: (Object.keys(facts.sections) as SectionKey[]).map((key) => sectionLabels[key]), missing: [] };

  const byGain = [...findings]
    .filter((finding) => finding.status !== 'good')
    .map((finding) => ({ finding, gain: overallGain(finding, maxBySubScore[finding.subScore]) }))
    .sort((a, b) => b.gain - a.gain || a.finding.id.localeCompare(b.finding.id));
  const suggestions: Suggestion[] = byGain.map(({ finding, gain }) => ({
    priority: finding.status === 'problem' && gain >= 4 ? 'high' : gain >= 2 ? 'medium' : 'low',
    category: finding.category,
    suggestion: suggestionText(finding),
    impact: `Up to +${gain} point${gain === 1 ? '' : 's'} overall (${finding.subScore[0].toUpperCase()}${finding.subScore.slice(1)} ${Math.round(finding.points)}/${finding.maxPoints})`,
  }));

  const strengths = findings.filter((finding) => finding.status === 'good').map((finding) => `${finding.title}: ${finding.detail}`);
  const weaknesses = findings.filter((finding) => finding.status !== 'good').map((finding) => `${finding.title}: ${finding.detail}`);
  const formattingIssues = findings
    .filter((finding) => finding.subScore === 'formatting' && finding.status !== 'good')
    .map((finding) => `${finding.title}: ${finding.detail}`);
  const feedback: FeedbackItem[] = findings.map((finding) => ({
    type: finding.status === 'good' ? 'positive' : finding.status === 'warning' ? 'warning' : 'negative',
    title: finding.title,
    description: finding.evidence.length ? `${finding.detail} e.g. "${finding.evidence[0]}"` : finding.detail,
  }));

  const jobKeywords = match
    ? { found: match.requirementsMet.map((met) => met.requirement), missing: match.requirementsMissing }
    : { found: [], missing: [] };
  return {
    readable: true,
    documentType: input.documentType,
    score,
    label: scoreLabel(score),
    colour: scoreColour(score),
    verdict: resumeVerdict(score),
    subScores,
    parseQuality,
    words: facts.wordCount,
    sections,
    keywords: {
      score: subScores.keywords,
      found: [...typeKeywordResult.found, ...jobKeywords.found],
      missing: [...typeKeywordResult.missing, ...jobKeywords.missing],
    },
    formatting: { score: subScores.formatting, issues: formattingIssues },
    findings,
    strengths,
    weaknesses,
    suggestions,
    feedback,
    match,
  };
};
