export { DropdownMenu, preloadDropdownMenu, type DropdownMenuProps } from './DropdownMenu';
export {
  menuSeparator,
  visibleEntries,
  type DropdownMenuEntry,
  type DropdownMenuItem,
  type DropdownMenuSeparator,
} from './menuEntries';
