export { DunningScreen, type DunningScreenProps, type DunningTab } from './DunningScreen';
