export { Page, type PageBackLink, type PageProps, type PageState } from './Page';
