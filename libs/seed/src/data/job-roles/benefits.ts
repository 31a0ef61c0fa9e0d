export const salariedBenefits = [
  'Medical, dental and vision insurance',
  '401(k) with a 4% company match',
  'Paid time off plus 11 paid holidays',
  'Tuition assistance up to $5,250 a year',
  'Paid parental leave',
  'Life and disability insurance',
  'Paid military leave and reserve duty pay differential',
] as const;
export const techBenefits = [
  'Medical, dental and vision with low premiums',
  '401(k) with a company match',
  'Flexible paid time off',
  '$2,000 yearly learning budget',
  'Home office stipend',
  'Paid parental leave',
  'Equity grant',
] as const;
export const hourlyBenefits = [
  'Weekly pay',
  'Medical, dental and vision after 30 days',
  'Paid time off that starts accruing on day one',
  'Overtime available at time-and-a-half',
  '401(k) with company match',
  'Shift differential for nights and weekends',
  'Paid training',
] as const;
export const tradesBenefits = [
  'Paid apprenticeship and licensing classes',
  'Company truck and fuel card for field roles',
  'Yearly tool allowance',
  'Medical, dental and vision',
  'Overtime at time-and-a-half',
  '401(k) with company match',
  'Boot and safety gear reimbursement',
] as const;
export const healthcareBenefits = [
  'Medical, dental and vision',
  'Paid continuing education and certification renewals',
  'Student loan repayment assistance',
  'Shift differentials for nights and weekends',
  '403(b) retirement plan with match',
  'Free parking',
  'Paid time off and sick leave',
] as const;
export const retailBenefits = [
  'Employee discount of 20%',
  'Flexible scheduling',
  'Paid time off for part-time associates',
  'Medical coverage at 30+ hours a week',
  'Weekly pay',
  'Tuition help for associates',
] as const;
export const kitchenBenefits = [
  'Free shift meal',
  'Weekly pay',
  'Medical coverage for full-time staff',
  'Paid time off',
  'Culinary training and a clear growth path',
  'Tips shared with the kitchen',
] as const;
export const hotelBenefits = [
  'Discounted hotel stays nationwide',
  'Medical, dental and vision',
  'Paid time off',
  'Free meals on shift',
  '401(k) with match',
  'Uniforms provided and cleaned',
] as const;
export const schoolBenefits = [
  'State pension plan',
  'Medical, dental and vision',
  'Summers and school holidays off',
  'Paid professional development',
  'Classroom supply stipend',
] as const;
