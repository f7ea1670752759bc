import { useMemo, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { ChevronDown, Eye, EyeOff, FolderKanban, MapPin, SlidersHorizontal, X } from 'lucide-react';
import { clsx } from 'clsx';
import { ClientMap, tileAttribution, type MapFocus, type MapMarker } from '../../components/map';
import { WORLD_REGIONS } from '@mnch/shared';
import { PARTNER_TYPES, partnerMapView as view, partnerTypeInfo, partnersCopy, type PartnerType } from '../../content/partners';
import type { MapPartner } from '../../lib/partners';
import { InPlaceLink } from '../../components/ui';
import { addressWith, useAddressedSelection } from '../../lib/use-addressed-selection';
import { useNativeDisclosure } from '../../lib/use-native-disclosure';
import { CardFigures, TagList, TypeBadge } from './partner-cards';
import { mapTypeCounts, PARTNER_PARAMS, regionCounts, toggleType } from './stats';
import { useSmallScreen } from './use-small-screen';

const copy = partnersCopy.map;
const DETAIL_ID = 'partner-map-detail';
const LIST_ID = 'partner-map-list';
const disclosureClasses =
  'inline-flex h-10 flex-1 cursor-pointer items-center justify-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-inset ring-brand-200';
const panelClasses = 'mb-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200';

/**
 * The partner world map: coloured markers per type, a legend that shows or dims types, a detail panel
 * and regional counts. Without scripts (docs/no-script.md, "Controls") the map stays a placeholder: the
 * partner list is then a disclosure at every width, each partner in it a link to the page with its
 * details shown beside the map (?mapPartner=), and the legend a plain key (dimming needs the map).
 * `tileUrl`: the map's tiles (the public config's).
 */
export function PartnerMap({ partners: mapPartners, tileUrl }: { partners: MapPartner[]; tileUrl: string }) {
  const typeCounts = mapTypeCounts(mapPartners);
  const regions = regionCounts(mapPartners);
  const small = useSmallScreen();
  const location = useLocation();
  const [visible, setVisible] = useState<Set<PartnerType>>(() => new Set(PARTNER_TYPES));
  const [selectedId, setSelectedId] = useAddressedSelection(PARTNER_PARAMS.mapPartner);
  const selected = mapPartners.find((p) => p.id === selectedId) ?? null;
  // A partner the address names is where the map starts.
  const [focus, setFocus] = useState<MapFocus | null>(() => (selected ? cityFocus(selected, small) : null));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const filtersDisclosure = useNativeDisclosure<HTMLDetailsElement>((details) => details.open && setFiltersOpen(true));
  const listDisclosure = useNativeDisclosure<HTMLDetailsElement>((details) => details.open && setListOpen(true));
  const hydrated = filtersDisclosure.hydrated;
  const partnerHref = (id: string | null) =>
    addressWith(location.pathname, location.search, PARTNER_PARAMS.mapPartner, id, `#${DETAIL_ID}`);

  const markers = useMemo<MapMarker[]>(
    () =>
      mapPartners.map((p) => ({
        id: p.id,
        lat: p.lat,
        lng: p.lng,
        color: partnerTypeInfo[p.type].color,
        label: `${p.name} (${partnerTypeInfo[p.type].label})`,
        size: small ? view.markerSizeSmall : view.markerSize,
        opacity: visible.has(p.type) ? 1 : view.dimmedOpacity,
        kind: p.type,
      })),
    [mapPartners, visible, small],
  );

  function select(id: string, fly: boolean) {
    setSelectedId(id);
    const p = mapPartners.find((m) => m.id === id);
    if (p && fly) setFocus(cityFocus(p, small));
  }

  const legend = (
    <ul className="space-y-1">
      {PARTNER_TYPES.map((t) => {
        const info = partnerTypeInfo[t];
        const on = visible.has(t);
        const key = (
          <>
            <span
              aria-hidden="true"
              className={clsx('size-3.5 rounded-full ring-2 ring-white shadow', !on && 'opacity-30')}
              style={{ backgroundColor: info.color }}
            />
            <span className={clsx('flex-1', !on && 'line-through')}>{info.label}</span>
            <span className="font-semibold">{typeCounts[t]}</span>
          </>
        );
        const classes = clsx(
          'flex w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left text-sm',
          on ? 'text-slate-800' : 'text-slate-600',
        );
        return (
          <li key={t}>
            {hydrated ? (
              <button
                type="button"
                aria-pressed={on}
                onClick={() => setVisible((v) => toggleType(v, t))}
                className={clsx(classes, 'transition-colors hover:bg-slate-100')}
              >
                {key}
                {on ? (
                  <Eye aria-hidden="true" className="size-4 text-slate-500" />
                ) : (
                  <EyeOff aria-hidden="true" className="size-4 text-slate-500" />
                )}
              </button>
            ) : (
              <span className={classes}>{key}</span>
            )}
          </li>
        );
      })}
    </ul>
  );

  const list = (
    <>
      <h3 className="px-2 text-sm font-semibold text-slate-900">{copy.listTitle}</h3>
      <ul className="mt-2 max-h-72 divide-y divide-slate-100 overflow-y-auto">
        {mapPartners.map((p) => (
          <li key={p.id}>
            <InPlaceLink
              href={partnerHref(p.id)}
              onActivate={() => select(p.id, true)}
              aria-current={p.id === selectedId ? 'true' : undefined}
              className={clsx(
                'flex w-full items-center gap-3 rounded-lg px-2 py-2.5 text-left text-sm',
                visible.has(p.type) ? 'text-slate-800' : 'text-slate-600',
                p.id === selectedId && 'bg-brand-50 font-semibold',
              )}
            >
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-full"
                style={{ backgroundColor: partnerTypeInfo[p.type].color }}
              />
              <span className="flex-1">
                {p.name}
                <span className="block text-xs text-slate-600">{p.location}</span>
              </span>
            </InPlaceLink>
          </li>
        ))}
      </ul>
    </>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        {/* Phones: a filter panel and a collapsible partner list above the map. */}
        {hydrated ? (
          <>
            <div className="mb-3 flex gap-2 sm:hidden">
              <button
                type="button"
                aria-expanded={filtersOpen}
                aria-controls="partner-map-filters"
                onClick={() => setFiltersOpen((o) => !o)}
                className={disclosureClasses}
              >
                <SlidersHorizontal aria-hidden="true" className="size-4" />
                {filtersOpen ? copy.hideFilters : copy.showFilters}
              </button>
              <button
                type="button"
                aria-expanded={listOpen}
                aria-controls={LIST_ID}
                onClick={() => setListOpen((o) => !o)}
                className={disclosureClasses}
              >
                {listOpen ? copy.hideList : copy.showList}
                <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', listOpen && 'rotate-180')} />
              </button>
            </div>
            {filtersOpen ? (
              <div id="partner-map-filters" role="group" aria-label={copy.legendTitle} className={clsx(panelClasses, 'sm:hidden')}>
                {legend}
              </div>
            ) : null}
            {listOpen ? (
              <div id={LIST_ID} className={clsx(panelClasses, 'sm:hidden')}>
                {list}
              </div>
            ) : null}
          </>
        ) : (
          // Until the scripts run: native disclosures, and the list at every width (the map needs scripts).
          <div className="mb-3 space-y-3">
            <NativeDisclosure
              detailsRef={filtersDisclosure.ref}
              className="sm:hidden"
              summary={
                <>
                  <SlidersHorizontal aria-hidden="true" className="size-4" />
                  {copy.showFilters}
                </>
              }
            >
              <div role="group" aria-label={copy.legendTitle} className={clsx(panelClasses, 'mt-3')}>
                {legend}
              </div>
            </NativeDisclosure>
            <NativeDisclosure
              detailsRef={listDisclosure.ref}
              summary={
                <>
                  {copy.showList}
                  <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                </>
              }
            >
              <div className={clsx(panelClasses, 'mt-3')}>{list}</div>
            </NativeDisclosure>
          </div>
        )}

        <ClientMap
          label={copy.mapLabel}
          center={view.center}
          zoom={small ? view.zoomSmall : view.zoom}
          minZoom={1}
          maxZoom={view.maxZoom}
          tileUrl={tileUrl}
          attribution={tileAttribution(tileUrl)}
          markers={markers}
          focus={focus}
          onMarkerSelect={(id) => select(id, false)}
          className="h-[22rem] rounded-2xl shadow-sm ring-1 ring-slate-200 sm:h-[30rem]"
        />

        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={copy.regionsTitle}>
          {WORLD_REGIONS.map((r) => (
            <div key={r} className="flex flex-col rounded-xl bg-white px-4 py-3 text-center shadow-sm ring-1 ring-slate-200">
              <dt className="text-xs font-medium text-slate-600">{r}</dt>
              <dd className="order-first text-2xl font-bold text-brand-700">{regions[r]}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="space-y-6">
        <div
          role="group"
          aria-label={copy.legendTitle}
          className="hidden rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:block"
        >
          <h3 className="px-2 text-sm font-semibold uppercase tracking-wider text-slate-700">{copy.legendTitle}</h3>
          <p className="mb-2 px-2 text-xs text-slate-600 noscript:hidden">{copy.legendHint}</p>
          {legend}
        </div>
        <div id={DETAIL_ID} aria-live="polite" className="scroll-mt-24">
          {selected ? (
            <PartnerPanel partner={selected} closeHref={partnerHref(null)} onClose={() => setSelectedId(null)} />
          ) : (
            <div className="flex items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white/60 p-5 text-sm text-slate-600">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              {copy.detailPrompt}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

function cityFocus(p: MapPartner, small: boolean): MapFocus {
  return { lat: p.lat, lng: p.lng, zoom: small ? view.cityZoomSmall : view.cityZoom };
}

/** A `<details>` disclosure with a button-like summary: the scripted toggles' look, before the scripts run. */
function NativeDisclosure({
  detailsRef,
  summary,
  className,
  children,
}: {
  detailsRef: RefObject<HTMLDetailsElement | null>;
  summary: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details ref={detailsRef} className={clsx('group', className)}>
      <summary className={clsx(disclosureClasses, 'flex w-full list-none [&::-webkit-details-marker]:hidden')}>{summary}</summary>
      {children}
    </details>
  );
}

function PartnerPanel({ partner, closeHref, onClose }: { partner: MapPartner; closeHref: string; onClose: () => void }) {
  return (
    <article
      aria-labelledby="map-partner-title"
      data-testid="partner-panel"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          {partner.logo ? <img src={partner.logo} alt="" width={40} height={40} className="size-10 rounded-lg object-cover" /> : null}
          <TypeBadge type={partner.type} />
        </div>
        <InPlaceLink
          href={closeHref}
          onActivate={onClose}
          aria-label={copy.closeDetail}
          className="-mr-2 -mt-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X aria-hidden="true" className="size-4" />
        </InPlaceLink>
      </div>
      <h3 id="map-partner-title" className="mt-3 text-lg font-semibold leading-snug text-slate-900">
        {partner.name}
      </h3>
      <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-3.5" />
        {partner.location}
      </p>
      <h4 className="mt-4 text-xs font-semibold uppercase tracking-wider text-slate-700">{copy.focusAreas}</h4>
      <TagList tags={partner.focusAreas.slice(0, view.focusAreasShown)} tone="brand" className="mt-2" />
      <CardFigures
        figures={[
          { label: copy.projects, value: partner.projects, icon: FolderKanban },
          { label: copy.years, value: partner.years },
        ]}
      />
    </article>
  );
}
