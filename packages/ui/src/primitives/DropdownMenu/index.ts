export { DropdownMenu, preloadDropdownMenu } from './DropdownMenu';
export type { DropdownMenuProps } from './DropdownMenuPopup';
export {
  menuSeparator,
  visibleEntries,
  type DropdownMenuEntry,
  type DropdownMenuItem,
  type DropdownMenuSeparator,
} from './menuEntries';
