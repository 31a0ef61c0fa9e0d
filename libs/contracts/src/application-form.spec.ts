import { applicantSchema, applicationFormFieldsSchema } from './application-form';
import { messages } from './messages';

const firstProblem = (fields: Record<string, string>) => {
  const result = applicationFormFieldsSchema.safeParse(fields);
  return result.success ? undefined : result.error.issues[0].message;
};

describe('the application form fields', () => {
  it('reads absent fields as blank, English and no answers, and trims the cover letter', () => {
    expect(applicationFormFieldsSchema.parse({})).toEqual({
      preferredLanguage: 'en',
      screeningResponses: [],
      applicantName: '',
      applicantEmail: '',
      coverLetter: undefined,
    });
    expect(applicationFormFieldsSchema.parse({ coverLetter: '  Hello  ', screeningResponses: ' ' })).toMatchObject({
      coverLetter: 'Hello',
      screeningResponses: [],
    });
  });

  it('reads the screening answers from a JSON list', () => {
    expect(applicationFormFieldsSchema.parse({ screeningResponses: '["Yes", " I understand "]' }).screeningResponses).toEqual([
      'Yes',
      ' I understand ',
    ]);
  });

  it.each([
    ['text that is not JSON', 'not json'],
    ['an object', '{"a":1}'],
    ['a list of numbers', '[1, 2]'],
    ['an answer over 5000 characters', JSON.stringify(['x'.repeat(5001)])],
  ])('refuses %s as the answers', (_case, raw) => {
    expect(firstProblem({ screeningResponses: raw })).toBe('screeningResponses must be a JSON list of answer strings.');
  });

  it('names an unknown language before anything else', () => {
    expect(firstProblem({ preferredLanguage: 'xx', screeningResponses: 'not json' })).toMatch(
      /^preferredLanguage must be one of: en, es/,
    );
  });

  it('lets a blank name and email through, for the application rules to name', () => {
    expect(firstProblem({ applicantName: ' ', applicantEmail: '' })).toBeUndefined();
  });
});

describe('the applicant', () => {
  it('keeps the email lower-cased and trimmed and the name trimmed', () => {
    expect(applicantSchema.parse({ applicantName: ' Dana ', applicantEmail: ' Dana@Example.com ' })).toEqual({
      applicantName: 'Dana',
      applicantEmail: 'dana@example.com',
    });
  });

  it('checks the email before the name, with one message for every bad address', () => {
    const problems = (applicant: { applicantName: string; applicantEmail: string }) =>
      applicantSchema.safeParse(applicant).error?.issues.map((issue) => issue.message);
    expect(problems({ applicantName: 'x'.repeat(201), applicantEmail: `${'a'.repeat(260)}@example.com` })).toEqual([
      messages.invalidEmail,
      'Please keep your name under 200 characters.',
    ]);
  });
});
