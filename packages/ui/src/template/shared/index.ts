export { copyMessage, copyText, type ClipboardWriter, type CopyOutcome } from './copyText';
