export { GuideScreen, type GuideScreenProps, type GuideStep } from './GuideScreen';
