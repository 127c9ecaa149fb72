export { GisPage, type GisPageProps } from './GisPage';
