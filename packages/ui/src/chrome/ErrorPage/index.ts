export { ErrorPage, type ErrorPageCode, type ErrorPageProps } from './ErrorPage';
