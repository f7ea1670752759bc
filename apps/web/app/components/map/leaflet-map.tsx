/**
 * The Leaflet map, loaded only on the client through ClientMap's dynamic import. This is the only
 * module that imports Leaflet and its stylesheet, so no page's initial scripts carry them.
 */
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import L from 'leaflet';
import { Circle, MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { DEFAULT_MARKER_SIZE, MAP_RESIZE_DELAY_MS, MIN_MARKER_TARGET_PX, type MapMarker, type MapViewProps } from './map-types';

/**
 * A round marker drawn with CSS: no image assets. The dot sits in the middle of its target, which is
 * at least MIN_MARKER_TARGET_PX square however small the dot (WCAG 2.2 target size).
 */
function markerIcon(color: string, size: number): L.DivIcon {
  const target = Math.max(size, MIN_MARKER_TARGET_PX);
  return L.divIcon({
    className: 'mnch-map-marker',
    html: `<span style="display:flex;width:${target}px;height:${target}px;align-items:center;justify-content:center"><span style="display:block;width:${size}px;height:${size}px;border-radius:9999px;background:${color};border:2px solid #fff;box-shadow:0 1px 4px rgba(15,23,42,.45)"></span></span>`,
    iconSize: [target, target],
    iconAnchor: [target / 2, target / 2],
    popupAnchor: [0, -size / 2],
  });
}

function MapMarkerView({ marker, onSelect }: { marker: MapMarker; onSelect?: (id: string) => void }) {
  const size = marker.size ?? DEFAULT_MARKER_SIZE;
  const icon = useMemo(() => markerIcon(marker.color, size), [marker.color, size]);
  const ref = useRef<L.Marker>(null);
  const selectRef = useRef(onSelect);
  useEffect(() => {
    selectRef.current = onSelect;
  });

  // Leaflet names the marker by its title; give it an explicit accessible name and test hooks too.
  useEffect(() => {
    const el = ref.current?.getElement();
    if (!el) return;
    el.setAttribute('aria-label', marker.label);
    el.dataset.markerId = marker.id;
    if (marker.kind) el.dataset.kind = marker.kind;
  }, [marker.id, marker.label, marker.kind, icon]);

  const handlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      click: () => selectRef.current?.(marker.id),
      keypress: (e) => {
        if (e.originalEvent.key === 'Enter') selectRef.current?.(marker.id);
      },
    }),
    [marker.id],
  );

  return (
    <Marker
      ref={ref}
      position={[marker.lat, marker.lng]}
      icon={icon}
      title={marker.label}
      opacity={marker.opacity ?? 1}
      eventHandlers={handlers}
    >
      {marker.popup ? <Popup>{marker.popup}</Popup> : null}
    </Marker>
  );
}

/** Fits the view to the markers whenever `request` changes (not on the first render). */
function FitToMarkers({ markers, request, padding }: { markers: MapMarker[]; request?: number; padding: number }) {
  const map = useMap();
  const markersRef = useRef(markers);
  useEffect(() => {
    markersRef.current = markers;
  });
  useEffect(() => {
    if (!request) return;
    const list = markersRef.current;
    const [only] = list;
    if (!only) return;
    if (list.length === 1) {
      map.setView([only.lat, only.lng], Math.max(map.getZoom(), 5));
      return;
    }
    map.fitBounds(L.latLngBounds(list.map((m): L.LatLngTuple => [m.lat, m.lng])), { padding: [padding, padding] });
  }, [map, request, padding]);
  return null;
}

function FlyTo({ focus }: { focus: MapViewProps['focus'] }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView([focus.lat, focus.lng], focus.zoom);
  }, [map, focus]);
  return null;
}

/** Keeps the current view on the container (data-zoom, data-center) and re-measures after resizes. */
function ViewState({ label, tileUrl }: { label: string; tileUrl: string }) {
  const map = useMap();
  const write = () => {
    const c = map.getCenter();
    const el = map.getContainer();
    el.dataset.zoom = String(map.getZoom());
    el.dataset.center = `${c.lat.toFixed(4)},${c.lng.toFixed(4)}`;
  };
  useMapEvents({ moveend: write, zoomend: write });
  useEffect(() => {
    write();
    const el = map.getContainer();
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', label);
    el.dataset.ready = 'true';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(() => map.invalidateSize(), MAP_RESIZE_DELAY_MS);
          });
    observer?.observe(el);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);
  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute('aria-label', label);
    el.dataset.tileUrl = tileUrl;
  }, [map, label, tileUrl]);
  return null;
}

export default function LeafletMap({
  label,
  center,
  zoom,
  minZoom,
  maxZoom,
  tileUrl,
  attribution,
  markers,
  circles = [],
  onMarkerSelect,
  fitRequest,
  focus,
  fitPadding = 40,
  className,
}: MapViewProps) {
  return (
    <MapContainer
      center={center}
      zoom={zoom}
      minZoom={minZoom}
      maxZoom={maxZoom}
      scrollWheelZoom={false}
      worldCopyJump
      className={className}
    >
      <TileLayer key={tileUrl} url={tileUrl} attribution={attribution} maxZoom={maxZoom} />
      {circles.map((c) => (
        <Circle
          key={c.id}
          center={[c.lat, c.lng]}
          radius={c.radius}
          pathOptions={{ color: c.color, fillColor: c.color, fillOpacity: 0.12, weight: 2 }}
        />
      ))}
      {markers.map((m) => (
        <MapMarkerView key={m.id} marker={m} onSelect={onMarkerSelect} />
      ))}
      <FitToMarkers markers={markers} request={fitRequest} padding={fitPadding} />
      <FlyTo focus={focus} />
      <ViewState label={label} tileUrl={tileUrl} />
    </MapContainer>
  );
}
