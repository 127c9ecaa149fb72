/**
 * The template part's charts, reached as `@waldmonitor/ui/template/charts`: kept
 * apart from `@waldmonitor/ui/charts` because a page that imports a module lazily keeps
 * all its exports, and the back office's bar charts then carried the template's line,
 * pie, radar and data-zoom code (+170 kB of JavaScript on the back office's chart pages).
 */
export * from '../../charts/TemplateChart';
export * from '../ChartScreen';
