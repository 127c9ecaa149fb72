/**
 * The charts (issue 12, point 5), reached as `@waldmonitor/ui/charts` and never through
 * the package index: they bring echarts, which must load only when a chart is shown
 * (DESIGN.md §5).
 */
export * from './SurveyChart';
// The template's charts have their own entry, @waldmonitor/ui/template/charts.
