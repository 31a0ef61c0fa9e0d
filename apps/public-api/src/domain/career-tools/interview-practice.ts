import type { InterviewQuestion, InterviewQuestionCategory, PracticeProgress, PracticeRecord, Role } from '@jobboard/contracts';
import { AppError } from '@jobboard/server-kit';
import { addPractice, findInterviewQuestions, findPracticeProgress, interviewQuestionExists } from '../../data-access/career-tools-repository';

/** The practice bank, filtered on the server by category when one is chosen. */
export const listInterviewQuestions = (category?: InterviewQuestionCategory): Promise<InterviewQuestion[]> => findInterviewQuestions(category);

/** One record per signed-in account: a job seeker and a veteran never share figures. */
const practiceKeyOf = (role: Role, accountId: string) => `${role}:${accountId}`;

export const readPracticeProgress = (role: Role, accountId: string): Promise<PracticeProgress> => findPracticeProgress(practiceKeyOf(role, accountId));

/** Counts a question practised (once however often) and the seconds spent on it. */
export const recordPractice = async (role: Role, accountId: string, { questionId, seconds }: PracticeRecord): Promise<PracticeProgress> => {
  if (!(await interviewQuestionExists(questionId))) throw AppError.notFound('This practice question no longer exists.');
  return addPractice(practiceKeyOf(role, accountId), questionId, seconds);
};
