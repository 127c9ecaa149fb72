export { IconsScreen, type IconsScreenProps } from './IconsScreen';
