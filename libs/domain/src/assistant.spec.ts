import { payPerPostPriceCents, subscriptionPlanCatalog } from '@jobboard/contracts';
import {
  answerAssistantQuestion,
  assistantAnswerOf,
  assistantDefaultReply,
  assistantGreeting,
  assistantReplyDelayMs,
  assistantTopics,
  cannedAssistantAnswers,
  cannedAssistantTopics,
  quickHelpCategories,
  routeAssistantQuestion,
  type AssistantTopic,
} from './assistant';
import { labelledAssistantQuestions } from './assistant-labelled-questions';

describe('the help assistant', () => {
  it('replies after 800 ms and greets as the Real Opportunities Assistant', () => {
    expect(assistantReplyDelayMs).toBe(800);
    expect(assistantGreeting).toContain('Real Opportunities Assistant');
  });

  it('has a canned answer for every quick-help question, each a different one', () => {
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

  it('gives every topic its own answer, none of them the default', () => {
    const answers = assistantTopics.map(assistantAnswerOf);
    expect(new Set(answers).size).toBe(assistantTopics.length);
    expect(answers).not.toContain(assistantDefaultReply);
  });

  describe('routing a question to its topic', () => {
    it('answers a canned question exactly, whatever the case, spacing or closing punctuation', () => {
      const answer = cannedAssistantAnswers['what payment methods do you accept'];
      expect(answerAssistantQuestion('What payment methods do you accept?')).toBe(answer);
      expect(answerAssistantQuestion('  WHAT PAYMENT   methods do you accept  ')).toBe(answer);
      expect(answer).toMatch(/Visa, MasterCard, American Express and Discover/);
    });

    it('answers a canned question found inside a longer message', () => {
      expect(routeAssistantQuestion('Hello! How do I cancel my subscription? Thanks')).toEqual({
        topic: 'cancel-subscription',
        answer: cannedAssistantAnswers['how do i cancel my subscription'],
        by: 'canned',
      });
    });

    it('sends the price of posting a job to the plans, not to job search', () => {
      const route = routeAssistantQuestion('How much does it cost to post a job?');
      expect(route.topic).toBe('employer-plans');
      expect(routeAssistantQuestion('how much is it to list a job with you').topic).toBe('employer-plans');
      expect(route.answer).not.toBe(assistantAnswerOf('job-search'));
    });

    it('routes the labelled questions to their topics (precision over the whole set)', () => {
      const routed = labelledAssistantQuestions.map(([question, expected]) => ({ question, expected, got: routeAssistantQuestion(question).topic }));
      const misrouted = routed.filter(({ expected, got }) => expected !== got);
      // Precision per topic: of the questions routed to a topic, how many belong there.
      const precision = assistantTopics
        .map((topic) => {
          const toTopic = routed.filter(({ got }) => got === topic);
          return { topic, routed: toTopic.length, right: toTopic.filter(({ expected }) => expected === topic).length };
        })
        .filter(({ routed: count }) => count > 0);
      console.info(
        `assistant routing: ${routed.length - misrouted.length}/${routed.length} labelled questions on their topic\n` +
          precision.map(({ topic, routed: count, right }) => `  ${topic}: precision ${right}/${count}`).join('\n'),
      );
      expect(misrouted).toEqual([]);
    });

    it('labels questions for employers, veterans and second-chance job seekers alike', () => {
      const topics = new Set(labelledAssistantQuestions.map(([, topic]) => topic));
      const groups: Record<string, readonly AssistantTopic[]> = {
        employers: ['employer-plans', 'posting-a-job', 'payment-methods', 'cancel-subscription', 'fair-chance-employer'],
        veterans: ['veteran-profile', 'military-skills', 'veteran-recommendations', 'veteran-priority'],
        secondChance: ['second-chance'],
      };
      for (const group of Object.values(groups)) for (const topic of group) expect(topics).toContain(topic);
      // Every canned question names a topic the routing knows.
      for (const topic of Object.values(cannedAssistantTopics)) expect(assistantTopics).toContain(topic);
    });
  });

  describe('the facts it states', () => {
    it('names the job filters', () => {
      const jobAnswer = assistantAnswerOf('job-search');
      expect(jobAnswer).toMatch(/location/);
      expect(jobAnswer).toMatch(/salary range, industry and company size/);
    });

    it('scores resumes from 0 to 100 and states no timing it cannot keep', () => {
      expect(assistantAnswerOf('resume-analysis')).toMatch(/from 0 to 100/);
      expect(assistantAnswerOf('resume-analysis')).not.toMatch(/seconds/);
    });

    it('quotes every active plan and the pay-per-post price from the plan data', () => {
      const answer = answerAssistantQuestion('How much does it cost to post a job?');
      for (const plan of subscriptionPlanCatalog.filter(({ isActive }) => isActive)) {
        expect(answer).toContain(`${plan.name} at $${plan.price / 100}/month with ${plan.jobPostLimit ?? 'unlimited'} job posts`);
      }
      expect(answer).toContain(`$${payPerPostPriceCents / 100} for a single post`);
      expect(answer).toMatch(/Starter at \$49\/month with 5 job posts/);
    });

    it('tells employers the real second-chance control: the attestation in Company Settings', () => {
      expect(answerAssistantQuestion('How do I mark my jobs as second chance?')).toMatch(/Company Settings under Fair-chance hiring/);
    });

    it('tells veterans how their MOS is translated and why a job was recommended', () => {
      expect(answerAssistantQuestion('How are my military skills translated?')).toMatch(/MOS, rating or AFSC/);
      expect(answerAssistantQuestion('How are jobs recommended to me?')).toMatch(/Each card says why it was picked/);
    });

    it('keeps access to the end of the billing period, with no cancellation fees', () => {
      expect(cannedAssistantAnswers['how do i cancel my subscription']).toMatch(/no cancellation fees/);
      expect(cannedAssistantAnswers['how do i cancel my subscription']).toMatch(/end of your current billing period/);
    });

    it('promises support replies within 24 hours on business days', () => {
      expect(assistantAnswerOf('help')).toMatch(/within 24 hours on business days/);
    });
  });

  describe('otherwise', () => {
    it('asks for a more specific question and points to "help"', () => {
      expect(routeAssistantQuestion('What is the weather like?')).toEqual({ answer: assistantDefaultReply, by: 'none' });
      expect(assistantDefaultReply).toMatch(/more specific/);
      expect(assistantDefaultReply).toContain('Type "help"');
    });

    it('gives the default reply to a blank message instead of matching every canned question', () => {
      expect(answerAssistantQuestion('')).toBe(assistantDefaultReply);
      expect(answerAssistantQuestion('   \n\t ')).toBe(assistantDefaultReply);
      expect(answerAssistantQuestion('?')).toBe(assistantDefaultReply);
    });
  });
});
