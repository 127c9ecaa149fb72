export { SplitPaneScreen, type SplitPaneScreenProps } from './SplitPaneScreen';
