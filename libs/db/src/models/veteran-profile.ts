import { model, Schema } from 'mongoose';
import {
  availabilities,
  jobTypes,
  militaryBranches,
  securityClearances,
  veteranEducationLevels,
} from '@jobboard/contracts';
import { applyJsonShape } from '../json-shape';
import { keepSearchWords } from '../search-words';

const veteranProfileSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    // When the owner confirmed the address from the emailed link; unset again when the address changes.
    emailVerifiedAt: { type: Date },
    passwordHash: { type: String, required: true, select: false },
    firstName: { type: String, required: true, trim: true, maxlength: 100 },
    lastName: { type: String, required: true, trim: true, maxlength: 100 },
    phone: { type: String, trim: true, maxlength: 30 },
    location: { type: String, trim: true, maxlength: 200 },
    militaryBranch: { type: String, required: true, enum: militaryBranches },
    rank: { type: String, trim: true, maxlength: 100 },
    serviceYears: { type: String, trim: true, maxlength: 50 },
    deployments: { type: [String], default: [] },
    securityClearance: { type: String, enum: securityClearances },
    mos: { type: String, trim: true, maxlength: 100 },
    skills: { type: [String], default: [] },
    certifications: { type: [String], default: [] },
    education: { type: String, enum: veteranEducationLevels },
    preferredJobTypes: { type: [String], enum: jobTypes, default: [] },
    salaryExpectation: { type: String, trim: true, maxlength: 100 },
    relocateWilling: { type: Boolean, default: false },
    // Only the file name is kept: the signup form uploads nothing.
    resumeUrl: { type: String, trim: true, maxlength: 255 },
    profileSummary: { type: String, trim: true, maxlength: 5000 },
    linkedinUrl: { type: String, trim: true, maxlength: 500 },
    availability: { type: String, enum: availabilities, default: 'immediately' },
    isActive: { type: Boolean, default: true },
    profileViews: { type: Number, default: 0, min: 0 },
  },
  { timestamps: true },
);
// Admin list: newest or by name, all or one branch; search by words.
veteranProfileSchema.index({ createdAt: -1, _id: -1 });
veteranProfileSchema.index({ militaryBranch: 1, createdAt: -1, _id: -1 });
veteranProfileSchema.index({ lastName: 1, firstName: 1, _id: 1 });
veteranProfileSchema.index({ militaryBranch: 1, lastName: 1, firstName: 1, _id: 1 });
keepSearchWords(veteranProfileSchema, ['firstName', 'lastName', 'email', 'militaryBranch', 'mos']);
applyJsonShape(veteranProfileSchema, ['passwordHash', 'searchWords']);

export const VeteranProfileModel = model('VeteranProfile', veteranProfileSchema);
