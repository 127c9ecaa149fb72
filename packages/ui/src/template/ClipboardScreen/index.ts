export { ClipboardScreen, CopyButton, type ClipboardScreenProps, type CopyButtonProps } from './ClipboardScreen';
