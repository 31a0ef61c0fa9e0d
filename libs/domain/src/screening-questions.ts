/** Asked on every application after the job's own questions. */
export const alwaysAskedQuestions = [
  'Have you ever worked with this company before?',
  'Do you have reliable transportation?',
  'You understand if you are not able to uphold the answers to the questions asked you could be released from your position',
] as const;

export const applicationScreeningQuestions = (jobQuestions: readonly string[]): string[] => [
  ...jobQuestions,
  ...alwaysAskedQuestions,
];
