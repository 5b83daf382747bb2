import type { Subject } from './BrandFacts.ts'

/** The light a picture is drawn in: sky from top to horizon, the sea, the sand and the sun. */
interface Light {
  sky: [string, string]
  sea: [string, string]
  sand: string
  sun: string
  sunY: number
  accent: string
}

/**
 * Four moods, dawn to night: a brand's pictures share one, so its pages look shot on the same trip. Few on purpose:
 * every distinct picture costs each build its resized files (about half a second each on two cores).
 */
export const moods: Light[] = [
  { sky: ['#1d4e89', '#f6c28b'], sea: ['#2a7f9e', '#0c4a6e'], sand: '#f1dcb4', sun: '#ffd27a', sunY: 380, accent: '#e4572e' },
  { sky: ['#3a8dde', '#bfe3f7'], sea: ['#1aa5b8', '#05668d'], sand: '#f4e3c1', sun: '#fff4c2', sunY: 120, accent: '#2e7d32' },
  { sky: ['#5b2c83', '#f7a278'], sea: ['#3d5a80', '#1b2a41'], sand: '#e8cfa9', sun: '#ffcf85', sunY: 400, accent: '#7a1f3d' },
  { sky: ['#14213d', '#fca311'], sea: ['#274c77', '#14213d'], sand: '#d6b98c', sun: '#ffd166', sunY: 430, accent: '#e4007c' },
]

const W = 1600
const H = 900
const horizon = 470

const palm = (x: number, y: number, s: number, colour: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${colour}"><path d="M0 0 C 10 -120 30 -240 20 -330 L 34 -330 C 44 -240 24 -120 16 0 Z"/>` +
  [0, 55, 110, 160, 215, 270, 320].map((a) => `<path transform="translate(27 -330) rotate(${a})" d="M0 0 C 40 -30 110 -30 160 10 C 110 -5 50 -5 0 8 Z"/>`).join('') +
  '</g>'

function backdrop(l: Light, seaTop = horizon): string {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${l.sky[0]}"/><stop offset="1" stop-color="${l.sky[1]}"/></linearGradient>` +
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${l.sea[0]}"/><stop offset="1" stop-color="${l.sea[1]}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${l.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${l.sun}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="1150" cy="${l.sunY}" r="260" fill="url(#glow)"/><circle cx="1150" cy="${l.sunY}" r="70" fill="${l.sun}"/>` +
    `<rect y="${seaTop}" width="${W}" height="${H - seaTop}" fill="url(#sea)"/>` +
    [0, 1, 2, 3, 4].map((i) => `<rect x="${900 + i * 30}" y="${seaTop + 20 + i * 34}" width="${500 - i * 60}" height="5" fill="${l.sun}" opacity="${0.5 - i * 0.08}"/>`).join('')
  )
}

const layers: Record<Subject, (l: Light) => string> = {
  beach: (l) =>
    backdrop(l) +
    `<path d="M0 640 C 400 580 900 600 1600 560 L1600 900 L0 900 Z" fill="${l.sand}"/>` +
    `<path d="M0 640 C 400 580 900 600 1600 560" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.7"/>` +
    palm(120, 720, 1.2, '#1f3b2d') +
    palm(300, 700, 0.9, '#24472f') +
    `<g transform="translate(900 700)"><path d="M0 0 L150 -90 L300 0 Z" fill="${l.accent}"/><rect x="146" y="-90" width="8" height="150" fill="#5b4636"/></g>` +
    `<rect x="1100" y="720" width="220" height="26" rx="8" fill="#ffffff"/><rect x="1100" y="746" width="12" height="40" fill="#8d6e63"/><rect x="1308" y="746" width="12" height="40" fill="#8d6e63"/>`,
  pool: (l) =>
    backdrop(l, 430) +
    `<rect y="560" width="${W}" height="340" fill="#e9e4da"/>` +
    `<path d="M0 600 L1600 560 L1600 820 L0 860 Z" fill="#38b6d8"/>` +
    [0, 1, 2, 3].map((i) => `<path d="M${100 + i * 380} ${680 + (i % 2) * 30} q 60 -14 120 0 t 120 0" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.6"/>`).join('') +
    palm(1380, 600, 1.1, '#1f3b2d') +
    [0, 1, 2].map((i) => `<g transform="translate(${260 + i * 300} 560)"><rect width="200" height="24" rx="8" fill="#ffffff"/><rect y="-60" width="40" height="64" rx="8" fill="#ffffff"/></g>`).join('') +
    `<circle cx="1180" cy="520" r="90" fill="${l.accent}" opacity="0.85"/><rect x="1176" y="520" width="8" height="80" fill="#5b4636"/>`,
  suite: (l) =>
    `<rect width="${W}" height="${H}" fill="#f3ede4"/>` +
    `<g transform="translate(760 120)"><svg width="700" height="460" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${backdrop(l)}</svg></g>` +
    `<rect x="760" y="120" width="700" height="460" fill="none" stroke="#ffffff" stroke-width="22"/><rect x="1100" y="120" width="14" height="460" fill="#ffffff"/>` +
    `<rect y="640" width="${W}" height="260" fill="#c8b49a"/>` +
    `<rect x="120" y="520" width="700" height="200" rx="18" fill="#ffffff"/><rect x="120" y="600" width="700" height="120" fill="${l.accent}" opacity="0.8"/>` +
    `<rect x="90" y="380" width="40" height="340" fill="#6d4c41"/><rect x="160" y="470" width="160" height="70" rx="24" fill="#faf7f2"/><rect x="360" y="470" width="160" height="70" rx="24" fill="#faf7f2"/>` +
    `<rect x="880" y="660" width="120" height="110" fill="#8d6e63"/><circle cx="940" cy="630" r="34" fill="#2e7d32"/>`,
  restaurant: (l) =>
    backdrop(l) +
    `<rect y="600" width="${W}" height="300" fill="#6d4c41"/>` +
    `<path d="M0 80 L1600 80" stroke="#3e2723" stroke-width="6"/>` +
    [0, 1, 2, 3, 4, 5, 6].map((i) => `<line x1="${100 + i * 230}" y1="80" x2="${100 + i * 230}" y2="${150 + (i % 2) * 30}" stroke="#3e2723" stroke-width="3"/><circle cx="${100 + i * 230}" cy="${170 + (i % 2) * 30}" r="22" fill="${l.sun}"/>`).join('') +
    [0, 1].map((i) => `<g transform="translate(${250 + i * 700} 640)"><ellipse cx="200" cy="0" rx="240" ry="40" fill="#ffffff"/><rect x="190" y="0" width="20" height="200" fill="#4e342e"/><circle cx="130" cy="-20" r="26" fill="#f5f5f5" stroke="#bdbdbd"/><circle cx="270" cy="-20" r="26" fill="#f5f5f5" stroke="#bdbdbd"/><rect x="195" y="-70" width="10" height="50" fill="${l.accent}"/><circle cx="200" cy="-78" r="9" fill="#ffcc80"/></g>`).join(''),
  spa: (l) =>
    `<rect width="${W}" height="${H}" fill="#e8efe9"/>` +
    `<rect x="0" y="0" width="${W}" height="420" fill="${l.sky[1]}" opacity="0.5"/>` +
    palm(1350, 640, 1.3, '#4e7d5b') +
    palm(1200, 660, 0.9, '#5f8f6b') +
    `<rect y="620" width="${W}" height="280" fill="#d7ccc8"/>` +
    `<ellipse cx="520" cy="640" rx="360" ry="70" fill="${l.sea[0]}" opacity="0.8"/>` +
    `<g transform="translate(980 560)"><ellipse cx="0" cy="60" rx="130" ry="40" fill="#5d4037"/><ellipse cx="0" cy="10" rx="100" ry="34" fill="#6d6d6d"/><ellipse cx="0" cy="-36" rx="72" ry="26" fill="#8d8d8d"/><ellipse cx="0" cy="-72" rx="46" ry="18" fill="#a5a5a5"/></g>` +
    `<rect x="160" y="720" width="300" height="60" rx="12" fill="#ffffff"/><rect x="160" y="700" width="300" height="30" rx="12" fill="${l.accent}" opacity="0.7"/>` +
    [0, 1, 2].map((i) => `<circle cx="${420 + i * 120}" cy="620" r="16" fill="#ffffff" opacity="0.7"/>`).join(''),
  wedding: (l) =>
    backdrop(l) +
    `<path d="M0 650 C 500 600 1100 620 1600 590 L1600 900 L0 900 Z" fill="${l.sand}"/>` +
    `<g transform="translate(560 250)" stroke="#ffffff" stroke-width="22" fill="none"><path d="M0 480 L0 120 Q 240 -80 480 120 L480 480"/></g>` +
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<circle cx="${560 + Math.round(240 - 240 * Math.cos((i * Math.PI) / 7))}" cy="${370 - Math.round(200 * Math.sin((i * Math.PI) / 7))}" r="24" fill="${i % 2 ? '#ffffff' : l.accent}"/>`).join('') +
    [0, 1, 2, 3].map((i) => `<rect x="${260 + i * 90}" y="760" width="60" height="70" rx="6" fill="#ffffff"/><rect x="${1040 + i * 90}" y="760" width="60" height="70" rx="6" fill="#ffffff"/>`).join('') +
    `<path d="M800 900 L760 640 L840 640 Z" fill="#ffffff" opacity="0.6"/>`,
  golf: (l) =>
    backdrop(l, 520) +
    `<path d="M0 560 C 300 480 700 520 1000 500 C 1300 480 1500 520 1600 510 L1600 900 L0 900 Z" fill="#5c9e4a"/>` +
    `<path d="M0 700 C 400 640 900 700 1600 640 L1600 900 L0 900 Z" fill="#79b85a"/>` +
    `<ellipse cx="1050" cy="700" rx="220" ry="50" fill="#9ccc65"/><ellipse cx="1050" cy="700" rx="14" ry="5" fill="#1b1b1b"/>` +
    `<rect x="1048" y="560" width="5" height="140" fill="#ffffff"/><path d="M1053 560 L1120 580 L1053 600 Z" fill="${l.accent}"/>` +
    `<ellipse cx="420" cy="780" rx="160" ry="36" fill="${l.sand}"/>` +
    palm(160, 640, 1.0, '#1f3b2d') +
    palm(1420, 620, 0.9, '#24472f'),
}

/** A layered drawing of the subject in the mood's light, 1600×900. */
export function sceneSvg(subject: Subject, mood: number): string {
  const light = moods[mood % moods.length]!
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${layers[subject](light)}</svg>`
}
