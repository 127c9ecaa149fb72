import { expect, fn, waitFor, type Mock } from 'storybook/test';
import type { TemplateArticle } from '../../model/contract/templateApi';
import { loadedQuery } from '../../model/queryState';

/** An article export screen's args: the articles loaded, and a spy for `onExport`. */
export function articleExportArgs(articles: readonly TemplateArticle[]) {
  return { articles: loadedQuery(articles), onExport: fn() };
}

/** Waits for the screen's one export and returns the request it handed to `onExport`. */
export async function exportedRequest<T>(onExport: (request: T) => unknown): Promise<T> {
  await waitFor(() => expect(onExport).toHaveBeenCalledTimes(1));
  return (onExport as unknown as Mock).mock.calls[0]![0] as T;
}
