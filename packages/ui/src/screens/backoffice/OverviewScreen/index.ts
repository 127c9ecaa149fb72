export { OverviewScreen, type OverviewFigure, type OverviewScreenProps } from './OverviewScreen';
