export { downloadBlob, downloadText } from './downloadText';
export { scrollParent } from './scrollParent';
