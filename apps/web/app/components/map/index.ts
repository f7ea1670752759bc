export { ClientMap, MAP_LOAD_FAILED } from './client-map';
export { MAP_LOADING_LABEL, tileAttribution, type MapCircle, type MapFocus, type MapMarker, type MapViewProps } from './map-types';
