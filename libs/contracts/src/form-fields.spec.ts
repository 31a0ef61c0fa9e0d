import { applicantSchema } from './application-form';
import { employerProfileUpdateSchema, employerRegistrationSchema } from './employers';
import { applicationStatusUpdateSchema, jobPostingSchema, pipelineUpdateSchema } from './hiring';
import { jobSeekerSignupSchema } from './job-seekers';
import { messages } from './messages';
import { veteranRegistrationSchema } from './veterans';

const problemsAt = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  (result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);

const employer = {
  email: 'hr@acme.example',
  companyName: 'Acme',
  contactName: 'Dana Reyes',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  industry: 'technology',
  companySize: '1-10',
  password: 'a long password',
};
const jobSeeker = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', password: 'a long password' };
const veteran = { email: 'vet@example.com', firstName: 'Sam', lastName: 'Ortiz', militaryBranch: 'Army', password: 'a long password' };

// Every link field of every form, with a valid value for the rest of its form.
const linkFields = [
  { form: 'employer registration', schema: employerRegistrationSchema, base: employer, field: 'website' },
  { form: 'employer settings', schema: employerProfileUpdateSchema, base: employer, field: 'website' },
  { form: 'job seeker signup', schema: jobSeekerSignupSchema, base: jobSeeker, field: 'linkedinUrl' },
  { form: 'job seeker signup', schema: jobSeekerSignupSchema, base: jobSeeker, field: 'resumeUrl' },
  { form: 'veteran registration', schema: veteranRegistrationSchema, base: veteran, field: 'linkedinUrl' },
] as const;

describe('link fields', () => {
  it.each(linkFields)('the $form form refuses a javascript:, data: or other non-web $field', ({ schema, base, field }) => {
    for (const link of [
      'javascript:alert(document.cookie)',
      'JavaScript://example.com/%0aalert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'ftp://files.example.com/cv.pdf',
      'file:///etc/passwd',
    ]) {
      expect(problemsAt(schema.safeParse({ ...base, [field]: link }), field)).toEqual([messages.webAddressOnly]);
    }
  });

  it.each(linkFields)('the $form form keeps an http or https $field, and a blank one is none', ({ schema, base, field }) => {
    expect(schema.parse({ ...base, [field]: 'https://www.linkedin.com/in/dana-reyes' })).toMatchObject({
      [field]: 'https://www.linkedin.com/in/dana-reyes',
    });
    expect(schema.parse({ ...base, [field]: 'http://acme.example/jobs?team=ops' })).toMatchObject({
      [field]: 'http://acme.example/jobs?team=ops',
    });
    expect((schema.parse({ ...base, [field]: '' }) as Record<string, unknown>)[field]).toBeUndefined();
  });
});

describe('single-line text fields', () => {
  const hostile = {
    'a NUL': 'Dana\u0000Reyes',
    'an escape sequence': 'Dana\u001b[31mReyes',
    'a line break': 'Dana\nReyes',
    'a tab': 'Dana\tReyes',
    'a DEL': 'Dana\u007fReyes',
    'a C1 control': 'Dana\u0085Reyes',
    'a right-to-left override': 'Dana \u202efdp.exe',
    'a bidi isolate': 'Dana \u2067Reyes',
  };

  it.each(Object.entries(hostile))('refuse a name with %s', (_kind, name) => {
    expect(problemsAt(jobSeekerSignupSchema.safeParse({ ...jobSeeker, firstName: name }), 'firstName')).toEqual([
      messages.invisibleCharacters,
    ]);
    expect(problemsAt(veteranRegistrationSchema.safeParse({ ...veteran, lastName: name }), 'lastName')).toEqual([
      messages.invisibleCharacters,
    ]);
    expect(problemsAt(employerRegistrationSchema.safeParse({ ...employer, companyName: name }), 'companyName')).toEqual([
      messages.invisibleCharacters,
    ]);
    expect(problemsAt(employerRegistrationSchema.safeParse({ ...employer, phone: name }), 'phone')).toEqual([
      messages.invisibleCharacters,
    ]);
    expect(problemsAt(jobSeekerSignupSchema.safeParse({ ...jobSeeker, skills: ['Forklift', name] }), 'skills')).toEqual([
      messages.invisibleCharacters,
    ]);
  });

  it.each(Object.entries(hostile))("refuse an applicant's name with %s, in the application's own words", (_kind, name) => {
    const result = applicantSchema.safeParse({ applicantName: name, applicantEmail: 'dana@example.com' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([`Your name ${messages.invisibleCharacters}.`]);
  });

  it('keep names in any script, with accents and right-to-left letters', () => {
    for (const name of ['Zoë Åberg-Núñez', "D'Arcy O'Neil", 'Nguyễn Thị Minh', 'محمد', 'יעל', '李小龙']) {
      expect(jobSeekerSignupSchema.parse({ ...jobSeeker, firstName: name }).firstName).toBe(name);
    }
  });
});

describe('multi-line text fields', () => {
  const summary = 'Ten years in logistics.\n\n\tForklift certified.\r\nSafety lead.';

  it('keep line breaks and tabs', () => {
    expect(jobSeekerSignupSchema.parse({ ...jobSeeker, profileSummary: summary }).profileSummary).toBe(summary);
    expect(veteranRegistrationSchema.parse({ ...veteran, profileSummary: summary }).profileSummary).toBe(summary);
    expect(employerRegistrationSchema.parse({ ...employer, description: summary }).description).toBe(summary);
    expect(applicationStatusUpdateSchema.parse({ status: 'reviewed', notes: summary })).toMatchObject({ notes: summary });
    expect(pipelineUpdateSchema.parse({ pipelineStage: 'screening', employerRating: 3, employerNotes: summary })).toMatchObject({
      employerNotes: summary,
    });
  });

  it('refuse other control and text-direction characters', () => {
    for (const bad of ['Summary\u0000', 'Summary \u001b[2J', 'Summary \u202eevil', 'Summary\u0007']) {
      expect(problemsAt(jobSeekerSignupSchema.safeParse({ ...jobSeeker, profileSummary: bad }), 'profileSummary')).toEqual([
        messages.invisibleCharacters,
      ]);
      expect(problemsAt(employerRegistrationSchema.safeParse({ ...employer, description: bad }), 'description')).toEqual([
        messages.invisibleCharacters,
      ]);
      expect(problemsAt(jobPostingSchema.safeParse({ description: bad }), 'description')).toEqual([messages.invisibleCharacters]);
    }
  });
});
