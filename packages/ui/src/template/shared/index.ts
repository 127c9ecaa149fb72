export { copyText, type ClipboardWriter, type CopyOutcome } from '../../browser/copyText';
export { copyMessage } from './copyMessage';
