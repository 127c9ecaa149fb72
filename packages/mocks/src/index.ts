/**
 * @waldmonitor/mocks: the MSW handlers for every call of requirements §7, answered by the
 * data service's SQL in PGlite (embedded/), with the fault switch in front; shared by
 * Storybook (`handlers`), the browser worker (`./browser`) and msw/node (`./node`).
 */
export { handlers, createHandlers, withFaults } from './handlers';
export {
  setFault,
  setFaults,
  clearFaults,
  faultsFromSearch,
  FaultRegistry,
  type FaultSpec,
  type FaultMap,
} from './faults';
export { resetDataService, WARM_UP_TIMEOUT_MS, warmDataService } from './embedded/dataService';
export { serviceRows } from './embedded/serviceRows';
export {
  createSeed,
  createSeedMaps,
  SEED,
  DEMO_USERS,
  BROKEN_USER_EMAIL,
  type SeedData,
  type DemoUser,
  type DemoUserKey,
} from '@waldmonitor/dataservice/seed';
export { IMAGE_URLS, imageUrl } from '@waldmonitor/dataservice/images';
export { isOwnCode } from './handlers/staticAssets';
export { DEMO_WMS_PATH } from './handlers/wmsHandlers';
export { DEMO_IIIF_PATH, demoScanAnchor, demoScanInfo, demoScanSheet } from './scans/demoScans';
export { pixelToWorld, worldToPixel, type ScanSheet } from '@waldmonitor/dataservice/seed/scans/sheet';
export { createRng, mulberry32, type Rng } from '@waldmonitor/dataservice/seed/prng';
export { queryArticles, resetTemplateArticles, transactions as templateTransactions } from './template/articles';
export { ALL_ROUTES as TEMPLATE_ROUTE_ENTRIES, TEMPLATE_ROLES } from './template/roles';
