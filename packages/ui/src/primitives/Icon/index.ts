export { Icon, type IconProps } from './Icon';
export { iconNames, icons, type IconName } from './icons';
