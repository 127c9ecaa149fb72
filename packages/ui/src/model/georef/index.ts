export * from './types';
export { enabledPairs, fitTransform, pixelSizeAt, usedPixelCentroid } from './transforms';
export { applyGeoTransform, invertGeoTransform } from './affine';
export * from './residuals';
export * from './pointsFile';
export * from './gdalScript';
export * from './plausibility';
export * from './coordinates';
export * from './iiif';
