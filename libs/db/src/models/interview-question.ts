/** The Interview Prep question bank. */
import { model, Schema } from 'mongoose';
import { answerFrameworks, interviewQuestionCategories, questionDifficulties } from '@jobboard/contracts';
import { applyJsonShape } from '../json-shape';

const interviewQuestionSchema = new Schema({
  question: { type: String, required: true, maxlength: 1000 },
  category: { type: String, required: true, enum: interviewQuestionCategories },
  difficulty: { type: String, enum: questionDifficulties, default: 'medium' },
  industry: { type: String, maxlength: 100 },
  framework: { type: String, enum: answerFrameworks, default: 'none' },
  tips: { type: [String], default: [] },
});
interviewQuestionSchema.index({ category: 1 });
applyJsonShape(interviewQuestionSchema);
export const InterviewQuestionModel = model('InterviewQuestion', interviewQuestionSchema);
