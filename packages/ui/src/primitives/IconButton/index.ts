export { IconButton, type IconButtonProps, type IconButtonSize, type IconButtonVariant } from './IconButton';
