/**
 * The GIS screens (issue 7), reached as `@waldmonitor/ui/gis` and never through the
 * package index: the georeferencing editor brings leaflet, which must load only on the
 * GIS route (DESIGN.md §5).
 */
export * from './ClientAreaMap';
export * from './MapsTable';
export * from './MapDetailScreen';
export * from './MapMetadata';
export * from './GeorefEditor';
