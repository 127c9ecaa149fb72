/**
 * `@waldmonitor/mocks/faults`: the fault switch without msw, for the demo's data path, which
 * sends its requests to the data worker directly (packages/app/src/demo/demoFaults.ts).
 */
export { FaultRegistry, faultsFromSearch, type FaultMap, type FaultSpec } from './faults';
export { dataCallNames } from './dataCalls';
export { faultReply } from './faultReply';
