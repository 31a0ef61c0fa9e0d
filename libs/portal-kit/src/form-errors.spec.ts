import { ApiError } from '@jobboard/api-client';
import { messages, type ErrorBody } from '@jobboard/contracts';
import { describeFieldError, serverFieldErrors } from './form-errors';

const refusal = (body: ErrorBody) => new ApiError(400, JSON.stringify(body), 'Bad Request');

describe("a form's server errors", () => {
  it("put each field of a 400 under its top-level field, with that field's first message", () => {
    const error = refusal({
      message: 'skills.2: is too long; zipCode: must be a 5-digit ZIP code; skills.0: is required',
      code: 'validation_failed',
      requestId: 'r1',
      fields: [
        { path: 'skills.2', message: 'is too long' },
        { path: 'zipCode', message: 'must be a 5-digit ZIP code' },
        { path: 'skills.0', message: 'is required' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({ skills: 'is too long', zipCode: 'must be a 5-digit ZIP code' });
  });

  it('put a taken email (409) under the email field, and name no field for anything else', () => {
    expect(serverFieldErrors(new ApiError(409, JSON.stringify({ message: 'Taken.', code: 'conflict' }), 'Conflict'))).toEqual({ email: 'Taken.' });
    expect(serverFieldErrors(new ApiError(409, '', 'Conflict'))).toEqual({ email: messages.emailTaken });
    expect(serverFieldErrors(refusal({ message: 'The request body is not valid JSON.', code: 'validation_failed' }))).toEqual({});
    expect(serverFieldErrors(new ApiError(400, 'Bad Request', 'Bad Request'))).toEqual({});
    expect(serverFieldErrors(new ApiError(500, '{}', 'Internal Server Error'))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });

  it('read after their label when they start in lower case', () => {
    expect(describeFieldError('ZIP Code', 'must be a 5-digit ZIP code')).toBe('ZIP Code must be a 5-digit ZIP code');
    expect(describeFieldError('Email', 'Please enter your email address.')).toBe('Please enter your email address.');
  });
});
