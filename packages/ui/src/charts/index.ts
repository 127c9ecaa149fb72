/**
 * The charts, reached as `@waldmonitor/ui/charts` and never through
 * the package index: they bring echarts, which must load only when a chart is shown
 * (architecture §6).
 */
export * from './ErfqLengthChart';
export * from './SurveyChart';
// The template's charts have their own entry, @waldmonitor/ui/template/charts.
