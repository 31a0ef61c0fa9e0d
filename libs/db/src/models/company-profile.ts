/** Company profiles, looked up by name in the Company Research hub. */
import { model, Schema } from 'mongoose';
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
