export { DemoInOtherTab, type DemoInOtherTabProps, type DemoTabState } from './DemoInOtherTab';
