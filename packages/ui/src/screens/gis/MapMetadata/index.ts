export { MapMetadata, type MapMetadataProps } from './MapMetadata';
export { ClientGeoSettings, type ClientGeoSettingsProps } from './ClientGeoSettings';
