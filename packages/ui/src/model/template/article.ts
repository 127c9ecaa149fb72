import {
  ARTICLE_TITLE_MAX,
  type ArticleImportance,
  type ArticleStatus,
  type ArticleType,
  type TemplateArticle,
  type TemplateArticleInput,
} from '../contract/templateApi';
import { parseTime } from '../time';

/**
 * The article form of the template part: what a person edits, how it is
 * checked, and what is sent. Messages are English, as the template part is.
 */
export interface ArticleDraft {
  title: string;
  author: string;
  /** `{y}-{m}-{d} {h}:{i}:{s}`; '' while not chosen. */
  displayTime: string;
  importance: ArticleImportance;
  type: ArticleType;
  /** The summary (`content_short`). */
  summary: string;
  content: string;
  commentDisabled: boolean;
}

/** The summary's counter limit (the template shows a word counter; we count characters). */
export const ARTICLE_SUMMARY_MAX = 200;

export const EMPTY_ARTICLE_DRAFT: ArticleDraft = {
  title: '',
  author: '',
  displayTime: '',
  importance: 1,
  type: 'CN',
  summary: '',
  content: '',
  commentDisabled: false,
};

export function draftOf(article: TemplateArticle): ArticleDraft {
  return {
    title: article.title,
    author: article.author,
    displayTime: article.display_time,
    importance: article.importance,
    type: article.type,
    summary: article.content_short,
    content: article.content,
    commentDisabled: article.comment_disabled,
  };
}

export type ArticleErrors = Partial<Record<keyof ArticleDraft, string>>;

/**
 * A draft needs a title (at most 100 characters); publishing also needs the content
 * and a publish time, as the template's form asks before it publishes.
 */
export function validateArticle(draft: ArticleDraft, status: ArticleStatus): ArticleErrors {
  const errors: ArticleErrors = {};
  const title = draft.title.trim();
  if (title === '') errors.title = 'Title is required.';
  else if (title.length > ARTICLE_TITLE_MAX) errors.title = `Title must be at most ${ARTICLE_TITLE_MAX} characters.`;
  if (draft.summary.length > ARTICLE_SUMMARY_MAX)
    errors.summary = `Summary must be at most ${ARTICLE_SUMMARY_MAX} characters.`;
  if (status === 'published') {
    if (draft.content.trim() === '') errors.content = 'Content is required to publish.';
    if (draft.displayTime === '') errors.displayTime = 'Publish time is required to publish.';
  }
  return errors;
}

/** What create and update send: the draft in the template's fields, with its status. */
export function articleInput(
  draft: ArticleDraft,
  status: ArticleStatus,
  now: number = Date.now(),
): TemplateArticleInput {
  const time = draft.displayTime === '' ? now : new Date(draft.displayTime.replace(' ', 'T')).getTime();
  return {
    timestamp: time,
    author: draft.author.trim(),
    title: draft.title.trim(),
    content_short: draft.summary,
    content: draft.content,
    forecast: 0,
    importance: draft.importance,
    type: draft.type,
    status,
    display_time: draft.displayTime === '' ? (parseTime(now) ?? '') : draft.displayTime,
    comment_disabled: draft.commentDisabled,
    image_uri: '',
    platforms: ['a-platform'],
  };
}
