import { describe, expect, it } from 'vitest';
import { EMPTY_ARTICLE_DRAFT, articleInput, validateArticle } from './article';

const draft = { ...EMPTY_ARTICLE_DRAFT, title: 'Bark beetle report' };

describe('validateArticle', () => {
  it('needs a title of at most 100 characters', () => {
    expect(validateArticle({ ...draft, title: '  ' }, 'draft')).toEqual({ title: 'Title is required.' });
    expect(validateArticle({ ...draft, title: 'x'.repeat(100) }, 'draft')).toEqual({});
    expect(validateArticle({ ...draft, title: 'x'.repeat(101) }, 'draft')).toEqual({
      title: 'Title must be at most 100 characters.',
    });
  });

  it('needs content and a publish time only to publish', () => {
    expect(validateArticle(draft, 'draft')).toEqual({});
    expect(validateArticle(draft, 'published')).toEqual({
      content: 'Content is required to publish.',
      displayTime: 'Publish time is required to publish.',
    });
  });

  it('limits the summary to 200 characters', () => {
    expect(validateArticle({ ...draft, summary: 's'.repeat(201) }, 'draft')).toEqual({
      summary: 'Summary must be at most 200 characters.',
    });
  });
});

describe('articleInput', () => {
  it('sends the draft in the template fields, trimmed, with its status and publish time', () => {
    const input = articleInput(
      { ...draft, title: ' Spruce ', author: ' Emma Thompson ', displayTime: '2026-11-22 14:05:09', importance: 3 },
      'published',
    );
    expect(input).toMatchObject({
      title: 'Spruce',
      author: 'Emma Thompson',
      status: 'published',
      importance: 3,
      display_time: '2026-11-22 14:05:09',
      timestamp: new Date(2026, 10, 22, 14, 5, 9).getTime(),
    });
  });

  it('takes now as the time of a draft without a publish time', () => {
    const now = new Date(2026, 0, 2, 3, 4, 5).getTime();
    expect(articleInput(draft, 'draft', now)).toMatchObject({ timestamp: now, display_time: '2026-01-02 03:04:05' });
  });
});
