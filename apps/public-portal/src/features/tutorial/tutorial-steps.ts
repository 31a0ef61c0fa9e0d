import {
  interviewDurations,
  searchRadiiMiles,
  languageCodes,
  languages,
  payPerPostPriceCents,
  subscriptionPlanCatalog,
  trialDays,
  trialPlanIds,
} from '@jobboard/contracts';
import { jobsPageSize, scoreBands } from '@jobboard/domain';

export type TutorialAudience = 'job-seekers' | 'employers';

interface TutorialStep {
  title: string;
  explanation: string;
  tips: readonly string[];
}

export interface TutorialTrack {
  audience: TutorialAudience;
  label: string;
  steps: readonly TutorialStep[];
}

const distances = `${searchRadiiMiles.slice(0, -1).join(', ')} or ${searchRadiiMiles[searchRadiiMiles.length - 1]}`;
const durations = `${interviewDurations.slice(0, -1).join(', ')} or ${interviewDurations[interviewDurations.length - 1]}`;
const listOf = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

// Figures read from the data they describe: the score bands and the plan catalog.
const bandSentence = scoreBands
  .map((band, index) =>
    index === 0 ? `${band.min} or more is ${band.label}` : band.min > 0 ? `${band.min} or more ${band.label}` : `below that ${band.label}`,
  )
  .join(', ');
const colourRanges = (['green', 'yellow', 'red'] as const).map((colour) => {
  const mins = scoreBands.filter((band) => band.colour === colour).map((band) => band.min);
  const low = Math.min(...mins);
  const above = scoreBands.filter((band) => band.min > Math.max(...mins)).map((band) => band.min);
  const high = above.length ? Math.min(...above) - 1 : 100;
  return high === 100 ? `${low} and above in ${colour}` : low === 0 ? `below ${high + 1} in ${colour}` : `${low} to ${high} in ${colour}`;
});
const dollars = (cents: number) => `$${cents / 100}`;
const activePlans = subscriptionPlanCatalog.filter((plan) => plan.isActive);
const planSentence = activePlans
  .map((plan) => `${plan.name} at ${dollars(plan.price)}/month (${plan.jobPostLimit ? `up to ${plan.jobPostLimit}` : 'unlimited'} job posts)`)
  .join(', ');
const trialPlanNames = activePlans.filter((plan) => trialPlanIds.includes(plan.id)).map((plan) => plan.name);

const jobSeekerSteps: readonly TutorialStep[] = [
  {
    title: 'Search for Jobs',
    explanation: `Start from the search box on the home page or open Find Jobs from the header. Enter a job title or keywords and a location; results come ${jobsPageSize} to a page, most recent first.`,
    tips: [
      'Use the filter panel to narrow results by job type (full-time, part-time, contract or remote), experience level and salary range.',
      `Set how far you are willing to travel: ${distances} miles, or any distance (the nearest first). The default is 25.`,
      'Sort by most recent, most relevant, highest salary or nearest to you.',
      'Clear All puts every filter back to its default when your search gets too narrow.',
    ],
  },
  {
    title: 'Explore Second-Chance Jobs',
    explanation:
      'Second-chance employers welcome people with a criminal record or gaps in their work history, and judge them on their skills today. Their jobs carry a second-chance marker in search results, and the Second Chance page lists them all in one place.',
    tips: [
      'Open Second Chance from the header to see only inclusive employers.',
      'Narrow that list by job title, location and job type.',
      'Be ready to speak briefly and honestly about your past, then turn the conversation to your skills and what you have done since.',
    ],
  },
  {
    title: 'Analyze Your Resume',
    explanation:
      'Before you apply, upload your resume on the Resume page. You get a score out of 100 with specific feedback, and the result shows how long reading and analysing your file took.',
    tips: [
      'The resume check takes PDF, DOC or DOCX files up to 5 MB. The AI Document Analyzer also reads TXT files up to 10 MB, and cover letters and portfolios as well as resumes.',
      `A score of ${bandSentence}; the message beside your score always matches its label.`,
      'Fix high-priority suggestions first: missing keywords and formatting problems stop applicant tracking systems from reading your resume.',
      'Quantify your achievements (for example "cut shipping errors by 20%") and tailor your resume to each job.',
    ],
  },
  {
    title: 'Apply with Your Resume',
    explanation:
      'Press Apply on any job. You need only your name and email, no account, plus your resume. You can add supporting documents and a cover letter, then answer the screening questions.',
    tips: [
      'Your resume must be a PDF, DOC or DOCX file of up to 5 MB. Supporting documents can also be JPG or PNG images.',
      'Answer every screening question. Besides the employer’s own questions, every application asks whether you have worked for the company before and whether you have reliable transportation.',
      'The final question is mandatory: type "I understand" to acknowledge that you could be released from the position if you cannot uphold your answers.',
      'Choose your preferred language so the employer knows how best to reach you.',
    ],
  },
  {
    title: 'Track Applications and Follow Up',
    explanation:
      'The My Applications tab on the Resume page lists every application with its status, the date you applied and how many days have passed since.',
    tips: [
      'Each application starts as Pending. The employer then marks it Reviewed, Shortlisted, and finally Hired or Rejected.',
      'When a Follow-up Available badge appears, send a short, polite follow-up. We pre-fill a message you can edit before sending.',
      'Read the employer’s notes: they often tell you the next step.',
      'Keep applying while you wait. Several open applications beat waiting on one answer.',
    ],
  },
  {
    title: 'Prepare for Interviews',
    explanation:
      'Interview Prep has practice questions in three groups: common questions, industry-specific questions and mock interviews. Move through them at your own pace, skipping any you want to come back to.',
    tips: [
      'Answer behavioral questions with the STAR method: Situation, Task, Action, Result.',
      'Keep each answer to one or two minutes.',
      'Look the company up in Company Research first: its values, culture, benefits and interview process.',
      'Prepare two or three questions of your own to ask the interviewer.',
    ],
  },
  {
    title: 'Use Your Preferred Language',
    explanation: `Real Opportunities offers ${languageCodes.length} languages. English is the default; choose the language you prefer when you sign up or apply, and employers will see it with your application.`,
    tips: [
      `Languages include ${[languages.es, languages.fr, languages.zh, languages.ar, languages.hi, languages.vi].join(', ')} and more.`,
      'You can choose a different language for each application.',
      'Need help at any point? Open the assistant with the round button at the bottom right of every page.',
    ],
  },
];

const employerSteps: readonly TutorialStep[] = [
  {
    title: 'Create Your Employer Account',
    explanation:
      'Register your company with a contact name, location, industry and company size. New accounts start as Pending Verification while we confirm your business; your dashboard shows Verified once that is done.',
    tips: [
      'Add your website and a short company description so candidates know who they would be working for.',
      'New applications arrive as notifications on your dashboard, so check it regularly.',
      'Sign in on the Employer Login page to reach your dashboard at any time.',
    ],
  },
  {
    title: 'Choose a Plan',
    explanation: `Pick the plan that fits how often you hire: ${planSentence}. Prefer not to subscribe? Buy single job posts at ${dollars(payPerPostPriceCents)} each.`,
    tips: [
      `${listOf(trialPlanNames)} ${trialPlanNames.length === 1 ? 'starts' : 'start'} with the first ${trialDays} days free, once per company.`,
      'Change plans any time without cancelling: an upgrade starts as soon as its charge is paid, a downgrade at the end of the billing period.',
      'Pay securely by card: Visa, MasterCard, American Express or Discover.',
      'The Billing page shows your current plan, recent payments and monthly statements.',
      'There are no cancellation fees, and you keep access until the end of the billing period.',
    ],
  },
  {
    title: 'Post a Job',
    explanation:
      'From your dashboard, open Post New Job and describe the role: title, location, type, experience, schedule, description, requirements, responsibilities and benefits. The job goes live as soon as you post it.',
    tips: [
      'Add up to 10 screening questions of your own. A mandatory final question is always added: candidates confirm they understand they could be released if they cannot uphold their answers.',
      'Show a salary range (hourly or yearly) so candidates can decide quickly whether the job fits.',
      'Your jobs carry the second-chance marker, and appear on the Second Chance page, while your company’s fair-chance attestation is current: tick the practices you follow under Fair-chance hiring in Company Settings.',
      'Each post uses one post from your plan or one purchased job credit.',
    ],
  },
  {
    title: 'Review Ranked Applications',
    explanation:
      'Applications arrive ranked. Each candidate’s qualification score plus any veteran bonus decides their place in the Pipeline tab, so the strongest matches are at the top.',
    tips: [
      `Scores of ${listOf(colourRanges)}.`,
      'A "Veteran +N" badge shows the bonus added for military service.',
      'Read the resume, supporting documents, cover letter and screening answers before you decide.',
      'Rate candidates from 0 to 5 and keep notes and a follow-up date on each one.',
    ],
  },
  {
    title: 'Update Application Status',
    explanation:
      'Keep candidates informed as you decide. Every application starts as Pending; move it to Reviewed, then Shortlisted, and finally Hired or Rejected.',
    tips: [
      'Use Update Status on an application and add notes for your team if useful.',
      'If you reject a candidate you can give a reason. It is shared with the candidate, so keep it constructive.',
      'Move candidates through the pipeline stages Applied, Screening, Interview, Offer, Hired or Rejected to see where everyone stands.',
    ],
  },
  {
    title: 'Schedule Interviews',
    explanation:
      'Choose Schedule Interview on an application, pick a weekday within the next 14 days and a time between 9:00 and 16:30, and choose a video, phone or in-person interview.',
    tips: [
      `Interviews last ${durations} minutes; 30 is the default.`,
      'The candidate receives an email with the interview details.',
      'Upcoming interviews are flagged on the Interviews tab, with a Join Meeting link for video calls.',
      'Afterwards, mark the interview completed, cancelled or no-show, and add feedback and a rating from 1 to 5.',
    ],
  },
];

/** The tutorial's two tracks: 7 job seeker steps, 6 employer steps. */
export const tutorialTracks: readonly TutorialTrack[] = [
  { audience: 'job-seekers', label: 'Job Seekers', steps: jobSeekerSteps },
  { audience: 'employers', label: 'Employers', steps: employerSteps },
];
