export { InView, ScrollRegion, type ScrollRegionProps } from './ScrollRegion';
