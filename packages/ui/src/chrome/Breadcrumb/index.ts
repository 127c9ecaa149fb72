export { Breadcrumb, breadcrumbTrail, type BreadcrumbItem, type BreadcrumbProps } from './Breadcrumb';
