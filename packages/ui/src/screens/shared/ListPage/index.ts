export { ListPage, type ListPageData, type ListPageProps } from './ListPage';
