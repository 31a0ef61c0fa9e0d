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
import { text, type TextValues, type Translator } from '@jobboard/i18n';

export type TutorialAudience = 'job-seekers' | 'employers';

/** The translators a step's values are worded with: the portal's (`t`), the contracts' (`tc`) and the domain's (`td`). */
export interface StepTranslators {
  t: Translator['t'];
  tc: Translator['t'];
  td: Translator['t'];
}

/**
 * A step's texts are English marked with `text('…')`, shown with `t(…, values)`; `values` are the
 * figures they say (`{{name}}`), read from the data they describe and worded in the page's language.
 */
interface TutorialStep {
  title: string;
  explanation: string;
  tips: readonly string[];
  values?: (translators: StepTranslators) => TextValues;
}

export interface TutorialTrack {
  audience: TutorialAudience;
  label: string;
  steps: readonly TutorialStep[];
}

/** "a, b or c", "a, b and c" in the page's language. */
const listOf = (t: Translator['t'], items: readonly (string | number)[], last: 'or' | 'and' = 'and') =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last === 'or' ? t('or') : t('and')} ${items[items.length - 1]}`;

// Figures read from the data they describe: the score bands and the plan catalog.
const bandSentence = ({ t, td }: StepTranslators) =>
  scoreBands
    .map((band, index) =>
      index === 0
        ? t('{{min}} or more is {{label}}', { min: band.min, label: td(band.label) })
        : band.min > 0
          ? t('{{min}} or more {{label}}', { min: band.min, label: td(band.label) })
          : t('below that {{label}}', { label: td(band.label) }),
    )
    .join(', ');
const colourLabels = { green: text('green'), yellow: text('yellow'), red: text('red') } as const;
const colourRanges = (t: Translator['t']) =>
  (['green', 'yellow', 'red'] as const).map((colour) => {
    const mins = scoreBands.filter((band) => band.colour === colour).map((band) => band.min);
    const low = Math.min(...mins);
    const above = scoreBands.filter((band) => band.min > Math.max(...mins)).map((band) => band.min);
    const high = above.length ? Math.min(...above) - 1 : 100;
    const values = { low, high, limit: high + 1, colour: t(colourLabels[colour]) };
    return high === 100
      ? t('{{low}} and above in {{colour}}', values)
      : low === 0
        ? t('below {{limit}} in {{colour}}', values)
        : t('{{low}} to {{high}} in {{colour}}', values);
  });
const dollars = (cents: number) => `$${cents / 100}`;
const activePlans = subscriptionPlanCatalog.filter((plan) => plan.isActive);
const planSentence = ({ t, tc }: StepTranslators) =>
  activePlans
    .map((plan) =>
      t('{{plan}} at {{price}}/month ({{posts}} job posts)', {
        plan: tc(plan.name),
        price: dollars(plan.price),
        posts: plan.jobPostLimit ? t('up to {{limit}}', { limit: plan.jobPostLimit }) : t('unlimited'),
      }),
    )
    .join(', ');
const trialPlanNames = activePlans.filter((plan) => trialPlanIds.includes(plan.id)).map((plan) => plan.name);

const jobSeekerSteps: readonly TutorialStep[] = [
  {
    title: text('Search for Jobs'),
    values: ({ t }) => ({ pageSize: jobsPageSize, distances: listOf(t, searchRadiiMiles, 'or') }),
    explanation: text(
      'Start from the search box on the home page or open Find Jobs from the header. Enter a job title or keywords and a location; results come {{pageSize}} to a page, most recent first.',
    ),
    tips: [
      text('Use the filter panel to narrow results by job type (full-time, part-time, contract or remote), experience level and salary range.'),
      text('Set how far you are willing to travel: {{distances}} miles, or any distance (the nearest first). The default is 25.'),
      text('Sort by most recent, most relevant, highest salary or nearest to you.'),
      text('Clear All puts every filter back to its default when your search gets too narrow.'),
    ],
  },
  {
    title: text('Explore Second-Chance Jobs'),
    explanation:
      text('Second-chance employers welcome people with a criminal record or gaps in their work history, and judge them on their skills today. Their jobs carry a second-chance marker in search results, and the Second Chance page lists them all in one place.'),
    tips: [
      text('Open Second Chance from the header to see only inclusive employers.'),
      text('Narrow that list by job title, location and job type.'),
      text('Be ready to speak briefly and honestly about your past, then turn the conversation to your skills and what you have done since.'),
    ],
  },
  {
    title: text('Analyze Your Resume'),
    values: (translators) => ({ bands: bandSentence(translators) }),
    explanation:
      text('Before you apply, upload your resume on the Resume page. You get a score out of 100 with specific feedback, and the result shows how long reading and analysing your file took.'),
    tips: [
      text('The resume check takes PDF, DOC or DOCX files up to 5 MB. The AI Document Analyzer also reads TXT files up to 10 MB, and cover letters and portfolios as well as resumes.'),
      text('A score of {{bands}}; the message beside your score always matches its label.'),
      text('Fix high-priority suggestions first: missing keywords and formatting problems stop applicant tracking systems from reading your resume.'),
      text('Quantify your achievements (for example "cut shipping errors by 20%") and tailor your resume to each job.'),
    ],
  },
  {
    title: text('Apply with Your Resume'),
    explanation:
      text('Press Apply on any job. You need only your name and email, no account, plus your resume. You can add supporting documents and a cover letter, then answer the screening questions.'),
    tips: [
      text('Your resume must be a PDF, DOC or DOCX file of up to 5 MB. Supporting documents can also be JPG or PNG images.'),
      text('Answer every screening question. Besides the employer’s own questions, every application asks whether you have worked for the company before and whether you have reliable transportation.'),
      text('The final question is mandatory: type "I understand" to acknowledge that you could be released from the position if you cannot uphold your answers.'),
      text('Choose your preferred language so the employer knows how best to reach you.'),
    ],
  },
  {
    title: text('Track Applications and Follow Up'),
    explanation:
      text('The My Applications tab on the Resume page lists every application with its status, the date you applied and how many days have passed since.'),
    tips: [
      text('Each application starts as Pending. The employer then marks it Reviewed, Shortlisted, and finally Hired or Rejected.'),
      text('When a Follow-up Available badge appears, send a short, polite follow-up. We pre-fill a message you can edit before sending.'),
      text('Read the employer’s notes: they often tell you the next step.'),
      text('Keep applying while you wait. Several open applications beat waiting on one answer.'),
    ],
  },
  {
    title: text('Prepare for Interviews'),
    explanation:
      text('Interview Prep has practice questions in three groups: common questions, industry-specific questions and mock interviews. Move through them at your own pace, skipping any you want to come back to.'),
    tips: [
      text('Answer behavioral questions with the STAR method: Situation, Task, Action, Result.'),
      text('Keep each answer to one or two minutes.'),
      text('Look the company up in Company Research first: its values, culture, benefits and interview process.'),
      text('Prepare two or three questions of your own to ask the interviewer.'),
    ],
  },
  {
    title: text('Use Your Preferred Language'),
    values: () => ({
      languageCount: languageCodes.length,
      languages: [languages.es, languages.fr, languages.zh, languages.ar, languages.hi, languages.vi].join(', '),
    }),
    explanation: text(
      'Real Opportunities offers {{languageCount}} languages to choose from as your preferred language. English is the default; choose the language you prefer when you sign up or apply, and employers will see it with your application. The site itself reads in English and Spanish: switch with English or Español at the top of every page, in the menu on a phone, or in the footer.',
    ),
    tips: [
      text('Languages include {{languages}} and more.'),
      text('You can choose a different language for each application.'),
      text('Need help at any point? Open the assistant with the round button at the bottom right of every page.'),
    ],
  },
];

const employerSteps: readonly TutorialStep[] = [
  {
    title: text('Create Your Employer Account'),
    explanation:
      text('Register your company with a contact name, location, industry and company size. New accounts start as Pending Verification while we confirm your business; your dashboard shows Verified once that is done.'),
    tips: [
      text('Add your website and a short company description so candidates know who they would be working for.'),
      text('New applications arrive as notifications on your dashboard, so check it regularly.'),
      text('Sign in on the Employer Login page to reach your dashboard at any time.'),
    ],
  },
  {
    title: text('Choose a Plan'),
    values: (translators) => ({
      plans: planSentence(translators),
      payPerPost: dollars(payPerPostPriceCents),
      trialPlans: listOf(translators.t, trialPlanNames.map((name) => translators.tc(name))),
      trialDays,
      // "… starts" for one plan, "… start" for several.
      count: trialPlanNames.length,
    }),
    explanation: text('Pick the plan that fits how often you hire: {{plans}}. Prefer not to subscribe? Buy single job posts at {{payPerPost}} each.'),
    tips: [
      text('{{trialPlans}} start with the first {{trialDays}} days free, once per company.'),
      text('Change plans any time without cancelling: an upgrade starts as soon as its charge is paid, a downgrade at the end of the billing period.'),
      text('Pay securely by card: Visa, MasterCard, American Express or Discover.'),
      text('The Billing page shows your current plan, recent payments and monthly statements.'),
      text('There are no cancellation fees, and you keep access until the end of the billing period.'),
    ],
  },
  {
    title: text('Post a Job'),
    explanation:
      text('From your dashboard, open Post New Job and describe the role: title, location, type, experience, schedule, description, requirements, responsibilities and benefits. The job goes live as soon as you post it.'),
    tips: [
      text('Add up to 10 screening questions of your own. A mandatory final question is always added: candidates confirm they understand they could be released if they cannot uphold their answers.'),
      text('Show a salary range (hourly or yearly) so candidates can decide quickly whether the job fits.'),
      text('Your jobs carry the second-chance marker, and appear on the Second Chance page, while your company’s fair-chance attestation is current: tick the practices you follow under Fair-chance hiring in Company Settings.'),
      text('Each post uses one post from your plan or one purchased job credit.'),
    ],
  },
  {
    title: text('Review Ranked Applications'),
    values: ({ t }) => ({ ranges: listOf(t, colourRanges(t)) }),
    explanation:
      text('Applications arrive ranked. Each candidate’s qualification score plus any veteran bonus decides their place in the Pipeline tab, so the strongest matches are at the top.'),
    tips: [
      text('Scores of {{ranges}}.'),
      text('A "Veteran +N" badge shows the bonus added for military service.'),
      text('Read the resume, supporting documents, cover letter and screening answers before you decide.'),
      text('Rate candidates from 0 to 5 and keep notes and a follow-up date on each one.'),
    ],
  },
  {
    title: text('Update Application Status'),
    explanation:
      text('Keep candidates informed as you decide. Every application starts as Pending; move it to Reviewed, then Shortlisted, and finally Hired or Rejected.'),
    tips: [
      text('Use Update Status on an application and add notes for your team if useful.'),
      text('If you reject a candidate you can give a reason. It is shared with the candidate, so keep it constructive.'),
      text('Move candidates through the pipeline stages Applied, Screening, Interview, Offer, Hired or Rejected to see where everyone stands.'),
    ],
  },
  {
    title: text('Schedule Interviews'),
    values: ({ t }) => ({ durations: listOf(t, interviewDurations, 'or') }),
    explanation:
      text('Choose Schedule Interview on an application, pick a weekday within the next 14 days and a time between 9:00 and 16:30, and choose a video, phone or in-person interview.'),
    tips: [
      text('Interviews last {{durations}} minutes; 30 is the default.'),

      text('The candidate receives an email with the interview details.'),
      text('Upcoming interviews are flagged on the Interviews tab, with a Join Meeting link for video calls.'),
      text('Afterwards, mark the interview completed, cancelled or no-show, and add feedback and a rating from 1 to 5.'),
    ],
  },
];

/** The tutorial's two tracks: 7 job seeker steps, 6 employer steps. */
export const tutorialTracks: readonly TutorialTrack[] = [
  { audience: 'job-seekers', label: text('Job Seekers'), steps: jobSeekerSteps },
  { audience: 'employers', label: text('Employers'), steps: employerSteps },
];
