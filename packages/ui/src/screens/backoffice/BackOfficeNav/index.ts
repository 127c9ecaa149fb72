export { BackOfficeNav, type BackOfficeNavProps } from './BackOfficeNav';
