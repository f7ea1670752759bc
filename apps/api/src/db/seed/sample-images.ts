import { sharpLibrary } from '../../lib/sharp';

/**
 * Pictures of the sample content, drawn at seed time from SVG (`pictureSvg`): varied scenes of
 * health centres, villages and families in the site's palette, each item's with a scene of its own
 * and its topic's motif (a mother and child, a calendar, a document...) on the health centre's sign.
 */

/** The motifs, each drawn in a 240 x 240 box centred on (0, 0), white strokes and fills with ink details (drawn on the sign in green). */
const MOTIFS = {
  /** An expectant mother (antenatal care). */
  pregnant: `<circle cx="-8" cy="-82" r="28" fill="#fff"/>
<path d="M-45 105 L-45 -10 C-45 -38 -30 -46 -8 -46 C12 -46 24 -36 26 -16 C66 -2 78 40 56 66 C44 80 28 82 22 86 L22 105 Z" fill="#fff" fill-opacity="0.92"/>`,
  /** A sleeping newborn's face (birth and newborn care). */
  baby: `<circle cx="-92" cy="5" r="20" fill="#fff" fill-opacity="0.9"/><circle cx="92" cy="5" r="20" fill="#fff" fill-opacity="0.9"/>
<circle cx="0" cy="5" r="95" fill="#fff" fill-opacity="0.95"/>
<path d="M-10 -90 C-10 -115 25 -118 25 -95 C25 -82 8 -80 5 -92" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/>
<path d="M-55 -5 C-45 10 -25 10 -15 -5 M15 -5 C25 10 45 10 55 -5 M-20 45 C-8 57 8 57 20 45" fill="none" stroke-width="9" stroke-linecap="round" class="ink"/>
<circle cx="-55" cy="30" r="11" fill="#f9a8d4" fill-opacity="0.6"/><circle cx="55" cy="30" r="11" fill="#f9a8d4" fill-opacity="0.6"/>`,
  /** A drop of blood with a cross (postpartum haemorrhage). */
  drop: `<path d="M0 -115 C40 -60 80 -15 80 30 C80 78 44 110 0 110 C-44 110 -80 78 -80 30 C-80 -15 -40 -60 0 -115 Z" fill="#fff" fill-opacity="0.92"/>
<path d="M0 0 L0 70 M-35 35 L35 35" stroke-width="18" stroke-linecap="round" class="ink"/>`,
  /** A mother holding a baby. */
  motherChild: `<circle cx="-22" cy="-70" r="30" fill="#fff"/>
<path d="M-80 100 C-80 10 -55 -30 -22 -30 C12 -30 36 0 40 40 L40 100 Z" fill="#fff" fill-opacity="0.9"/>
<circle cx="48" cy="8" r="20" fill="#fff"/>
<path d="M10 60 C10 30 30 24 48 28 C70 32 84 48 84 66 C84 84 60 92 30 86 Z" fill="#fff"/>`,
  /** A heart with a pulse line. */
  heartPulse: `<path d="M0 90 C-60 50 -110 10 -110 -40 C-110 -80 -80 -105 -50 -105 C-25 -105 -8 -90 0 -72 C8 -90 25 -105 50 -105 C80 -105 110 -80 110 -40 C110 10 60 50 0 90 Z" fill="#fff" fill-opacity="0.9"/>
<polyline points="-120,-10 -50,-10 -30,-50 -5,40 15,-25 30,-10 120,-10" fill="none" stroke-width="12" stroke-linejoin="round" stroke-linecap="round" class="ink"/>`,
  /** A family: two adults and a child. */
  people: `<circle cx="-60" cy="-50" r="28" fill="#fff"/><path d="M-110 90 C-110 10 -90 -12 -60 -12 C-30 -12 -10 10 -10 90 Z" fill="#fff"/>
<circle cx="60" cy="-50" r="28" fill="#fff"/><path d="M10 90 C10 10 30 -12 60 -12 C90 -12 110 10 110 90 Z" fill="#fff"/>
<circle cx="0" cy="10" r="20" fill="#fff" fill-opacity="0.85"/><path d="M-32 90 C-32 50 -20 36 0 36 C20 36 32 50 32 90 Z" fill="#fff" fill-opacity="0.85"/>`,
  /** A vaccine drop in a shield. */
  shield: `<path d="M0 -110 L95 -75 C95 10 60 70 0 105 C-60 70 -95 10 -95 -75 Z" fill="#fff" fill-opacity="0.9"/>
<path d="M0 -55 C25 -20 40 5 40 25 C40 50 22 65 0 65 C-22 65 -40 50 -40 25 C-40 5 -25 -20 0 -55 Z" class="inkfill"/>`,
  /** A growing plant (nutrition). */
  sprout: `<path d="M0 100 L0 -10" stroke="#fff" stroke-width="14" stroke-linecap="round"/>
<path d="M0 -10 C0 -70 -40 -100 -100 -100 C-100 -40 -60 -10 0 -10 Z" fill="#fff"/>
<path d="M0 20 C0 -30 40 -60 100 -60 C100 -5 60 20 0 20 Z" fill="#fff" fill-opacity="0.85"/>
<path d="M-70 100 L70 100" stroke="#fff" stroke-width="14" stroke-linecap="round"/>`,
  /** A house (home visits). */
  house: `<path d="M-100 -5 L0 -100 L100 -5" fill="none" stroke="#fff" stroke-width="16" stroke-linejoin="round" stroke-linecap="round"/>
<path d="M-75 -20 L75 -20 L75 100 L-75 100 Z" fill="#fff" fill-opacity="0.9"/>
<path d="M-20 100 L-20 40 L20 40 L20 100 Z" class="inkfill"/>`,
  /** A bar chart (surveillance, research). */
  chart: `<path d="M-110 100 L110 100" stroke="#fff" stroke-width="12" stroke-linecap="round"/>
<rect x="-95" y="20" width="42" height="70" rx="6" fill="#fff" fill-opacity="0.75"/>
<rect x="-35" y="-30" width="42" height="120" rx="6" fill="#fff" fill-opacity="0.85"/>
<rect x="25" y="-90" width="42" height="180" rx="6" fill="#fff"/>
<polyline points="-74,0 -14,-50 46,-110" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 16"/>`,
  /** A tablet showing a record (digital health). */
  tablet: `<rect x="-80" y="-110" width="160" height="220" rx="18" fill="#fff" fill-opacity="0.9"/>
<rect x="-60" y="-85" width="120" height="160" rx="6" class="inkfill"/>
<path d="M-40 -55 L40 -55 M-40 -25 L40 -25 M-40 5 L20 5 M-40 35 L30 35" stroke="#fff" stroke-width="10" stroke-linecap="round"/>
<circle cx="0" cy="92" r="8" class="inkfill"/>`,
  /** A calendar page (events). */
  calendar: `<rect x="-100" y="-85" width="200" height="185" rx="16" fill="#fff" fill-opacity="0.9"/>
<rect x="-100" y="-85" width="200" height="45" rx="16" fill="#fff"/>
<path d="M-55 -110 L-55 -60 M55 -110 L55 -60" stroke="#fff" stroke-width="16" stroke-linecap="round"/>
<g class="inkfill"><rect x="-70" y="-20" width="30" height="26" rx="4"/><rect x="-15" y="-20" width="30" height="26" rx="4"/><rect x="40" y="-20" width="30" height="26" rx="4"/>
<rect x="-70" y="30" width="30" height="26" rx="4"/><rect x="-15" y="30" width="30" height="26" rx="4"/></g>`,
  /** A microphone (conferences, seminars). */
  microphone: `<rect x="-38" y="-110" width="76" height="130" rx="38" fill="#fff"/>
<path d="M-70 -10 C-70 50 -35 70 0 70 C35 70 70 50 70 -10" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"/>
<path d="M0 70 L0 105 M-45 105 L45 105" stroke="#fff" stroke-width="14" stroke-linecap="round"/>`,
  /** A screen with a play button (webinars). */
  screen: `<rect x="-115" y="-85" width="230" height="150" rx="14" fill="#fff" fill-opacity="0.9"/>
<path d="M-20 -45 L35 -10 L-20 25 Z" class="inkfill"/>
<path d="M-40 105 L40 105 M0 65 L0 105" stroke="#fff" stroke-width="14" stroke-linecap="round"/>`,
  /** An open book (training). */
  book: `<path d="M0 -70 C-30 -95 -80 -100 -115 -90 L-115 80 C-80 70 -30 75 0 100 Z" fill="#fff" fill-opacity="0.9"/>
<path d="M0 -70 C30 -95 80 -100 115 -90 L115 80 C80 70 30 75 0 100 Z" fill="#fff"/>
<path d="M-90 -50 C-60 -58 -35 -55 -20 -45 M-90 -15 C-60 -23 -35 -20 -20 -10 M20 -45 C35 -55 60 -58 90 -50 M20 -10 C35 -20 60 -23 90 -15" fill="none" stroke-width="8" stroke-linecap="round" class="ink"/>`,
  /** A newsletter page. */
  document: `<path d="M-80 -110 L45 -110 L85 -70 L85 110 L-80 110 Z" fill="#fff" fill-opacity="0.92"/>
<path d="M45 -110 L45 -70 L85 -70" fill="#fff" fill-opacity="0.6"/>
<rect x="-55" y="-80" width="80" height="34" rx="4" class="inkfill"/>
<path d="M-55 -20 L60 -20 M-55 10 L60 10 M-55 40 L60 40 M-55 70 L20 70" stroke-width="10" stroke-linecap="round" class="ink"/>`,
  /** A map pin (outreach). */
  pin: `<path d="M0 110 C-20 70 -85 10 -85 -35 C-85 -82 -47 -115 0 -115 C47 -115 85 -82 85 -35 C85 10 20 70 0 110 Z" fill="#fff" fill-opacity="0.92"/>
<circle cx="0" cy="-35" r="32" class="inkfill"/>`,
} as const;

export type Motif = keyof typeof MOTIFS;

/** The motif of each sample topic (the order of TOPICS in sample.ts). */
export const TOPIC_MOTIFS: readonly Motif[] = [
  'pregnant', // antenatal care attendance
  'baby', // skilled birth attendance
  'motherChild', // kangaroo mother care for small babies
  'house', // postnatal home visits
  'shield', // childhood immunisation coverage
  'motherChild', // exclusive breastfeeding
  'drop', // management of postpartum haemorrhage
  'heartPulse', // newborn resuscitation skills
  'pin', // community health worker referrals
  'people', // family planning counselling
  'shield', // malaria prevention in pregnancy
  'sprout', // nutrition screening for children under five
  'chart', // maternal death surveillance and response
  'people', // adolescent-friendly health services
  'tablet', // digital health records at health centres
];

/** The motif of each event type (EVENT_TYPES). */
export const EVENT_MOTIFS: Record<string, Motif> = {
  Conference: 'microphone',
  Workshop: 'people',
  Webinar: 'screen',
  Training: 'book',
  Seminar: 'microphone',
  Summit: 'pin',
  Symposium: 'chart',
};

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PictureOptions {
  motif: Motif;
  /** Which scene: consecutive numbers give different skies, hills, buildings, trees and people. */
  variant: number;
  width?: number;
  height?: number;
  /** Gallery images only: a title in two lines on a band at the foot of the picture. */
  title?: [string, string];
}

/** A small deterministic random generator (mulberry32): the same variant always gives the same scene. */
function randomOf(seed: number): () => number {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Skies from dawn to dusk: top, horizon, the sun's colour. */
const SKIES: ReadonlyArray<readonly [string, string, string]> = [
  ['#7cc4e8', '#e6f5fb', '#fff4c2'],
  ['#f59e72', '#fde7c8', '#fff1b8'],
  ['#5b8fd1', '#cfe6f7', '#fffbe0'],
  ['#9b7ad1', '#f9d3c2', '#ffe1a8'],
  ['#4fb3c8', '#dff4ee', '#fff8d6'],
  ['#e98a6b', '#fbe3b4', '#fff3c4'],
];
/** The site's greens (brand-300 to brand-900) and the land's ochres, far to near. */
const HILLS: ReadonlyArray<readonly [string, string, string]> = [
  ['#9fd8b7', '#48b37b', '#187c4b'],
  ['#b0e4c5', '#26995f', '#14633e'],
  ['#a9cfa0', '#5e9f4f', '#3f6f2f'],
  ['#c4d9a2', '#7fa650', '#4d6f2a'],
];
const GROUND = ['#c98a4b', '#b9773d', '#d69b5c', '#a86b37'];
/** Kitenge-bright clothes, the site's accent yellows among them. */
const CLOTHES = ['#e09a12', '#f5b731', '#be123c', '#1d4ed8', '#7c3aed', '#0f766e', '#db2777', '#ea580c', '#14633e', '#0369a1'];
const SKIN = ['#5a3a22', '#6b4226', '#4a2f1b', '#7a4b2a', '#3f2818'];

/** A ridge line across the picture: a closed path of smooth bumps from `y` down to the bottom. */
function ridge(width: number, height: number, y: number, amplitude: number, bumps: number, phase: number, fill: string): string {
  const step = width / bumps;
  let d = `M0 ${height} L0 ${Math.round(y)}`;
  for (let i = 0; i < bumps; i++) {
    const x0 = i * step;
    const peak = y - amplitude * (0.55 + 0.45 * Math.sin(phase + i * 1.7));
    d += ` Q${Math.round(x0 + step / 2)} ${Math.round(peak)} ${Math.round(x0 + step)} ${Math.round(y + amplitude * 0.15 * Math.cos(phase + i))}`;
  }
  return `<path d="${d} L${width} ${height} Z" fill="${fill}"/>`;
}

/** An acacia: a thin trunk and a flat, layered crown. `s` is its scale. */
function acacia(x: number, y: number, s: number, leaf: string): string {
  return `<g transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${s.toFixed(2)})">
<path d="M-3 0 L-2 -60 L-22 -88 M-2 -60 L18 -92 M-2 -45 L-30 -70" stroke="#4a3423" stroke-width="6" fill="none" stroke-linecap="round"/>
<ellipse cx="-2" cy="-96" rx="64" ry="14" fill="${leaf}"/><ellipse cx="-14" cy="-106" rx="40" ry="10" fill="${leaf}" opacity="0.85"/></g>`;
}

/** A banana plant: a stem and drooping leaves. */
function banana(x: number, y: number, s: number, leaf: string): string {
  return `<g transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${s.toFixed(2)})">
<path d="M0 0 L0 -50" stroke="#6b8e3a" stroke-width="8"/>
<path d="M0 -50 C-20 -70 -45 -62 -55 -40 C-38 -52 -20 -52 0 -50 Z M0 -50 C20 -75 48 -66 56 -42 C40 -54 20 -54 0 -50 Z M0 -50 C-6 -80 4 -95 14 -100 C8 -80 6 -62 0 -50 Z" fill="${leaf}"/></g>`;
}

/** A round hut with a thatched cone roof. */
function hut(x: number, y: number, s: number, wall: string): string {
  return `<g transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${s.toFixed(2)})">
<rect x="-30" y="-40" width="60" height="40" fill="${wall}"/><rect x="-8" y="-26" width="16" height="26" fill="#3b2a1a"/>
<path d="M-42 -38 L0 -78 L42 -38 Z" fill="#b8934a"/><path d="M-42 -38 L0 -78 L42 -38" fill="none" stroke="#8a6a2f" stroke-width="3"/></g>`;
}

/** A health centre: a long building, a roof, windows, a door, a sign with the motif, a flag. */
function healthCentre(x: number, y: number, s: number, wall: string, roof: string, motif: Motif, ink: string): string {
  const windows = [-70, -40, 40, 70]
    .map((wx) => `<rect x="${wx - 10}" y="-52" width="20" height="18" rx="2" fill="#cfe8f5" stroke="#5b6b73" stroke-width="2"/>`)
    .join('');
  return `<g transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${s.toFixed(2)})">
<rect x="-95" y="-70" width="190" height="70" fill="${wall}"/><path d="M-108 -68 L-80 -98 L80 -98 L108 -68 Z" fill="${roof}"/>
${windows}<rect x="-13" y="-46" width="26" height="46" fill="#6b4a2e"/>
<rect x="-46" y="-134" width="92" height="34" rx="4" fill="${ink}" stroke="#fff" stroke-width="3"/><path d="M-30 -100 L-30 -98 M30 -100 L30 -98" stroke="#555"/>
<g transform="translate(0 -117) scale(0.11)">${MOTIFS[motif]}</g>
<path d="M118 0 L118 -120" stroke="#666" stroke-width="3"/><path d="M118 -120 L150 -110 L118 -100 Z" fill="#e09a12"/></g>`;
}

/** A person: head, body in a coloured dress or shirt; a mother may carry a baby on her back. */
function person(x: number, y: number, s: number, skin: string, cloth: string, headwrap: string | null, baby: boolean): string {
  return `<g transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${s.toFixed(2)})">
${baby ? `<circle cx="-13" cy="-46" r="6" fill="${skin}"/><path d="M-16 -40 C-24 -30 -22 -20 -12 -18 L-6 -38 Z" fill="#f8cf6a"/>` : ''}
<path d="M-10 -40 C-16 -20 -16 -6 -14 0 L14 0 C16 -6 16 -20 10 -40 C6 -44 -6 -44 -10 -40 Z" fill="${cloth}"/>
<circle cx="0" cy="-50" r="8" fill="${skin}"/>${headwrap ? `<path d="M-9 -53 C-8 -62 8 -62 9 -53 Z" fill="${headwrap}"/>` : ''}</g>`;
}

/**
 * The picture's SVG (exported for the unit test of the seed): a scene of the centre's country drawn
 * from the variant (a sky from dawn to dusk, the sun, clouds, two or three green ridges, red earth,
 * huts, a health centre whose sign carries the item's motif, acacias and banana plants, and people in
 * bright clothes, some women carrying babies), in the site's greens and accent yellows. No text, except
 * on gallery images, whose title sits on a band under the scene, inside a 16:9 crop. Every card crops to 16:9 or shows it
 * whole: the scene keeps its subjects in the middle band.
 */
export function pictureSvg({ motif, variant, width = 800, height = 450, title }: PictureOptions): string {
  const r = randomOf(variant + 1);
  const pickOf = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  const between = (lo: number, hi: number) => lo + r() * (hi - lo);
  const [skyTop, skyLow, sunColour] = SKIES[variant % SKIES.length]!;
  const [far, mid, near] = HILLS[Math.floor(variant / SKIES.length + r() * HILLS.length) % HILLS.length]!;
  const ground = pickOf(GROUND);
  const u = height / 450;
  // A gallery image keeps its foot for the title's band (inside a 16:9 crop of it): the scene sits higher.
  const horizon = height * (title ? between(0.4, 0.45) : between(0.52, 0.6));
  const groundY = height * (title ? between(0.56, 0.6) : between(0.74, 0.8));
  const feet = title ? height * 0.68 : height;

  const parts: string[] = [];
  const sunX = width * between(0.1, 0.9);
  const sunY = height * between(0.12, 0.3);
  parts.push(`<circle cx="${Math.round(sunX)}" cy="${Math.round(sunY)}" r="${Math.round(70 * u)}" fill="${sunColour}" opacity="0.35"/>`);
  parts.push(`<circle cx="${Math.round(sunX)}" cy="${Math.round(sunY)}" r="${Math.round(36 * u)}" fill="${sunColour}"/>`);
  for (let c = 0, n = 1 + Math.floor(r() * 3); c < n; c++) {
    const cx = width * between(0.05, 0.95);
    const cy = height * between(0.08, 0.32);
    const w = between(50, 110) * u;
    parts.push(
      `<g fill="#fff" opacity="0.85"><ellipse cx="${Math.round(cx)}" cy="${Math.round(cy)}" rx="${Math.round(w)}" ry="${Math.round(w * 0.28)}"/><ellipse cx="${Math.round(cx - w * 0.3)}" cy="${Math.round(cy - w * 0.16)}" rx="${Math.round(w * 0.45)}" ry="${Math.round(w * 0.3)}"/><ellipse cx="${Math.round(cx + w * 0.25)}" cy="${Math.round(cy - w * 0.2)}" rx="${Math.round(w * 0.35)}" ry="${Math.round(w * 0.26)}"/></g>`,
    );
  }
  parts.push(ridge(width, height, horizon - 40 * u, 70 * u, 3 + Math.floor(r() * 3), r() * 6, far));
  parts.push(ridge(width, height, horizon, 45 * u, 4 + Math.floor(r() * 3), r() * 6, mid));
  parts.push(ridge(width, height, groundY - 25 * u, 20 * u, 5, r() * 6, near));
  parts.push(`<rect x="0" y="${Math.round(groundY)}" width="${width}" height="${height - Math.round(groundY)}" fill="${ground}"/>`);
  parts.push(
    `<path d="M${Math.round(width * between(0.3, 0.6))} ${height} C${Math.round(width * 0.5)} ${Math.round(groundY + 40 * u)} ${Math.round(width * between(0.4, 0.7))} ${Math.round(groundY + 10 * u)} ${Math.round(width * between(0.45, 0.6))} ${Math.round(groundY)}" stroke="#e8c28f" stroke-width="${Math.round(26 * u)}" fill="none" opacity="0.7"/>`,
  );

  // The health centre, left or right of the middle; huts and trees around it, never on top of it.
  const centreX = width * (r() < 0.5 ? between(0.25, 0.4) : between(0.6, 0.75));
  const scale = u * between(0.95, 1.25);
  const behind: string[] = [];
  for (let t = 0, n = 2 + Math.floor(r() * 4); t < n; t++) {
    let x = width * between(0.03, 0.97);
    if (Math.abs(x - centreX) < 130 * scale) x = (x + width / 2) % width;
    const tree =
      r() < 0.6 ? acacia(x, groundY - between(0, 10) * u, u * between(0.7, 1.2), near) : banana(x, groundY, u * between(0.8, 1.2), mid);
    behind.push(tree);
  }
  for (let h = 0, n = Math.floor(r() * 3) + (motif === 'house' ? 2 : 0); h < n; h++) {
    let x = width * between(0.05, 0.95);
    if (Math.abs(x - centreX) < 150 * scale) x = (x + width * 0.45) % width;
    behind.push(hut(x, groundY + between(2, 10) * u, u * between(0.7, 1), pickOf(['#d9b48a', '#c99a6b', '#e0c49c'])));
  }
  parts.push(...behind);
  parts.push(
    healthCentre(
      centreX,
      groundY + 6 * u,
      scale,
      pickOf(['#f7f3ea', '#fdf1d2', '#eefaf3']),
      pickOf(['#14633e', '#187c4b', '#8a5a06', '#0f3d29']),
      motif,
      '#14633e',
    ),
  );

  // People in the foreground, a group walking to or standing by the centre.
  const group = 2 + Math.floor(r() * 4);
  const groupX = width * between(0.15, 0.85);
  for (let k = 0; k < group; k++) {
    const x = groupX + (k - group / 2) * 26 * u * between(0.9, 1.4);
    const y = groundY + (feet - groundY) * between(0.35, 0.7);
    const woman = r() < 0.7;
    const baby = woman && (motif === 'motherChild' || motif === 'baby' || motif === 'pregnant' || r() < 0.3);
    parts.push(person(x, y, u * between(1.2, 1.6), pickOf(SKIN), pickOf(CLOTHES), woman ? pickOf(CLOTHES) : null, baby));
  }

  const text = title
    ? `<rect x="0" y="${Math.round(height * 0.68)}" width="${width}" height="${Math.round(height * 0.2)}" fill="#0f3d29" fill-opacity="0.78"/>
<g font-family="DejaVu Sans, Arial, sans-serif" fill="#fff" text-anchor="middle">
<text x="${width / 2}" y="${Math.round(height * 0.765)}" font-size="${Math.round(36 * u)}" font-weight="bold">${xmlEscape(title[0])}</text>
<text x="${width / 2}" y="${Math.round(height * 0.84)}" font-size="${Math.round(26 * u)}" fill-opacity="0.9">${xmlEscape(title[1])}</text></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>
<style>.ink{stroke:#14633e}.inkfill{fill:#14633e}</style></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>${parts.join('\n')}${text}
</svg>`;
}

/**
 * A JPEG of the picture: 800 x 450 unless asked otherwise, 8-12 KB. Wide enough for the cards (at most
 * 395 CSS px) on a two-density screen; the flat shapes stay sharp enough in the article page's 720 px.
 */
export async function makePicture(options: PictureOptions): Promise<Buffer> {
  const sharp = await sharpLibrary();
  return sharp(Buffer.from(pictureSvg(options)))
    .jpeg({ quality: 78 })
    .toBuffer();
}
