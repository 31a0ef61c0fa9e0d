import { InterviewQuestionModel } from '@jobboard/db';
import { signInAs, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createPublicApi } from '../src/app';

useTestDatabase();
const publicApi = useTestService(createPublicApi);
const client = () => new TestClient(() => publicApi.url);
const anId = () => new Types.ObjectId().toHexString();

type QuestionFields = {
  question: string;
  category: 'behavioral' | 'technical' | 'mock';
  difficulty: 'easy' | 'medium' | 'hard';
  framework: 'STAR' | 'none';
  industry?: string;
  tips: string[];
};
const aQuestion = (overrides: Partial<QuestionFields> = {}): QuestionFields => ({
  question: `Tell me about a time ${anId()}.`,
  category: 'behavioral',
  difficulty: 'medium',
  framework: 'STAR',
  tips: ['Be specific.'],
  ...overrides,
});

describe('GET /api/interview/questions', () => {
  it('answers every question with its category, framework and tips', async () => {
    await InterviewQuestionModel.create([aQuestion(), aQuestion({ category: 'technical', framework: 'none', industry: 'logistics' })]);

    const response = await client().get<unknown[]>('/api/interview/questions');

    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(2);
    expect(response.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'technical', framework: 'none', industry: 'logistics', tips: ['Be specific.'] }),
        expect.objectContaining({ category: 'behavioral', framework: 'STAR', difficulty: 'medium' }),
      ]),
    );
  });

  it('filters by category on the server', async () => {
    await InterviewQuestionModel.create([aQuestion({ category: 'mock', framework: 'none' }), aQuestion()]);

    const response = await client().get<{ category: string }[]>('/api/interview/questions?category=mock');

    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    expect(response.body.every((question) => question.category === 'mock')).toBe(true);
  });

  it('refuses an unknown category with 400', async () => {
    const response = await client().get('/api/interview/questions?category=trivia');

    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
  });
});

describe('/api/interview/practice', () => {
  it('counts each question once and adds up the time spent, for the signed-in job seeker only', async () => {
    const [first, second] = await InterviewQuestionModel.create([aQuestion(), aQuestion()]);
    const seeker = client();
    await signInAs(seeker, { subjectId: anId(), role: 'jobseeker' });
    const other = client();
    await signInAs(other, { subjectId: anId(), role: 'jobseeker' });

    const before = await seeker.get('/api/interview/practice');
    await seeker.post('/api/interview/practice', { questionId: String(first._id), seconds: 90 });
    await seeker.post('/api/interview/practice', { questionId: String(first._id), seconds: 30 });
    const after = await seeker.post('/api/interview/practice', { questionId: String(second._id), seconds: 60 });
    const read = await seeker.get('/api/interview/practice');
    const othersFigures = await other.get('/api/interview/practice');

    expect(before.body).toEqual({ questionsPracticed: 0, secondsSpent: 0 });
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ questionsPracticed: 2, secondsSpent: 180 });
    expect(read.body).toEqual({ questionsPracticed: 2, secondsSpent: 180 });
    expect(othersFigures.body).toEqual({ questionsPracticed: 0, secondsSpent: 0 });
  });

  it('keeps a veteran\'s figures too, apart from a job seeker with the same id', async () => {
    const [question] = await InterviewQuestionModel.create([aQuestion()]);
    const subjectId = anId();
    const veteran = client();
    await signInAs(veteran, { subjectId, role: 'veteran' });
    const seeker = client();
    await signInAs(seeker, { subjectId, role: 'jobseeker' });

    const recorded = await veteran.post('/api/interview/practice', { questionId: String(question._id), seconds: 45 });

    expect(recorded.body).toEqual({ questionsPracticed: 1, secondsSpent: 45 });
    expect((await seeker.get('/api/interview/practice')).body).toEqual({ questionsPracticed: 0, secondsSpent: 0 });
  });

  it('counts every practice when many are recorded at once', async () => {
    const questions = await InterviewQuestionModel.create(Array.from({ length: 8 }, () => aQuestion()));
    const seeker = client();
    await signInAs(seeker, { subjectId: anId(), role: 'jobseeker' });

    const responses = await Promise.all(
      questions.flatMap((question) => [1, 2].map(() => seeker.post('/api/interview/practice', { questionId: String(question._id), seconds: 10 }))),
    );

    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect((await seeker.get('/api/interview/practice')).body).toEqual({ questionsPracticed: 8, secondsSpent: 160 });
  });

  it('answers 401 without a session and 403 for an employer', async () => {
    const employer = client();
    await signInAs(employer, { subjectId: anId(), role: 'employer' });

    expect((await client().get('/api/interview/practice')).status).toBe(401);
    expect((await client().post('/api/interview/practice', { questionId: anId(), seconds: 5 })).status).toBe(401);
    expect((await employer.get('/api/interview/practice')).status).toBe(403);
  });

  it('refuses a question that does not exist (404) and a time past the cap (400), recording nothing', async () => {
    const [question] = await InterviewQuestionModel.create([aQuestion()]);
    const seeker = client();
    await signInAs(seeker, { subjectId: anId(), role: 'jobseeker' });

    const unknown = await seeker.post('/api/interview/practice', { questionId: anId(), seconds: 5 });
    const tooLong = await seeker.post('/api/interview/practice', { questionId: String(question._id), seconds: 24 * 3600 });

    expect(unknown.status).toBe(404);
    expect(tooLong.status).toBe(400);
    expect((await seeker.get('/api/interview/practice')).body).toEqual({ questionsPracticed: 0, secondsSpent: 0 });
  });
});
