import { model, Schema } from 'mongoose';
import {
  availabilities,
  experienceLevels,
  jobSeekerEducationLevels,
  jobSeekerIndustries,
  jobTypes,
  languageCodes,
  salaryExpectationBands,
} from '@jobboard/contracts';
import { applyJsonShape } from '../json-shape';

/** A job seeker account: the User fields plus its signup profile. */
const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    // When the owner confirmed the address from the emailed link; unset again when the address changes.
    emailVerifiedAt: { type: Date },
    passwordHash: { type: String, required: true, select: false },
    firstName: { type: String, required: true, trim: true, maxlength: 100 },
    lastName: { type: String, required: true, trim: true, maxlength: 100 },
    profileImageUrl: { type: String, maxlength: 500 },
    preferredLanguage: { type: String, enum: languageCodes, default: 'en' },
    phone: { type: String, trim: true, maxlength: 30 },
    location: { type: String, trim: true, maxlength: 200 },
    experienceLevel: { type: String, enum: experienceLevels },
    currentJobTitle: { type: String, trim: true, maxlength: 200 },
    industry: { type: String, enum: jobSeekerIndustries },
    skills: { type: [{ type: String, trim: true, maxlength: 100 }], default: [] },
    education: { type: String, enum: jobSeekerEducationLevels },
    profileSummary: { type: String, trim: true, maxlength: 5000 },
    preferredJobTypes: { type: [String], enum: jobTypes, default: [] },
    salaryExpectation: { type: String, enum: salaryExpectationBands },
    relocateWilling: { type: Boolean, default: false },
    availability: { type: String, enum: availabilities },
    linkedinUrl: { type: String, trim: true, maxlength: 500 },
    resumeUrl: { type: String, trim: true, maxlength: 255 },
    // An admin may deactivate the account: it cannot sign in and its sessions stop counting.
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true },
);
applyJsonShape(userSchema, ['passwordHash']);

export const UserModel = model('User', userSchema);
