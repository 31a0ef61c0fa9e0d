/** The results of the basic (traditional) resume analysis. */
import { model, Schema } from 'mongoose';
import { applyJsonShape } from '../json-shape';

const resumeAnalysisSchema = new Schema(
  {
    /** The signed-in job seeker or veteran who asked; neither for a guest (who holds the access key instead). */
    userId: { type: Schema.Types.ObjectId, ref: 'User' },
    veteranId: { type: Schema.Types.ObjectId, ref: 'Veteran' },
    filename: { type: String, required: true, maxlength: 255 },
    score: { type: Number, required: true, min: 0, max: 100 },
    feedback: {
      type: [{ _id: false, type: { type: String }, title: String, description: String }],
      default: [],
    },
    /** The whole report (findings, sub-scores, match), never the file or its text: what the PDF report is made from. */
    report: { type: Schema.Types.Mixed },
    /** SHA-256 of the key a guest's answer carried, for the guest's report link. */
    accessKeyHash: { type: String, select: false },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
resumeAnalysisSchema.index({ userId: 1, createdAt: -1 });
resumeAnalysisSchema.index({ veteranId: 1, createdAt: -1 });
applyJsonShape(resumeAnalysisSchema, ['accessKeyHash']);
export const ResumeAnalysisModel = model('ResumeAnalysis', resumeAnalysisSchema);
