/** Career tools: document analysis, interview practice and advice. */

export const documentTypes = ['resume', 'cover_letter', 'portfolio', 'other'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const feedbackTypes = ['positive', 'warning', 'negative'] as const;
export const suggestionPriorities = ['high', 'medium', 'low'] as const;
export const interviewQuestionCategories = ['behavioral', 'technical', 'mock'] as const;
export type InterviewQuestionCategory = (typeof interviewQuestionCategories)[number];
export const questionDifficulties = ['easy', 'medium', 'hard'] as const;
export type QuestionDifficulty = (typeof questionDifficulties)[number];
export const answerFrameworks = ['STAR', 'none'] as const;
export type AnswerFramework = (typeof answerFrameworks)[number];
export const careerTopics = ['skill-development', 'career-transition', 'leadership', 'work-life-balance'] as const;
export type CareerTopic = (typeof careerTopics)[number];
