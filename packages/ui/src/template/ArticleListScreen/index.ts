export { ArticleListScreen, type ArticleListScreenProps } from './ArticleListScreen';
