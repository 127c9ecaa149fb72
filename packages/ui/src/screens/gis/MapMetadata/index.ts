export { MapMetadata, type MapMetadataProps } from './MapMetadata';
export { ClientGeoSettings, type ClientGeoSettingsProps } from './ClientGeoSettings';
export { AutoSaveField, type AutoSaveControl, type AutoSaveFieldProps } from './AutoSaveField';
