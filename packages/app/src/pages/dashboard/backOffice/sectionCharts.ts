import { lazyLoad } from '@waldmonitor/ui';

/*
 * The charts the forecast and cadastre sections show beside their lists, each a chunk of its
 * own (echarts). Declared apart from the sections so that the back office fetches them with
 * the section's code on the click (ViewEntry.alsoLoads, BackOfficePage.tsx), not after it: the section is
 * shown once nothing in it waits, the chart included.
 */
export const forecastChart = lazyLoad(() => import('./ForecastChart'));
export const surveyCharts = lazyLoad(() => import('./CadastreSurveyCharts'));
