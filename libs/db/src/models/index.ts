import { AdminSessionModel, AdminUserModel, EmailPreferenceModel, LoginThrottleModel, SessionModel } from './accounts';
import { ApplicationModel } from './application';
import {
  BillingStatementModel,
  PaymentModel,
  ProcessedStripeEventModel,
  SubscriptionPlanModel,
} from './billing';
import {
  CareerArticleModel,
  CompanyProfileModel,
  DocumentAnalysisModel,
  InterviewQuestionModel,
  ResumeAnalysisModel,
} from './content';
import { EmployerModel } from './employer';
import { EmployerNotificationModel } from './employer-notification';
import { InterviewAvailabilityModel, InterviewModel } from './interview';
import { JobModel } from './job';
import { UserModel } from './user';
import { VeteranProfileModel } from './veteran-profile';

export {
  AdminSessionModel,
  AdminUserModel,
  ApplicationModel,
  BillingStatementModel,
  CareerArticleModel,
  CompanyProfileModel,
  DocumentAnalysisModel,
  EmailPreferenceModel,
  EmployerModel,
  EmployerNotificationModel,
  InterviewAvailabilityModel,
  InterviewModel,
  InterviewQuestionModel,
  JobModel,
  LoginThrottleModel,
  PaymentModel,
  ProcessedStripeEventModel,
  ResumeAnalysisModel,
  SessionModel,
  SubscriptionPlanModel,
  UserModel,
  VeteranProfileModel,
};

export const allModels = [
  AdminSessionModel,
  AdminUserModel,
  ApplicationModel,
  BillingStatementModel,
  CareerArticleModel,
  CompanyProfileModel,
  DocumentAnalysisModel,
  EmailPreferenceModel,
  EmployerModel,
  EmployerNotificationModel,
  InterviewAvailabilityModel,
  InterviewModel,
  InterviewQuestionModel,
  JobModel,
  LoginThrottleModel,
  PaymentModel,
  ProcessedStripeEventModel,
  ResumeAnalysisModel,
  SessionModel,
  SubscriptionPlanModel,
  UserModel,
  VeteranProfileModel,
] as const;
