/** A signed-in job seeker's or veteran's interview practice figures (the progress card). */
import { model, Schema } from 'mongoose';

const interviewPracticeSchema = new Schema(
  {
    // "<role>:<account id>": one record per account, created by the first practice (upsert).
    _id: { type: String, required: true },
    // Distinct questions practised; bounded by the size of the question bank.
    questionIds: { type: [String], default: [] },
    secondsSpent: { type: Number, required: true, default: 0, min: 0 },
  },
  { timestamps: true },
);
export const InterviewPracticeModel = model('InterviewPractice', interviewPracticeSchema);
