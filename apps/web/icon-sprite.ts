import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The icons sent once (issue 37): every lucide-react icon the app imports is a `<symbol>` of one SVG file,
 * `/assets/icons-<hash>.svg` (immutable, like every hashed asset), and each icon on a page is
 * `<svg …><use href="/assets/icons-<hash>.svg#name"/></svg>` instead of its paths, on the server and in the
 * browser alike (so islands hydrate the same markup). The outer `<svg>` keeps lucide's class and
 * `aria-hidden` (unless labelled) and those of its attributes that differ from lucide's defaults (a size,
 * a colour, a stroke width); the defaults are rules of app.css, and the symbol's paths inherit them.
 *
 * How: lucide's icons all render through its `Icon` component (`createLucideIcon.mjs` imports `./Icon.mjs`);
 * in a build that import resolves to the module below, a copy of lucide's `Icon` whose children are the
 * `<use>`. An icon missing from the sprite (one not imported by name from 'lucide-react' in app/) and one
 * drawn with `nonScalingStroke` keep their inline paths. Both Vite builds (React Router's, the islands')
 * use this plugin and compute the same file from the same sources. Development and unit tests keep
 * lucide's own component.
 */
const VIRTUAL_ICON = '\0icon-sprite:Icon';

type IconNode = [string, Record<string, string | number>, IconNode?][];
interface IconData {
  name: string;
  size?: number;
  node: IconNode;
}

/** Every icon name imported from 'lucide-react' in the app's source (tests left out). */
function importedIconNames(dir: string): Set<string> {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)) {
          for (const part of match[1]!.split(',')) {
            const name = part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]!
              .trim();
            if (/^[A-Z]/.test(name) && !part.trim().startsWith('type ')) names.add(name);
          }
        }
      }
    }
  };
  walk(dir);
  return names;
}

const escape = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function elementsOf(node: IconNode): string {
  return node
    .map(([tag, attrs, children]) => {
      const attributes = Object.entries(attrs)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escape(value)}"`)
        .join('');
      return children?.length ? `<${tag}${attributes}>${elementsOf(children)}</${tag}>` : `<${tag}${attributes}/>`;
    })
    .join('');
}

export function iconSprite(): Plugin {
  const root = path.dirname(new URL(import.meta.url).pathname);
  const require = createRequire(path.join(root, 'package.json'));
  const esm = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist', 'esm');
  let sprite = '';
  let fileName = '';
  let names: string[] = [];

  return {
    name: 'icon-sprite',
    apply: 'build',
    enforce: 'pre',
    configResolved() {
      if (sprite) return;
      const lucide = require('lucide-react') as Record<string, { render?: (props: object, ref: null) => { props: { icon: IconData } } }>;
      const icons = new Map<string, IconData>();
      for (const exported of importedIconNames(path.join(root, 'app'))) {
        const icon = lucide[exported]?.render?.({}, null)?.props?.icon;
        if (icon?.name && Array.isArray(icon.node)) icons.set(icon.name, icon);
      }
      names = [...icons.keys()].sort();
      const symbols = names.map((name) => {
        const icon = icons.get(name)!;
        const size = icon.size ?? 24;
        return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${elementsOf(icon.node)}</symbol>`;
      });
      sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
      fileName = `assets/icons-${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}.svg`;
    },
    resolveId(source, importer) {
      if (source === './Icon.mjs' && importer?.replace(/\\/g, '/').endsWith('lucide-react/dist/esm/createLucideIcon.mjs'))
        return VIRTUAL_ICON;
      return null;
    },
    load(id) {
      if (id !== VIRTUAL_ICON) return null;
      const from = (file: string) => JSON.stringify(path.join(esm, file));
      return `
import { forwardRef, createElement } from 'react';
import { mergeClasses } from ${from('shared/src/utils/mergeClasses.mjs')};
import buildLucideIconForReact from ${from('shared/src/build/buildLucideIconForReact.mjs')};
import { hasA11yProp } from ${from('shared/src/utils/hasA11yProp.mjs')};
import { useLucideContext } from ${from('context.mjs')};

const SPRITE = ${JSON.stringify(`/${fileName}`)};
const IN_SPRITE = new Set(${JSON.stringify(names)});
const DEFAULTS = { width: '24', height: '24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' };
const DRAWN_BY_SYMBOL = new Set(['xmlns', 'viewBox']);

// lucide's <svg> attributes for an icon of the sprite, in lucide's order (buildLucideIconNode), without
// building its paths: those that differ from lucide's defaults (app.css rules), its classes, aria-hidden.
function spriteAttributes(icon, { color, width, height, strokeWidth, absoluteStrokeWidth, className, hasA11yProp: labelled, rest }) {
  const computed = {
    width,
    height,
    stroke: color || DEFAULTS.stroke,
    strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth ?? 2) * Number(icon.size ?? icon.width ?? 24)) / Number(width ?? 24) : strokeWidth ?? 2,
  };
  const attributes = {};
  for (const key in DEFAULTS) {
    const value = key in rest ? rest[key] : key in computed ? computed[key] : DEFAULTS[key];
    if (String(value) !== DEFAULTS[key]) attributes[key] = value;
  }
  const aliases = (icon.aliases ?? []).filter((alias) => typeof alias === 'string' && alias.trim() !== '').map((alias) => 'lucide-' + alias);
  attributes.className = mergeClasses('lucide', 'lucide-' + icon.name, ...aliases, ...(className ? className.split(' ').filter(Boolean) : []));
  if (!labelled) attributes['aria-hidden'] = 'true';
  for (const key in rest) if (!(key in DEFAULTS) && !DRAWN_BY_SYMBOL.has(key)) attributes[key] = rest[key];
  return attributes;
}

// lucide-react's Icon (dist/esm/Icon.mjs), drawing an icon of the sprite with <use> (apps/web/icon-sprite.ts).
const Icon = forwardRef(({ color, size, width, height, strokeWidth, absoluteStrokeWidth, nonScalingStroke, className = '', children, iconNode = [], icon = { node: iconNode, aliases: [], size: 24 }, ...rest }, ref) => {
  const {
    size: contextSize = 24,
    strokeWidth: contextStrokeWidth = 2,
    absoluteStrokeWidth: contextAbsoluteStrokeWidth = false,
    nonScalingStroke: contextNonScalingStroke = false,
    color: contextColor = 'currentColor',
    className: contextClass = '',
  } = useLucideContext() ?? {};
  const hasAccessibleProp = Boolean(children) || hasA11yProp(rest);
  const nonScaling = nonScalingStroke ?? contextNonScalingStroke;
  const params = {
    color: color ?? contextColor,
    width: width ?? size ?? contextSize,
    height: height ?? size ?? contextSize,
    strokeWidth: strokeWidth ?? contextStrokeWidth,
    absoluteStrokeWidth: absoluteStrokeWidth ?? contextAbsoluteStrokeWidth,
    nonScalingStroke: nonScaling,
    className: mergeClasses(contextClass, className),
    hasA11yProp: hasAccessibleProp,
    attributes: rest,
  };
  const more = Array.isArray(children) ? children : [children];
  if (icon.name && IN_SPRITE.has(icon.name) && !nonScaling) {
    const attributes = spriteAttributes(icon, { ...params, rest });
    return createElement('svg', { ref, ...attributes }, [createElement('use', { key: 'use', href: SPRITE + '#' + icon.name }), ...more]);
  }
  const [name, svgAttributes, builtIconNode = []] = buildLucideIconForReact(icon, params);
  return createElement(name, { ref, ...svgAttributes }, [...builtIconNode.map(([tag, attrs]) => createElement(tag, attrs)), ...more]);
});

export { Icon as default };
`;
    },
    writeBundle(options) {
      // Into the client's folder (React Router's client build and the islands' build both write there).
      const outDir = options.dir ?? '';
      if (!outDir.replace(/\\/g, '/').endsWith('build/client')) return;
      const file = path.join(outDir, fileName);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, sprite);
    },
  };
}
