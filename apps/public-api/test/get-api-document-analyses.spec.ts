import { strongResumeText, weakResumeText } from '@jobboard/document-analysis';
import { signInAs, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createPublicApi } from '../src/app';
import { textPdfOfLines } from './analysis-documents';
import { signedInJobSeeker as signUp, uploadForAnalysis } from './analysis-uploads';

useTestDatabase();
const api = useTestService(createPublicApi, { RESUME_EXTRACTION_CONCURRENCY: 2 });
type Upload = Parameters<typeof uploadForAnalysis>;
const upload = (path: Upload[1], file: Upload[2], fields?: Upload[3], cookie?: Upload[4]) => uploadForAnalysis(api.url, path, file, fields, cookie);

const signedInJobSeeker = () => signUp(api.url);

describe('GET /api/document-analyses and GET /api/document-analyses/:id/report.pdf', () => {
  it('a signed-in job seeker sees their own history and trend; nobody else reads their reports', async () => {
    const owner = await signedInJobSeeker();
    const weak = await upload('/api/resume/analyze', { name: 'v1.pdf', bytes: textPdfOfLines(weakResumeText) }, {}, owner.cookieHeader);
    const strong = await upload('/api/analyze-document', { name: 'v2.pdf', bytes: textPdfOfLines(strongResumeText) }, {}, owner.cookieHeader);
    expect(weak.status).toBe(201);
    expect(strong.body.reportUrl).toBe(`/api/document-analyses/${strong.body.id}/report.pdf`);

    const history = await owner.get('/api/document-analyses');
    expect(history.status).toBe(200);
    const { items, trend } = history.body as { items: { id: string }[]; trend: { scores: number[]; change: number } };
    expect(items.map((item) => item.id)).toEqual([strong.body.id, weak.body.id]);
    expect(trend.scores).toEqual([weak.body.score, strong.body.score]);
    expect(trend.change).toBe((strong.body.score ?? 0) - (weak.body.score ?? 0));

    const ownReport = await fetch(`${api.url}${strong.body.reportUrl}`, { headers: { cookie: owner.cookieHeader } });
    expect(ownReport.status).toBe(200);
    expect((await fetch(`${api.url}${strong.body.reportUrl}`)).status).toBe(401);
    const stranger = await signedInJobSeeker();
    expect((await fetch(`${api.url}${strong.body.reportUrl}`, { headers: { cookie: stranger.cookieHeader } })).status).toBe(403);
    expect(((await stranger.get('/api/document-analyses')).body as { items: unknown[] }).items).toEqual([]);
    expect((await fetch(`${api.url}/api/document-analyses`)).status).toBe(401);
  });

  it('a veteran\'s analyses are theirs alone; an employer has no history here', async () => {
    const veteran = new TestClient(() => api.url);
    await signInAs(veteran, { subjectId: String(new Types.ObjectId()), role: 'veteran' });
    const analysed = await upload('/api/resume/analyze', { name: 'dd214-resume.pdf', bytes: textPdfOfLines(strongResumeText) }, {}, veteran.cookieHeader);
    expect(analysed.status).toBe(201);
    expect(analysed.body.reportUrl).not.toContain('key=');
    const history = (await veteran.get('/api/document-analyses')).body as { items: { id: string }[] };
    expect(history.items.map((item) => item.id)).toEqual([analysed.body.id]);
    expect((await fetch(`${api.url}${analysed.body.reportUrl}`, { headers: { cookie: veteran.cookieHeader } })).status).toBe(200);

    const otherVeteran = new TestClient(() => api.url);
    await signInAs(otherVeteran, { subjectId: String(new Types.ObjectId()), role: 'veteran' });
    expect((await fetch(`${api.url}${analysed.body.reportUrl}`, { headers: { cookie: otherVeteran.cookieHeader } })).status).toBe(403);
    const employer = new TestClient(() => api.url);
    await signInAs(employer, { subjectId: String(new Types.ObjectId()), role: 'employer' });
    expect((await employer.get('/api/document-analyses')).status).toBe(403);
  });
});
