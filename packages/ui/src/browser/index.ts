export { downloadText } from './downloadText';
