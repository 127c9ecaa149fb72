export { ListPage, type ListPageData, type ListPageProps, type ListPageState, type ListView } from './ListPage';
