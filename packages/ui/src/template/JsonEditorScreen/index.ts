export { JsonEditorScreen, type JsonEditorScreenProps } from './JsonEditorScreen';
export { CodeEditor, type CodeEditorProps } from './CodeEditor';
export { describeJsonProblem, findJsonProblem, lineColumnAt, type JsonProblem } from './jsonProblem';
