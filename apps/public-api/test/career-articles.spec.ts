import { CareerArticleModel } from '@jobboard/db';
import { TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createPublicApi } from '../src/app';

useTestDatabase();
const publicApi = useTestService(createPublicApi);
const client = () => new TestClient(() => publicApi.url);

const dayMs = 24 * 60 * 60 * 1000;
// Dated in the future, so they are the newest whatever else the database holds.
const anArticle = (daysAhead: number, overrides: Record<string, unknown> = {}) => ({
  title: `Article ${new Types.ObjectId().toHexString()}`,
  category: 'leadership',
  readTime: '5 min read',
  excerpt: 'A short summary.',
  content: 'First paragraph.\n\nSecond paragraph.',
  createdAt: new Date(Date.now() + (1000 + daysAhead) * dayMs),
  ...overrides,
});

describe('GET /api/career/articles', () => {
  it('answers the three newest articles without their text, an image only where one was given', async () => {
    const [, second, third, fourth] = await CareerArticleModel.create([
      anArticle(1),
      anArticle(2, { imageUrl: 'https://images.example.com/a.jpg' }),
      anArticle(3),
      anArticle(4),
    ]);

    const response = await client().get<Record<string, unknown>[]>('/api/career/articles');

    expect(response.status).toBe(200);
    expect(response.body.map((article) => article.title)).toEqual([fourth.title, third.title, second.title]);
    expect(response.body[2]).toEqual(expect.objectContaining({ imageUrl: 'https://images.example.com/a.jpg', readTime: '5 min read' }));
    expect(response.body[0]).not.toHaveProperty('imageUrl');
    expect(response.body[0]).not.toHaveProperty('content');
  });

  it('filters by topic on the server', async () => {
    const [balance] = await CareerArticleModel.create([anArticle(10, { category: 'work-life-balance' }), anArticle(11, { category: 'leadership' })]);

    const response = await client().get<Record<string, unknown>[]>('/api/career/articles?topic=work-life-balance&limit=12');

    expect(response.status).toBe(200);
    expect(response.body[0].title).toBe(balance.title);
    expect(response.body.every((article) => article.category === 'work-life-balance')).toBe(true);
  });

  it('refuses an unknown topic and a limit past twelve with 400', async () => {
    expect((await client().get('/api/career/articles?topic=gossip')).status).toBe(400);
    expect((await client().get('/api/career/articles?limit=500')).status).toBe(400);
  });
});

describe('GET /api/career/articles/:id', () => {
  it('answers one article with its text', async () => {
    const [article] = await CareerArticleModel.create([anArticle(20)]);

    const response = await client().get(`/api/career/articles/${String(article._id)}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual(expect.objectContaining({ id: String(article._id), title: article.title, content: 'First paragraph.\n\nSecond paragraph.' }));
  });

  it('answers 404 for an article that does not exist and for a malformed id', async () => {
    expect((await client().get(`/api/career/articles/${new Types.ObjectId().toHexString()}`)).status).toBe(404);
    expect((await client().get('/api/career/articles/nope')).status).toBe(404);
  });
});
