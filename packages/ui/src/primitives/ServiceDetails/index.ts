export { ServiceDetails, type ServiceDetailsProps } from './ServiceDetails';
