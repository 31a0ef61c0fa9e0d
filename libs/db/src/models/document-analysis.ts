/** The results of the AI document analyzer; the extracted text is never selected by default. */
import { model, Schema } from 'mongoose';
import { documentTypes } from '@jobboard/contracts';
import { applyJsonShape } from '../json-shape';

const documentAnalysisSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User' },
    veteranId: { type: Schema.Types.ObjectId, ref: 'Veteran' },
    documentType: { type: String, required: true, enum: documentTypes },
    fileName: { type: String, required: true, maxlength: 255 },
    filePath: { type: String, maxlength: 500 },
    originalText: { type: String, select: false },
    analysis: { type: Schema.Types.Mixed, required: true },
    suggestions: { type: Schema.Types.Mixed, default: [] },
    score: { type: Number, required: true, min: 0, max: 100 },
    status: { type: String, default: 'completed' },
    /** The whole report (findings, sub-scores, match), never the file: what the PDF report is made from. */
    report: { type: Schema.Types.Mixed },
    /** SHA-256 of the key a guest's answer carried, for the guest's report link. */
    accessKeyHash: { type: String, select: false },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
documentAnalysisSchema.index({ userId: 1, createdAt: -1 });
documentAnalysisSchema.index({ veteranId: 1, createdAt: -1 });
applyJsonShape(documentAnalysisSchema, ['originalText', 'accessKeyHash']);
export const DocumentAnalysisModel = model('DocumentAnalysis', documentAnalysisSchema);
