/**
 * The charts (issue 12, point 5), reached as `@waldmonitor/ui/charts` and never through
 * the package index: they bring echarts, which must load only when a chart is shown
 * (DESIGN.md §5).
 */
export * from './SurveyChart';
export * from './DemoChart';
// The template's chart pages (issue 16): their screen lives with the other demo screens.
export * from '../demo/ChartDemoScreen';
