export * from './sections';
export * from './epsgSuggestion';
export * from './surveyCharts';
