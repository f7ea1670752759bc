import { Building2, GraduationCap, Hospital, Users } from 'lucide-react';
import type { FieldSite, FieldSiteMotif } from '../content/field-sites';

const motifIcons: Record<FieldSiteMotif, typeof Hospital> = {
  hospital: Hospital,
  clinic: Building2,
  community: Users,
  school: GraduationCap,
};

/** A field site's picture: its own gradient, a skyline and its motif (no photographs). */
export function SiteImage({ site }: { site: Pick<FieldSite, 'id' | 'colorFrom' | 'colorTo' | 'motif'> }) {
  const Icon = motifIcons[site.motif];
  const id = `site-gradient-${site.id}`;
  return (
    <div className="relative aspect-[16/7] overflow-hidden rounded-xl">
      <svg aria-hidden="true" viewBox="0 0 320 140" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full">
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={site.colorFrom} />
            <stop offset="1" stopColor={site.colorTo} />
          </linearGradient>
        </defs>
        <rect width="320" height="140" fill={`url(#${id})`} />
        <circle cx="262" cy="34" r="18" fill="#fff" fillOpacity="0.25" />
        <path d="M0 112 Q60 92 120 106 T240 100 T320 104 V140 H0 Z" fill="#fff" fillOpacity="0.14" />
        <path d="M0 124 Q80 108 160 122 T320 118 V140 H0 Z" fill="#000" fillOpacity="0.12" />
        <g fill="#fff" fillOpacity="0.18">
          <rect x="36" y="78" width="26" height="34" rx="2" />
          <rect x="68" y="66" width="34" height="46" rx="2" />
          <rect x="212" y="72" width="30" height="40" rx="2" />
          <path d="M250 112 L268 86 L286 112 Z" />
        </g>
      </svg>
      <span className="absolute left-4 top-4 flex size-11 items-center justify-center rounded-xl bg-white/20 text-white ring-1 ring-inset ring-white/30 backdrop-blur-sm">
        <Icon aria-hidden="true" className="size-6" />
      </span>
    </div>
  );
}

/**
 * The regional illustration behind the field-site markers: Kampala in the west, Busoga east of the
 * River Nile, Lake Victoria to the south. Drawn in a 1000 x 625 box; markers sit on it by percentage.
 */
export function RegionIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 1000 625" preserveAspectRatio="xMidYMid meet" className="absolute inset-0 size-full">
      <defs>
        <linearGradient id="region-land" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ecfdf3" />
          <stop offset="1" stopColor="#d6f2e0" />
        </linearGradient>
        <linearGradient id="region-lake" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#bae6fd" />
          <stop offset="1" stopColor="#7dd3fc" />
        </linearGradient>
        <pattern id="region-grid" width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M40 0H0V40" fill="none" stroke="#14633e" strokeOpacity="0.06" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="1000" height="625" fill="url(#region-land)" />
      <rect width="1000" height="625" fill="url(#region-grid)" />
      {/* Kampala metropolitan area */}
      <path
        d="M70 150 C120 110 260 120 330 170 C380 210 370 330 330 400 C290 460 180 470 110 430 C50 395 30 300 40 230 C45 190 55 165 70 150 Z"
        fill="#fde68a"
        fillOpacity="0.45"
        stroke="#b45309"
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeDasharray="8 6"
      />
      {/* Busoga region */}
      <path
        d="M520 40 C600 20 760 30 860 70 C940 110 960 220 930 320 C905 400 850 430 760 420 C660 410 560 380 520 300 C495 240 490 120 520 40 Z"
        fill="#a7f3d0"
        fillOpacity="0.5"
        stroke="#047857"
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeDasharray="8 6"
      />
      {/* Lake Victoria */}
      <path
        d="M0 520 C120 470 260 500 380 470 C470 448 520 470 560 430 C620 380 720 440 820 430 C900 422 960 440 1000 420 V625 H0 Z"
        fill="url(#region-lake)"
      />
      {/* River Nile leaving the lake at Jinja, flowing north */}
      <path
        d="M520 440 C510 380 540 330 500 270 C470 220 500 150 470 80 C460 50 465 20 470 0"
        fill="none"
        stroke="#38bdf8"
        strokeWidth="10"
        strokeLinecap="round"
      />
      {/* Kampala - Jinja road */}
      <path
        d="M230 280 C330 300 420 300 530 285"
        fill="none"
        stroke="#64748b"
        strokeOpacity="0.55"
        strokeWidth="4"
        strokeDasharray="14 10"
        strokeLinecap="round"
      />
      <g fontFamily="Inter Variable, ui-sans-serif, system-ui, sans-serif" fontWeight="700" fill="#134f34">
        <text x="120" y="110" fontSize="30" letterSpacing="3">
          KAMPALA
        </text>
        <text x="700" y="20" fontSize="30" letterSpacing="3" dy="20">
          BUSOGA
        </text>
      </g>
      <g fontFamily="Inter Variable, ui-sans-serif, system-ui, sans-serif" fontStyle="italic" fill="#075985">
        <text x="330" y="580" fontSize="26">
          Lake Victoria
        </text>
        <text x="420" y="190" fontSize="20" transform="rotate(-75 420 190)">
          River Nile
        </text>
      </g>
    </svg>
  );
}
