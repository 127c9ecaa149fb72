export { downloadBlob, downloadText } from './downloadText';
