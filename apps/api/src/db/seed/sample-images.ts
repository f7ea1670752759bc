import sharp from 'sharp';

/**
 * Pictures of the sample content, drawn at seed time from SVG: a two-colour gradient, a few soft
 * shapes and a simple white motif in the middle (a mother and child, a calendar, a document...). No
 * text, except on gallery images, whose title sits in the centre with wide margins: every card crops
 * its picture to 16:9 or shows it whole, and the motif stays in the centre either way.
 */

/** The motifs, each drawn in a 240 x 240 box centred on (0, 0), white strokes and fills. */
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

/** Gradient pairs dark enough for the white motif (and gallery titles) to read, light enough to differ. */
const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#0f766e', '#5eead4'],
  ['#1e3a8a', '#60a5fa'],
  ['#9d174d', '#f9a8d4'],
  ['#9a3412', '#fdba74'],
  ['#4c1d95', '#c4b5fd'],
  ['#166534', '#86efac'],
  ['#155e75', '#67e8f9'],
  ['#854d0e', '#fde047'],
  ['#3730a3', '#a5b4fc'],
  ['#be123c', '#fda4af'],
  ['#065f46', '#6ee7b7'],
  ['#1e40af', '#c084fc'],
];

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
  /** Which palette and layout of the soft shapes: consecutive numbers give different pictures. */
  variant: number;
  width?: number;
  height?: number;
  /** Gallery images only: a title in two centred lines under the motif. */
  title?: [string, string];
}

/** The picture's SVG (exported for the unit test of the seed). */
export function pictureSvg({ motif, variant, width = 800, height = 450, title }: PictureOptions): string {
  const [from, to] = PALETTES[((variant % PALETTES.length) + PALETTES.length) % PALETTES.length]!;
  // The soft shapes: three translucent circles whose places turn with the variant.
  const circles = [0, 1, 2]
    .map((k) => {
      const angle = ((variant * 47 + k * 120) * Math.PI) / 180;
      const cx = Math.round(width / 2 + Math.cos(angle) * width * 0.42);
      const cy = Math.round(height / 2 + Math.sin(angle) * height * 0.45);
      const r = Math.round(height * (0.28 + 0.1 * k));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.06 + 0.03 * k).toFixed(2)}"/>`;
    })
    .join('');
  const scale = (Math.min(width, height) / 675) * (title ? 0.8 : 1.2);
  const motifY = title ? height * 0.4 : height / 2;
  const text = title
    ? `<g font-family="DejaVu Sans, Arial, sans-serif" fill="#fff" text-anchor="middle">
<text x="${width / 2}" y="${Math.round(height * 0.72)}" font-size="${Math.round(44 * scale)}" font-weight="bold">${xmlEscape(title[0])}</text>
<text x="${width / 2}" y="${Math.round(height * 0.72 + 58 * scale)}" font-size="${Math.round(34 * scale)}" fill-opacity="0.9">${xmlEscape(title[1])}</text></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<style>.ink{stroke:${from}}.inkfill{fill:${from}}</style></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${circles}
<circle cx="${width / 2}" cy="${motifY}" r="${Math.round(165 * scale)}" fill="#fff" fill-opacity="0.14"/>
<g transform="translate(${width / 2} ${motifY}) scale(${scale.toFixed(3)})">${MOTIFS[motif]}</g>${text}
</svg>`;
}

/**
 * A JPEG of the picture: 800 x 450 unless asked otherwise, 8-12 KB. Wide enough for the cards (at most
 * 395 CSS px) on a two-density screen; the flat shapes stay sharp enough in the article page's 720 px.
 */
export function makePicture(options: PictureOptions): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(options)))
    .jpeg({ quality: 78 })
    .toBuffer();
}
