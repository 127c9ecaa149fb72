export { ForecastScreen, type ForecastScreenProps } from './ForecastScreen';
export { ForecastDialog, type ForecastDialogProps } from './ForecastDialog';
