/** Small hand-written SVGs: app icons, partner/developer logos and mock-UI screenshots. */
import { initialsOf } from '../../src/domain/catalogue/initials';
import type { Rng } from './random';

/** HSL (h in degrees, s and l in percent) to #rrggbb. */
export function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number): number => (n + h / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const channel = (n: number): string => {
    const value = lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export interface Accent {
  hue: number;
  main: string;
  dark: string;
  light: string;
}

export function accentFor(hue: number): Accent {
  return { hue, main: hslToHex(hue, 68, 52), dark: hslToHex((hue + 12) % 360, 66, 34), light: hslToHex(hue, 70, 93) };
}

const FONT = 'font-family="Helvetica, Arial, sans-serif" font-weight="700"';

/** 96×96 rounded square with a gradient and the initials; well under 1.5 KB. */
export function appIcon(name: string, accent: Accent, variant: number): string {
  const decor = [
    `<circle cx="78" cy="18" r="26" fill="#fff" fill-opacity=".14"/>`,
    `<path d="M0 70 Q48 52 96 74 V96 H0Z" fill="#fff" fill-opacity=".12"/>`,
    `<rect x="58" y="-10" width="52" height="52" rx="12" transform="rotate(25 84 16)" fill="#fff" fill-opacity=".13"/>`,
  ][variant % 3];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent.main}"/><stop offset="1" stop-color="${accent.dark}"/></linearGradient></defs>`,
    '<rect width="96" height="96" rx="22" fill="url(#g)"/>',
    decor,
    `<text x="48" y="60" ${FONT} font-size="34" fill="#fff" text-anchor="middle">${initialsOf(name)}</text>`,
    '</svg>\n',
  ].join('');
}

/** Round badge used for partner agencies, square one for developers, so the two never look alike. */
export function logo(name: string, accent: Accent, shape: 'circle' | 'square'): string {
  const base =
    shape === 'circle'
      ? `<circle cx="60" cy="60" r="58" fill="${accent.light}" stroke="${accent.main}" stroke-width="4"/>`
      : `<rect x="2" y="2" width="116" height="116" rx="18" fill="${accent.dark}"/>`;
  const ink = shape === 'circle' ? accent.dark : '#fff';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">',
    base,
    `<text x="60" y="73" ${FONT} font-size="38" fill="${ink}" text-anchor="middle">${initialsOf(name)}</text>`,
    '</svg>\n',
  ].join('');
}

/** A 1280×800 mock app window: title bar, sidebar, header and one of four content layouts. */
export function screenshot(rng: Rng, accent: Accent, layout: number): string {
  const parts: string[] = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">',
    '<rect width="1280" height="800" fill="#eef1f5"/>',
    '<rect x="40" y="40" width="1200" height="720" rx="14" fill="#fff" stroke="#d5dae1"/>',
    '<path d="M40 54a14 14 0 0 1 14-14h1172a14 14 0 0 1 14 14v26H40z" fill="#e3e7ec"/>',
    '<circle cx="66" cy="60" r="6" fill="#ff5f57"/><circle cx="86" cy="60" r="6" fill="#febc2e"/><circle cx="106" cy="60" r="6" fill="#28c840"/>',
    `<rect x="40" y="80" width="220" height="680" fill="${accent.dark}"/>`,
    `<rect x="64" y="108" width="120" height="18" rx="9" fill="#fff" fill-opacity=".9"/>`,
  ];
  for (let i = 0; i < 7; i += 1) {
    const active = i === layout % 7;
    parts.push(
      `<rect x="64" y="${160 + i * 44}" width="${110 + rng.int(0, 60)}" height="14" rx="7" fill="#fff" fill-opacity="${active ? '.95' : '.45'}"/>`,
    );
  }
  parts.push(`<rect x="260" y="80" width="980" height="64" fill="${accent.light}"/>`);
  parts.push(`<rect x="292" y="102" width="260" height="20" rx="10" fill="${accent.main}"/>`);
  parts.push(`<rect x="1080" y="98" width="128" height="28" rx="14" fill="${accent.main}"/>`);
  parts.push(...content(rng, accent, layout % 4));
  parts.push('</svg>\n');
  return parts.join('');
}

function content(rng: Rng, accent: Accent, layout: number): string[] {
  const out: string[] = [];
  if (layout === 0) {
    // Card grid.
    for (let r = 0; r < 2; r += 1) {
      for (let c = 0; c < 3; c += 1) {
        const x = 292 + c * 310;
        const y = 176 + r * 280;
        out.push(`<rect x="${x}" y="${y}" width="286" height="252" rx="12" fill="#fff" stroke="#dfe3e8"/>`);
        out.push(
          `<rect x="${x + 20}" y="${y + 20}" width="48" height="48" rx="10" fill="${accent.main}" fill-opacity="${(0.4 + rng.next() * 0.6).toFixed(2)}"/>`,
        );
        out.push(`<rect x="${x + 20}" y="${y + 90}" width="${140 + rng.int(0, 100)}" height="14" rx="7" fill="#c4cad3"/>`);
        out.push(`<rect x="${x + 20}" y="${y + 116}" width="${120 + rng.int(0, 120)}" height="10" rx="5" fill="#e1e5ea"/>`);
        out.push(`<rect x="${x + 20}" y="${y + 200}" width="90" height="30" rx="15" fill="${accent.light}"/>`);
      }
    }
  } else if (layout === 1) {
    // Bar chart with KPI tiles.
    for (let i = 0; i < 4; i += 1) {
      out.push(`<rect x="${292 + i * 232}" y="176" width="212" height="96" rx="12" fill="${accent.light}"/>`);
      out.push(`<rect x="${312 + i * 232}" y="200" width="${60 + rng.int(0, 80)}" height="26" rx="6" fill="${accent.dark}"/>`);
    }
    out.push('<rect x="292" y="300" width="916" height="420" rx="12" fill="#fff" stroke="#dfe3e8"/>');
    for (let i = 0; i < 14; i += 1) {
      const h = 60 + rng.int(0, 300);
      out.push(
        `<rect x="${324 + i * 62}" y="${690 - h}" width="36" height="${h}" rx="4" fill="${accent.main}" fill-opacity="${i % 2 ? '.55' : '1'}"/>`,
      );
    }
  } else if (layout === 2) {
    // Chat transcript with a details panel.
    out.push('<rect x="292" y="176" width="600" height="544" rx="12" fill="#f7f8fa"/>');
    for (let i = 0; i < 6; i += 1) {
      const mine = i % 2 === 1;
      const w = 180 + rng.int(0, 200);
      out.push(
        `<rect x="${mine ? 868 - w : 316}" y="${200 + i * 84}" width="${w}" height="56" rx="18" fill="${mine ? accent.main : '#fff'}" stroke="${mine ? 'none' : '#dfe3e8'}"/>`,
      );
    }
    out.push('<rect x="916" y="176" width="292" height="544" rx="12" fill="#fff" stroke="#dfe3e8"/>');
    out.push(`<circle cx="1062" cy="240" r="36" fill="${accent.light}"/>`);
    for (let i = 0; i < 6; i += 1)
      out.push(`<rect x="940" y="${310 + i * 50}" width="${150 + rng.int(0, 90)}" height="12" rx="6" fill="#d7dce2"/>`);
  } else {
    // Table with status pills.
    out.push('<rect x="292" y="176" width="916" height="544" rx="12" fill="#fff" stroke="#dfe3e8"/>');
    out.push(`<rect x="292" y="176" width="916" height="48" rx="12" fill="${accent.light}"/>`);
    for (let i = 0; i < 9; i += 1) {
      const y = 246 + i * 52;
      out.push(`<rect x="316" y="${y}" width="${160 + rng.int(0, 120)}" height="12" rx="6" fill="#c4cad3"/>`);
      out.push(`<rect x="660" y="${y}" width="${100 + rng.int(0, 80)}" height="12" rx="6" fill="#e1e5ea"/>`);
      out.push(
        `<rect x="1080" y="${y - 6}" width="96" height="24" rx="12" fill="${accent.main}" fill-opacity="${(0.3 + rng.next() * 0.7).toFixed(2)}"/>`,
      );
    }
  }
  return out;
}
