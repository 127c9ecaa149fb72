export { HEADER_SEARCH_LABELS, HeaderSearch, type HeaderSearchLabels, type HeaderSearchProps } from './HeaderSearch';
export { createSearchIndex, itemLabel, searchItems, type HeaderSearchItem } from './searchItems';
