import { answerRpc } from '../handlers/rpcAnswers';
import { answerTable } from '../handlers/tableAnswers';
import { answerInfo, answerTile } from '../handlers/iiifAnswers';
import type { Answers } from './answers';

/** The answers from the store in this thread (tests, Storybook, and inside the demo's worker). */
export const localAnswers: Answers = {
  rpc: answerRpc,
  table: answerTable,
  iiifInfo: async (request, id) => answerInfo(request, id),
  iiifTile: answerTile,
};
