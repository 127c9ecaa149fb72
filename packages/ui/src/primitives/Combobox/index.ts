export { Combobox, type ComboboxProps } from './Combobox';
export {
  filterOptions,
  foldForSearch,
  listNote,
  moveActive,
  type ComboboxMove,
  type ComboboxOption,
  type ListNoteInput,
} from './comboboxModel';
