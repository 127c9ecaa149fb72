export {
  ForecastScreen,
  type ForecastFilter,
  type ForecastScreenProps,
  type ForecastYearTotal,
} from './ForecastScreen';
export { ForecastDialog, type ForecastDialogProps } from './ForecastDialog';
