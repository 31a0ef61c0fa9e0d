/** @jest-environment jsdom */
import { availabilityUpdateSchema, type ErrorBody } from '@jobboard/contracts';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from './fetcher';
import { fieldErrorsOf, useWrite } from './use-write';

/** A promise settled from outside, so a test can look at the hook while a write is in flight. */
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/**
 * The 400 a service answers for a body its contract refuses, built the way its validation and
 * error handler build it: every zod issue as `{ path: 'a.0.b', message }`, the message joined.
 */
const refusedBody = (input: unknown): ErrorBody => {
  const parsed = availabilityUpdateSchema.safeParse(input);
  if (parsed.success) throw new Error('the test input should be refused');
  const fields = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message }));
  return {
    message: fields.map((field) => `${field.path}: ${field.message}`).join('; '),
    code: 'validation_failed',
    requestId: 'req-1',
    fields,
  };
};

const badWeek = {
  windows: [
    { dayOfWeek: 1, startTime: '9 am', endTime: '5 pm', isActive: true },
    { dayOfWeek: 2, startTime: '17:00', endTime: '09:00', isActive: true },
  ],
};

describe('useWrite', () => {
  it('is pending while the write is in flight and answers what the write answers', async () => {
    const answer = deferred<{ id: string }>();
    const write = jest.fn((_name: string) => answer.promise);
    const { result } = renderHook(() => useWrite(write));
    expect(result.current.pending).toBe(false);

    let call!: Promise<{ id: string }>;
    act(() => {
      call = result.current.run('Acme');
    });
    expect(write).toHaveBeenCalledWith('Acme');
    expect(result.current.pending).toBe(true);

    await act(async () => {
      answer.resolve({ id: 'e1' });
      await call;
    });
    await expect(call).resolves.toEqual({ id: 'e1' });
    expect(result.current.pending).toBe(false);
    expect(result.current.error).toBeUndefined();
    expect(result.current.fieldErrors).toEqual({});
  });

  it("keeps a refused write's ApiError and the field messages of its 400, first message per path", async () => {
    const body = refusedBody(badWeek);
    const refusal = new ApiError(400, JSON.stringify(body), 'Bad Request');
    const { result } = renderHook(() => useWrite(() => Promise.reject(refusal)));

    await act(async () => {
      await expect(result.current.run()).rejects.toBe(refusal);
    });

    expect(result.current.pending).toBe(false);
    expect(result.current.error).toBe(refusal);
    expect(result.current.fieldErrors).toEqual({
      'windows.0.startTime': 'must be a time like 09:00',
      'windows.0.endTime': 'must be a time like 09:00',
      'windows.1.endTime': 'must end after it starts',
    });
    // Every path the service named is there, with the first message it gave.
    for (const field of body.fields ?? []) expect(result.current.fieldErrors[field.path]).toBeDefined();
  });

  it('forgets the failure on the next call and on reset', async () => {
    const refusal = new ApiError(400, JSON.stringify(refusedBody(badWeek)), 'Bad Request');
    const next = deferred<string>();
    const write = jest.fn().mockRejectedValueOnce(refusal).mockReturnValueOnce(next.promise);
    const { result } = renderHook(() => useWrite(write as () => Promise<string>));

    await act(async () => {
      await result.current.run().catch(() => undefined);
    });
    expect(result.current.error).toBe(refusal);

    act(() => {
      void result.current.run();
    });
    expect(result.current.pending).toBe(true);
    expect(result.current.error).toBeUndefined();
    expect(result.current.fieldErrors).toEqual({});
    await act(async () => next.resolve('ok'));

    write.mockRejectedValueOnce(refusal);
    await act(async () => {
      await result.current.run().catch(() => undefined);
    });
    expect(result.current.error).toBe(refusal);
    act(() => result.current.reset());
    expect(result.current.error).toBeUndefined();
    expect(result.current.fieldErrors).toEqual({});
  });

  it('sends a double submit once: the second call gets the first call’s promise', async () => {
    const answer = deferred<string>();
    const write = jest.fn((_text: string) => answer.promise);
    const { result } = renderHook(() => useWrite(write));

    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      // Both in one event, before any re-render: the state still says "not pending" here.
      first = result.current.run('first');
      second = result.current.run('second');
    });
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith('first');
    expect(second).toBe(first);

    // A call from the next render while still in flight is not sent either.
    act(() => {
      void result.current.run('third');
    });
    expect(write).toHaveBeenCalledTimes(1);

    await act(async () => {
      answer.resolve('sent');
      await first;
    });
    await expect(second).resolves.toBe('sent');

    // Once settled, the next call is sent.
    write.mockReturnValueOnce(Promise.resolve('again'));
    await act(async () => {
      await expect(result.current.run('fourth')).resolves.toBe('again');
    });
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('is not stuck after a write that throws before answering a promise, and keeps non-Error throws as Errors', async () => {
    const write = jest
      .fn<Promise<string>, []>()
      .mockImplementationOnce(() => {
        throw new TypeError('no network');
      })
      .mockImplementationOnce(() => Promise.reject('refused'))
      .mockImplementationOnce(() => Promise.resolve('fine'));
    const { result } = renderHook(() => useWrite(write));

    await act(async () => {
      await expect(result.current.run()).rejects.toThrow('no network');
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.error).toBeInstanceOf(TypeError);

    await act(async () => {
      await expect(result.current.run()).rejects.toBe('refused');
    });
    expect(result.current.error).toEqual(new Error('refused'));
    expect(result.current.fieldErrors).toEqual({});

    await act(async () => {
      await expect(result.current.run()).resolves.toBe('fine');
    });
    expect(write).toHaveBeenCalledTimes(3);
  });
});

describe('fieldErrorsOf', () => {
  it('names no field for anything but a 400 with fields', () => {
    expect(fieldErrorsOf(new Error('offline'))).toEqual({});
    expect(fieldErrorsOf(new ApiError(409, JSON.stringify({ message: 'Taken', code: 'conflict' }), 'Conflict'))).toEqual({});
    expect(fieldErrorsOf(new ApiError(400, '<html>bad gateway</html>', 'Bad Request'))).toEqual({});
    expect(fieldErrorsOf(new ApiError(400, JSON.stringify({ message: 'Choose one.', code: 'validation_failed' }), 'Bad Request'))).toEqual({});
  });

  it('skips malformed entries and keeps a path named like an object property as data', () => {
    const body = { message: 'x', code: 'validation_failed', fields: [null, { path: 1, message: 'no' }, { path: 'constructor', message: 'is required' }] };
    const errors = fieldErrorsOf(new ApiError(400, JSON.stringify(body), 'Bad Request'));
    expect(errors).toEqual({ constructor: 'is required' });
  });
});
