export { copyText, type ClipboardWriter, type CopyOutcome } from './copyText';
export { downloadBlob, downloadText } from './downloadText';
export { scrollParent } from './scrollParent';
