import { model, Schema } from 'mongoose';
import {
  answerFrameworks,
  documentTypes,
  interviewQuestionCategories,
  questionDifficulties,
} from '@jobboard/contracts';
import { applyJsonShape } from '../json-shape';

const companyProfileSchema = new Schema({
  name: { type: String, required: true, trim: true, maxlength: 200 },
  // Lower-cased name for the exact, indexed lookup of the research hub.
  nameKey: { type: String, required: true, unique: true },
  industry: { type: String, required: true, maxlength: 100 },
  location: { type: String, required: true, maxlength: 200 },
  employees: { type: String, maxlength: 50 },
  revenue: { type: String, maxlength: 50 },
  rating: { type: Number, min: 0, max: 5 },
  founded: { type: String, maxlength: 10 },
  overview: { type: String, maxlength: 5000 },
  values: { type: [String], default: [] },
  benefits: { type: [String], default: [] },
  interviewProcess: { type: [String], default: [] },
  commonQuestions: { type: [String], default: [] },
  culture: { type: String, maxlength: 5000 },
});
applyJsonShape(companyProfileSchema, ['nameKey']);
export const CompanyProfileModel = model('CompanyProfile', companyProfileSchema);

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

const careerArticleSchema = new Schema(
  {
    title: { type: String, required: true, unique: true, maxlength: 300 },
    category: { type: String, required: true, maxlength: 100 },
    readTime: { type: String, maxlength: 50 },
    excerpt: { type: String, maxlength: 1000 },
    content: { type: String, maxlength: 50_000 },
    imageUrl: { type: String, maxlength: 500 },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
careerArticleSchema.index({ createdAt: -1 });
applyJsonShape(careerArticleSchema);
export const CareerArticleModel = model('CareerArticle', careerArticleSchema);

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

const documentAnalysisSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User' },
    documentType: { type: String, required: true, enum: documentTypes },
    fileName: { type: String, required: true, maxlength: 255 },
    filePath: { type: String, maxlength: 500 },
    originalText: { type: String, select: false },
    analysis: { type: Schema.Types.Mixed, required: true },
    suggestions: { type: Schema.Types.Mixed, default: [] },
    score: { type: Number, required: true, min: 0, max: 100 },
    status: { type: String, default: 'completed' },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
documentAnalysisSchema.index({ userId: 1, createdAt: -1 });
applyJsonShape(documentAnalysisSchema, ['originalText']);
export const DocumentAnalysisModel = model('DocumentAnalysis', documentAnalysisSchema);
