/** Company profiles, looked up by name in the Company Research hub. */
import { model, Schema } from 'mongoose';
import { candidatePrefixLength, companyNameTokens, normalizeCompanyName } from '@jobboard/domain';
import { applyJsonShape } from '../json-shape';

const companyProfileSchema = new Schema({
  name: { type: String, required: true, trim: true, maxlength: 200 },
  // The name normalised (case, accents, punctuation: normalizeCompanyName): one profile per company.
  nameKey: { type: String, required: true, unique: true },
  // The first letters of each word of the name: the research hub's indexed candidate lookup,
  // which the typo-tolerant ranking (company-match.ts) then orders.
  searchPrefixes: { type: [String], default: [] },
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
companyProfileSchema.pre('validate', function () {
  this.nameKey = normalizeCompanyName(this.name ?? '');
  this.searchPrefixes = [...new Set(companyNameTokens(this.name ?? '').map((token) => token.slice(0, candidatePrefixLength)))];
});
companyProfileSchema.index({ searchPrefixes: 1 });
applyJsonShape(companyProfileSchema, ['nameKey', 'searchPrefixes']);
export const CompanyProfileModel = model('CompanyProfile', companyProfileSchema);
