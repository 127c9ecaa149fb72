import type { RpcName, TableName } from '@waldmonitor/ui/model';

export type TableMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * What answers the data service's calls from the store: the handlers (routes, faults)
 * ask it. In tests and Storybook it runs in the page (`localAnswers`); the demo runs it
 * in a worker of its own (`workerAnswers`), so the store, the seed and their code stay
 * off the page's thread and out of its memory, as a real data service would.
 */
export interface Answers {
  rpc(name: RpcName, request: Request): Promise<Response>;
  table(method: TableMethod, name: TableName, url: URL, request: Request): Promise<Response>;
  iiifInfo(request: Request, id: string): Promise<Response>;
  iiifTile(params: Record<string, string>): Promise<Response>;
}

/** The answers load with the first call: the mock service starts with msw and its routes only. */
let source: () => Promise<Answers> = () => import('./localAnswers').then((module) => module.localAnswers);

export const answers = (): Promise<Answers> => source();

/** Where the answers come from from now on (the demo: its worker). */
export function answerFrom(next: () => Promise<Answers>): void {
  source = next;
}
