import {
  answerAssistantQuestion,
  assistantDefaultReply,
  assistantGreeting,
  assistantReplyDelayMs,
  cannedAssistantAnswers,
  quickHelpCategories,
} from './assistant';

const jobAnswer = answerAssistantQuestion('job');
const resumeAnswer = answerAssistantQuestion('resume');
const billingAnswer = answerAssistantQuestion('billing');
const veteranAnswer = answerAssistantQuestion('veteran');
const helpAnswer = answerAssistantQuestion('help');

describe('the help assistant', () => {
  it('replies after 800 ms and greets as the Real Opportunities Assistant', () => {
    expect(assistantReplyDelayMs).toBe(800);
    expect(assistantGreeting).toContain('Real Opportunities Assistant');
  });

  it('has a canned answer for every quick-help question', () => {
    const questions = quickHelpCategories.flatMap((category) => category.questions);
    expect(quickHelpCategories.map((category) => category.label)).toEqual([
      'Job Search',
      'Resume Help',
      'Billing & Plans',
      'Veteran Services',
      'Account Help',
    ]);
    for (const question of questions) {
      expect(answerAssistantQuestion(question)).toBe(cannedAssistantAnswers[question.toLowerCase().replace(/\?$/, '')]);
    }
    expect(new Set(questions.map(answerAssistantQuestion)).size).toBe(questions.length);
  });

  describe('when the message is a canned question', () => {
    it('answers it exactly, whatever the case, spacing or closing punctuation', () => {
      const answer = cannedAssistantAnswers['what payment methods do you accept'];
      expect(answerAssistantQuestion('What payment methods do you accept?')).toBe(answer);
      expect(answerAssistantQuestion('  WHAT PAYMENT   methods do you accept  ')).toBe(answer);
      expect(answer).toMatch(/Visa, MasterCard, American Express and Discover/);
    });

    it('answers a canned question found inside a longer message', () => {
      expect(answerAssistantQuestion('Hello! How do I cancel my subscription? Thanks')).toBe(
        cannedAssistantAnswers['how do i cancel my subscription'],
      );
    });

    it('prefers the canned answer over a keyword the question also contains', () => {
      // "jobs" would fall back to the job search answer; the canned entry wins.
      expect(answerAssistantQuestion('What are second chance jobs?')).toBe(cannedAssistantAnswers['what are second chance jobs']);
      expect(answerAssistantQuestion('What are second chance jobs?')).not.toBe(jobAnswer);
    });
  });

  describe('when no canned question matches, it falls back by keyword', () => {
    it.each([
      ['job', 'Any remote job openings', jobAnswer],
      ['search', 'Where can I search', jobAnswer],
      ['resume', 'Can you look at my resume', resumeAnswer],
      ['cv', 'Is my CV any good', resumeAnswer],
      ['price', 'What is the price', billingAnswer],
      ['cost', 'How much does posting cost', billingAnswer],
      ['billing', 'Question about billing', billingAnswer],
      ['veteran', 'I am a veteran', veteranAnswer],
      ['military', 'I served in the military', veteranAnswer],
      ['help', 'Can you help me', helpAnswer],
      ['support', 'I need support', helpAnswer],
    ])('"%s": %s', (_keyword, message, answer) => {
      expect(answerAssistantQuestion(message)).toBe(answer);
    });

    it('gives five different answers, none of them the default', () => {
      const answers = [jobAnswer, resumeAnswer, billingAnswer, veteranAnswer, helpAnswer];
      expect(new Set(answers).size).toBe(5);
      expect(answers).not.toContain(assistantDefaultReply);
    });

    it.each([
      ['job before resume', 'my resume for this job', jobAnswer],
      ['search before billing', 'search the billing history', jobAnswer],
      ['resume before price', 'the price of a resume review', resumeAnswer],
      ['billing before veteran', 'veteran billing discount', billingAnswer],
      ['veteran before help', 'help for military families', veteranAnswer],
    ])('in the spec order: %s', (_order, message, answer) => {
      expect(answerAssistantQuestion(message)).toBe(answer);
    });
  });

  describe('the facts it states', () => {
    it('names the job filters', () => {
      expect(jobAnswer).toMatch(/location/);
      expect(jobAnswer).toMatch(/full-time, part-time or contract/);
      expect(jobAnswer).toMatch(/entry, mid or senior/);
      expect(jobAnswer).toMatch(/salary range, industry and company size/);
    });

    it('scores resumes from 0 to 100', () => {
      expect(resumeAnswer).toMatch(/from 0 to 100/);
    });

    it('quotes the employer plans and pay-per-post price', () => {
      expect(billingAnswer).toMatch(/Starter at \$49\/month with 5 job posts/);
      expect(billingAnswer).toMatch(/Professional at \$199\/month with 15 job posts/);
      expect(billingAnswer).toMatch(/Enterprise at \$499\/month with unlimited job posts/);
      expect(billingAnswer).toMatch(/\$99 per job/);
    });

    it('keeps access to the end of the billing period, with no cancellation fees', () => {
      expect(cannedAssistantAnswers['how do i cancel my subscription']).toMatch(/no cancellation fees/);
      expect(cannedAssistantAnswers['how do i cancel my subscription']).toMatch(/end of your current billing period/);
    });

    it('promises support replies within 24 hours on business days', () => {
      expect(helpAnswer).toMatch(/within 24 hours on business days/);
    });

    it('lists the veteran profile fields', () => {
      expect(veteranAnswer).toMatch(
        /military occupation, rank, deployments, security clearance level and status, specialized training, leadership experience and technical skills/,
      );
    });
  });

  describe('otherwise', () => {
    it('asks for a more specific question and points to "help"', () => {
      expect(answerAssistantQuestion('What is the weather like?')).toBe(assistantDefaultReply);
      expect(assistantDefaultReply).toMatch(/more specific/);
      expect(assistantDefaultReply).toMatch(/job searching, resume analysis, billing and plans, or veteran services/);
      expect(assistantDefaultReply).toContain('Type "help"');
    });

    it('gives the default reply to a blank message instead of matching every canned question', () => {
      expect(answerAssistantQuestion('')).toBe(assistantDefaultReply);
      expect(answerAssistantQuestion('   \n\t ')).toBe(assistantDefaultReply);
      expect(answerAssistantQuestion('?')).toBe(assistantDefaultReply);
    });
  });
});
