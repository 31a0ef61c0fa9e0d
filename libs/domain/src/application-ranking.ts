import type { ExperienceLevel, QualificationExplanation } from '@jobboard/contracts';
import { applicationScreeningQuestions } from './application-rules';
import { scoreQualification, veteranBonus } from './qualification-score';
import { displayedScore } from './score';

/** The job as ranking reads it. */
export interface JobToRank {
  title: string;
  experience: ExperienceLevel;
  requirements: readonly string[];
  description?: string;
  /** The job's own questions (the always-asked ones are added here). */
  screeningQuestions: readonly string[];
}

/** The application as ranking reads it. */
export interface ApplicationToRank {
  resumeText?: string | null;
  coverLetter?: string | null;
  /** The questions as asked, when they were kept with the application; else the job's current ones. */
  screeningQuestions?: readonly string[] | null;
  screeningResponses: readonly string[];
  /** A registered veteran applied (the application carries a veteran profile). */
  isVeteran: boolean;
}

/** What is stored on an application so the employer's lists can sort and explain. */
export interface ApplicationRanking {
  qualificationScore?: number;
  veteranBonus: number;
  /** qualificationScore + veteranBonus: what the ranked list sorts by. */
  rankScore: number;
  explanation: QualificationExplanation;
}

/** Scores an application against its job and adds the veteran bonus: the one way every service ranks. */
export const rankApplication = (job: JobToRank, application: ApplicationToRank, options?: { now?: Date }): ApplicationRanking => {
  const questions = application.screeningQuestions?.length
    ? application.screeningQuestions
    : applicationScreeningQuestions(job.screeningQuestions);
  const screening = questions.map((question, index) => ({ question, answer: application.screeningResponses[index] ?? '' }));
  const { qualificationScore, explanation } = scoreQualification(
    job,
    { resumeText: application.resumeText ?? undefined, coverLetter: application.coverLetter ?? undefined, screening },
    options,
  );
  const bonus = veteranBonus({ isVeteran: application.isVeteran });
  return { qualificationScore, veteranBonus: bonus, rankScore: displayedScore({ qualificationScore, veteranBonus: bonus }), explanation };
};
