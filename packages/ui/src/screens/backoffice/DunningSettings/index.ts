export { BaseRates, STALE_BASE_RATE, type BaseRatesProps } from './BaseRates';
export { DunningLevels, type DunningLevelsProps } from './DunningLevels';
