import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Crosshair, Layers, MapPinOff } from 'lucide-react';
import { clsx } from 'clsx';
import { ClientMap, tileAttribution, type MapMarker } from '../../components/map';
import { Button, InPlaceLink, buttonClasses } from '../../components/ui';
import { activityLabels, countryKey, incomeLevelLabels, type Country } from '../../content/countries';
import {
  activityColors,
  activityFilterOptions,
  countryMapCopy as copy,
  countryMapView,
  incomeFilterOptions,
  mapLayerOptions,
  type ActivityFilter,
  type IncomeFilter,
} from '../../content/impact-maps';
import { COUNTRY_ACTIVITIES } from '@mnch/shared';
import { useHydrated } from '../../lib/use-hydrated';
import { ActivityDot, CountryModal } from './country-modal';
import { filterCountries } from './filters';
import { IMPACT_DEFAULTS, IMPACT_PARAMS } from './impact-query';
import { useImpactQuery } from './use-impact-query';

const selectClasses =
  'h-11 w-full rounded-xl border-0 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-inset ring-slate-300 focus-visible:outline-2 focus-visible:outline-brand-600';

const HASH = `#${copy.id}`;

/**
 * The country map with its income and activity filters, layer toggle, Center Map, legend and modal.
 * The filters, the layer and the open country come from the address (`useImpactQuery`), so the server
 * renders them chosen: the filters are a GET form (its submit button is shown until hydrated, then
 * Center Map, which needs the map, takes its place), the layers and the countries links, handled in
 * place once hydrated (docs/no-script.md, "Controls"). `countries` are the records the page's loader read
 * (GET /api/countries, by name); the address names a country by its lower-case ISO code (`countryKey`).
 * `tileUrl` and `satelliteTileUrl` are the street and satellite layers' tiles (the public config's).
 */
export function CountryMap({
  countries,
  tileUrl: streetTiles,
  satelliteTileUrl,
}: {
  countries: Country[];
  tileUrl: string;
  satelliteTileUrl: string;
}) {
  const id = useId();
  const location = useLocation();
  const hydrated = useHydrated();
  const { query, set, href } = useImpactQuery({ countries });
  const { income, activity, layer, country: openId } = query;
  const [fitRequest, setFitRequest] = useState(0);
  const setOpenId = (country: string | null) => set({ country });
  // The markers' popups are made once per filter change; they open the latest page state's details.
  const openRef = useRef(setOpenId);
  useEffect(() => {
    openRef.current = setOpenId;
  });

  const visible = useMemo(() => filterCountries(countries, income, activity), [countries, income, activity]);
  const open = countries.find((c) => countryKey(c) === openId) ?? null;
  const tileUrl = layer === 'satellite' ? satelliteTileUrl : streetTiles;

  const markers = useMemo<MapMarker[]>(
    () =>
      visible.map((c) => ({
        id: countryKey(c),
        lat: c.latitude,
        lng: c.longitude,
        color: activityColors[c.activity],
        label: `${c.name}: ${activityLabels[c.activity]}`,
        size: 22,
        kind: c.activity,
        popup: <CountryPopup country={c} onDetails={() => openRef.current(countryKey(c))} />,
      })),
    [visible],
  );

  const resetChanges = { income: 'all', activity: 'all', country: null } as const;
  function reset() {
    set(resetChanges);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0">
        <form
          method="get"
          action={`${location.pathname}${HASH}`}
          onSubmit={(e) => e.preventDefault()}
          className="mb-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-[1fr_1fr_auto_auto] xl:items-end"
        >
          {/* The other choices the address holds are kept when the filters are sent without scripts. */}
          {(['layer', 'region', 'site'] as const).map((name) => {
            const value = query[name];
            return value !== null && value !== IMPACT_DEFAULTS[name] ? (
              <input key={name} type="hidden" name={IMPACT_PARAMS[name]} value={value} />
            ) : null;
          })}
          <div>
            <label htmlFor={`${id}-income`} className="block text-sm font-semibold text-slate-700">
              {copy.incomeLabel}
            </label>
            <select
              id={`${id}-income`}
              name={IMPACT_PARAMS.income}
              value={income}
              onChange={(e) => set({ income: e.target.value as IncomeFilter })}
              className={clsx(selectClasses, 'mt-1.5')}
            >
              {incomeFilterOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-activity`} className="block text-sm font-semibold text-slate-700">
              {copy.activityLabel}
            </label>
            <select
              id={`${id}-activity`}
              name={IMPACT_PARAMS.activity}
              value={activity}
              onChange={(e) => set({ activity: e.target.value as ActivityFilter })}
              className={clsx(selectClasses, 'mt-1.5')}
            >
              {activityFilterOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div
            role="group"
            aria-label={copy.layerLabel}
            className="flex h-11 items-center rounded-full bg-slate-100 p-1 ring-1 ring-inset ring-slate-200"
          >
            <Layers aria-hidden="true" className="ml-2 mr-1 size-4 text-slate-600" />
            {mapLayerOptions.map((o) => (
              <InPlaceLink
                key={o.value}
                href={href({ layer: o.value, country: null }, HASH)}
                onActivate={() => set({ layer: o.value })}
                aria-current={layer === o.value ? 'true' : undefined}
                className={clsx(
                  'flex h-9 flex-1 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors',
                  layer === o.value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
                )}
              >
                {o.label}
              </InPlaceLink>
            ))}
          </div>
          {hydrated ? (
            <Button variant="secondary" onClick={() => setFitRequest((n) => n + 1)} disabled={visible.length === 0}>
              <Crosshair aria-hidden="true" className="size-4" />
              {copy.centerLabel}
            </Button>
          ) : (
            <Button type="submit" variant="secondary">
              {copy.applyFilters}
            </Button>
          )}
        </form>

        <div className="relative">
          <ClientMap
            label={copy.mapLabel}
            center={countryMapView.center}
            zoom={countryMapView.zoom}
            minZoom={countryMapView.minZoom}
            maxZoom={countryMapView.maxZoom}
            tileUrl={tileUrl}
            attribution={tileAttribution(tileUrl)}
            markers={markers}
            fitRequest={fitRequest}
            className="h-[24rem] rounded-2xl shadow-sm ring-1 ring-slate-200 sm:h-[30rem]"
          />
          {visible.length === 0 ? (
            <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center p-4">
              <div
                role="status"
                className="pointer-events-auto max-w-xs rounded-2xl bg-white/95 p-6 text-center shadow-xl ring-1 ring-slate-200"
              >
                <MapPinOff aria-hidden="true" className="mx-auto size-8 text-brand-600" />
                <p className="mt-3 font-semibold text-slate-900">{copy.noMatchTitle}</p>
                <p className="mt-1 text-sm text-slate-600">{copy.noMatchText}</p>
                <InPlaceLink
                  href={href(resetChanges, HASH)}
                  onActivate={reset}
                  className={buttonClasses({ size: 'sm', className: 'mt-4' })}
                >
                  {copy.resetFilters}
                </InPlaceLink>
              </div>
            </div>
          ) : null}
        </div>
      </div>

      <aside aria-label={copy.legendTitle} className="space-y-6">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-700">{copy.legendTitle}</h3>
          <ul className="mt-3 space-y-2.5">
            {COUNTRY_ACTIVITIES.map((a) => (
              <li key={a} className="flex items-center gap-3 text-sm text-slate-700">
                <ActivityDot activity={a} className="size-3.5 shadow" />
                <span className="flex-1">{activityLabels[a]}</span>
                <span className="font-semibold text-slate-900">{countries.filter((c) => c.activity === a).length}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-700">
            {copy.listTitle} <span className="text-brand-700">({visible.length})</span>
          </h3>
          {visible.length ? (
            <ul className="mt-3 grid grid-cols-2 gap-1 lg:grid-cols-1">
              {visible.map((c) => (
                <li key={c.id}>
                  <InPlaceLink
                    href={href({ country: countryKey(c) }, HASH)}
                    onActivate={() => setOpenId(countryKey(c))}
                    aria-haspopup="dialog"
                    aria-label={`${c.name}: ${copy.viewDetails}`}
                    className="flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                  >
                    <ActivityDot activity={c.activity} />
                    {c.name}
                  </InPlaceLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-600">{copy.noMatchTitle}.</p>
          )}
        </div>
      </aside>

      <CountryModal country={open} closeHref={href({ country: null }, HASH)} onClose={() => setOpenId(null)} />
    </div>
  );
}

function CountryPopup({ country, onDetails }: { country: Country; onDetails: () => void }) {
  return (
    <div className="min-w-48 font-sans">
      <div className="text-base font-semibold text-slate-900">{country.name}</div>
      <div className="mt-1 flex items-center gap-1.5 text-xs text-slate-700">
        <ActivityDot activity={country.activity} className="size-2.5" />
        {activityLabels[country.activity]}
      </div>
      <div className="mt-0.5 text-xs text-slate-600">{incomeLevelLabels[country.incomeLevel]}</div>
      <button
        type="button"
        onClick={onDetails}
        className="mt-3 inline-flex h-8 items-center rounded-full bg-brand-700 px-3 text-xs font-semibold text-white hover:bg-brand-800"
      >
        {copy.viewDetails}
      </button>
    </div>
  );
}
