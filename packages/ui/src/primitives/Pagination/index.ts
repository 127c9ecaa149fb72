export { Pagination, type PaginationProps } from './Pagination';
export { pageCountOf, pageList, type PageItem } from './pageList';
