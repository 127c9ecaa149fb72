/**
 * The GIS screens, reached as `@waldmonitor/ui/gis` and never through the
 * package index: the georeferencing editor brings leaflet, which must load only on the
 * GIS route (architecture §6).
 */
export * from './ClientAreaMap';
export * from './MapsTable';
export * from './MapDetailScreen';
export * from './MapMetadata';
export * from './GeorefEditor';
