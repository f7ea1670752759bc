import type { ReactNode } from 'react';

/**
 * The shared map foundation's contract. This file holds types only, so pages can describe their maps
 * without importing Leaflet; the Leaflet module itself (leaflet-map.tsx) is loaded lazily on the client.
 */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** Fill colour of the round marker (any CSS colour). */
  color: string;
  /** Accessible name and tooltip of the marker. */
  label: string;
  /** Diameter of the dot in pixels (default 20); its target is never under MIN_MARKER_TARGET_PX. */
  size?: number;
  /** 0 to 1 (default 1): e.g. 0.3 for a dimmed marker. */
  opacity?: number;
  /** Extra data-* value to tell marker kinds apart (e.g. the partner type). */
  kind?: string;
  /** Content of the popup that opens on click or Enter; no popup when absent. */
  popup?: ReactNode;
}

/** A circle around a point, e.g. the area around an office. */
export interface MapCircle {
  id: string;
  lat: number;
  lng: number;
  /** Radius in metres. */
  radius: number;
  color: string;
}

export interface MapFocus {
  lat: number;
  lng: number;
  zoom: number;
}

export interface MapViewProps {
  /** Names the map region for assistive technology. */
  label: string;
  /** Initial centre [lat, lng] and zoom (later changes go through fitRequest or focus). */
  center: [number, number];
  zoom: number;
  minZoom?: number;
  maxZoom?: number;
  /** Tile URL template ({s}, {z}, {x}, {y}); changing it swaps the layer. */
  tileUrl: string;
  /** Attribution HTML of the tiles. */
  attribution: string;
  markers: MapMarker[];
  circles?: MapCircle[];
  /** Called when a marker is clicked or activated with Enter. */
  onMarkerSelect?: (id: string) => void;
  /** Change this number to fit the view to all markers (e.g. a "Center Map" button). */
  fitRequest?: number;
  /** Fly to a point when it changes (e.g. the selected partner's city). */
  focus?: MapFocus | null;
  /** Padding around the markers when fitting, in pixels. */
  fitPadding?: number;
  /** The map's element (its height comes from here). */
  className?: string;
  /** Shown on the map while it is loading. */
  loadingLabel?: string;
}

/** What the map shows before Leaflet arrives (server render, hydration, loading). */
export const MAP_LOADING_LABEL = 'Loading map...';
/** How long a resize waits before Leaflet re-measures the map. */
export const MAP_RESIZE_DELAY_MS = 100;
export const DEFAULT_MARKER_SIZE = 20;
/**
 * The smallest a marker's target may be, in CSS pixels (WCAG 2.2, 2.5.8 Target Size): a smaller dot is
 * drawn in the middle of a transparent target of this size, which takes the clicks and the focus.
 */
export const MIN_MARKER_TARGET_PX = 24;

/** The credit line a tile service asks for, from its URL template. */
export function tileAttribution(url: string): string {
  if (/openstreetmap\.org/i.test(url)) {
    return '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
  }
  if (/arcgisonline\.com|arcgis\.com/i.test(url)) {
    return 'Tiles &copy; Esri, Maxar, Earthstar Geographics and the GIS User Community';
  }
  const host = /^https?:\/\/([^/]+)/i.exec(url)?.[1]?.replace(/\{[^}]+\}\.?/g, '');
  return host ? `Map tiles: ${host}` : '';
}
