export { FairChanceAttestationForm, type FairChanceAttestationFormProps } from './fair-chance-attestation-form';
export { FairChanceRenewalBanner, type FairChanceRenewalBannerProps } from './fair-chance-renewal-banner';
