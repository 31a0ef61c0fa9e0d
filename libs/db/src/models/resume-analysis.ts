/** The results of the basic (traditional) resume analysis. */
import { model, Schema } from 'mongoose';
import { applyJsonShape } from '../json-shape';

const resumeAnalysisSchema = new Schema(
  {
    filename: { type: String, required: true, maxlength: 255 },
    score: { type: Number, required: true, min: 0, max: 100 },
    feedback: {
      type: [{ _id: false, type: { type: String }, title: String, description: String }],
      default: [],
    },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
applyJsonShape(resumeAnalysisSchema);
export const ResumeAnalysisModel = model('ResumeAnalysis', resumeAnalysisSchema);
