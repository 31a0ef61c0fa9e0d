export { VeteranSignupForm } from './veteran-signup-form';
export { VeteranProfileSections, type VeteranProfileSectionsProps } from './profile-sections';
export {
  checkProfileUpdate,
  profileValuesOf,
  veteranProfileFieldOrder,
  type VeteranProfileValues,
} from './profile-values';
export { availabilityLabels } from './signup-options';
