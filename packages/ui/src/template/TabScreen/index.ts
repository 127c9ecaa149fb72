export { TabScreen, type TabScreenProps, type TabScreenTab } from './TabScreen';
