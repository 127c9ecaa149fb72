export { GermanyMap, type GermanyMapProps } from './GermanyMap';
export type { GermanyShapes } from './germanyShapes';
