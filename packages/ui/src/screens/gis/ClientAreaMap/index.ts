export { ClientAreaMap, type ClientAreaMapProps } from './ClientAreaMap';
