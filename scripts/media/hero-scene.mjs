// The landing page's hero video, drawn: a classroom of the learning centre in Pune, seen from the back of the room.
// A trainer beside a large display points at a chart that builds up while code is typed beside it, learners at two
// rows of desks type on their laptops and nod along, and the window shows Pune: the Sahyadri hills, Parvati hill with
// its temple, Shaniwar Wada's walls and the towers of the IT parks. The camera drifts a little, nearer things more.
//
// `scene(u)` is a pure function of the loop's phase u in [0, 1): every motion is periodic in u (or over by the end of
// the loop), so frame 0 follows the last frame without a seam. `hero-video.mjs` renders it frame by frame.
// Frame 0 (the poster, and the still shown to visitors who prefer reduced motion) shows the chart complete.
// Its few words are set in DejaVu Sans and DejaVu Sans Mono (Debian's fonts-dejavu-core), or whatever sans-serif and
// monospace fonts the machine has.

export const WIDTH = 1280;
export const HEIGHT = 720;

const TAU = Math.PI * 2;
const clamp01 = (x) => Math.min(1, Math.max(0, x));
const smooth = (x) => {
  const t = clamp01(x);
  return t * t * (3 - 2 * t);
};
const easeOutBack = (x) => {
  const t = clamp01(x) - 1;
  return 1 + 2.2 * t * t * t + 1.2 * t * t;
};
/** A sine with k whole periods per loop: seamless for any whole k. */
const wave = (u, k = 1, phase = 0) => Math.sin(TAU * (k * u + phase));
const n = (v) => Math.round(v * 100) / 100;

const C = {
  navy: '#1d3f8f',
  navyDark: '#142d68',
  ink: '#172033',
  amber: '#f5b301',
  amberSoft: '#ffd66b',
  wallTop: '#eef2f8',
  wallBottom: '#e3e9f3',
  floorNear: '#c9b08f',
  floorFar: '#dcc7a9',
};

// ---------------------------------------------------------------------------------------------------------------
// Code: the display's notebook (real text) and the laptops' editors (token blocks), typed line by line and scrolled.

const SYN = { d: '#e4e9f7', k: '#c792ea', f: '#82aaff', s: '#c3e88d', o: '#89ddff', m: '#f78c6c', c: '#6f82b8' };
const tok = (spec) => spec.map(([t, c]) => [t, SYN[c]]);

const NOTEBOOK_STATIC = [
  tok([['import', 'k'], [' pandas ', 'd'], ['as', 'k'], [' pd', 'd']]),
  tok([['df', 'd'], [' = ', 'o'], ['pd', 'd'], ['.', 'o'], ['read_csv', 'f'], ['(', 'd'], ['"pune.csv"', 's'], [')', 'd']]),
];
/** Typed over and over: five lines a loop, five rows shown, so no line is ever on screen twice. */
const NOTEBOOK_TYPED = [
  tok([['jobs', 'd'], [' = ', 'o'], ['df', 'd'], ['.', 'o'], ['groupby', 'f'], ['(', 'd'], ['"month"', 's'], [')', 'd']]),
  tok([['hired', 'd'], [' = ', 'o'], ['jobs', 'd'], ['[', 'd'], ['"placed"', 's'], ['].', 'o'], ['sum', 'f'], ['()', 'd']]),
  tok([['model', 'd'], [' = ', 'o'], ['Ridge', 'f'], ['(', 'd'], ['alpha', 'd'], ['=', 'o'], ['0.5', 'm'], [')', 'd']]),
  tok([['model', 'd'], ['.', 'o'], ['fit', 'f'], ['(', 'd'], ['months', 'd'], [', ', 'o'], ['hired', 'd'], [')', 'd']]),
  tok([['pred', 'd'], [' = ', 'o'], ['model', 'd'], ['.', 'o'], ['predict', 'f'], ['(', 'd'], ['next6', 'd'], [')', 'd']]),
];

/**
 * Rows of typed lines, the newest at the bottom: `perLoop` lines are typed each loop (the list is cyclic), each new
 * line first scrolls the others up, then types itself out. Returns each row's line, y offset and revealed share.
 */
function typingRows({ u, count, perLoop, rows, phase = 0 }) {
  const c = u * perLoop + phase;
  const current = Math.floor(c);
  const fr = c - current;
  const scroll = fr < 0.18 ? 1 - smooth(fr / 0.18) : 0;
  const reveal = clamp01((fr - 0.22) / 0.66);
  const out = [];
  for (let k = current - rows; k <= current; k++) {
    const row = k - (current - rows + 1) + scroll;
    out.push({ line: ((k % count) + count) % count, row, reveal: k === current ? reveal : 1, current: k === current });
  }
  return out;
}

const cursorOn = (u) => Math.floor(u * 16) % 2 === 0;

function notebookText(tokens, chars) {
  let left = chars;
  let out = '';
  for (const [text, color] of tokens) {
    if (left <= 0) break;
    const part = text.slice(0, left);
    left -= part.length;
    out += `<tspan fill="${color}">${part.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</tspan>`;
  }
  return out;
}

/** Editors on the laptops: lines of coloured token blocks [chars, colour]. */
const BLOCK_COLORS = ['#82aaff', '#c792ea', '#c3e88d', '#e4e9f7', '#f78c6c', '#89ddff', '#f5b301'];
function blockLines(seed, count) {
  let s = seed;
  const rnd = () => ((s = (s * 16807) % 2147483647) / 2147483647);
  const lines = [];
  for (let i = 0; i < count; i++) {
    const indent = i % 3 === 0 ? 0 : Math.floor(rnd() * 2) + 1;
    const tokens = [];
    let len = indent * 2;
    const parts = 2 + Math.floor(rnd() * 4);
    for (let p = 0; p < parts && len < 26; p++) {
      const w = 2 + Math.floor(rnd() * 7);
      tokens.push([len, w, BLOCK_COLORS[Math.floor(rnd() * BLOCK_COLORS.length)]]);
      len += w + 1;
    }
    lines.push(tokens);
  }
  return lines;
}

function blockEditor({ u, x, y, w, h, seed, phase, rows, theme, clipId }) {
  const dark = theme === 'dark';
  const lines = blockLines(seed, rows);
  const lh = (h - 14) / rows;
  const cw = (w - 30) / 30;
  const left = x + 26;
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${dark ? '#101a33' : '#f7f8fc'}"/>`;
  out += `<rect x="${x}" y="${y}" width="${w}" height="8" fill="${dark ? '#0a1226' : '#e3e8f3'}"/>`;
  out += `<rect x="${x + 4}" y="${y + 2.5}" width="16" height="3" rx="1.5" fill="${dark ? '#2c3b63' : '#c4cde0'}"/>`;
  out += `<rect x="${x + 24}" y="${y + 2.5}" width="12" height="3" rx="1.5" fill="${C.amber}" opacity=".8"/>`;
  out += `<rect x="${x}" y="${y + 8}" width="18" height="${h - 8}" fill="${dark ? '#0c1429' : '#eceff6'}"/>`;
  out += `<g clip-path="url(#${clipId})">`;
  for (const r of typingRows({ u, count: rows, perLoop: rows, rows, phase })) {
    const ly = y + 12 + r.row * lh;
    const total = lines[r.line].reduce((m, [at, w2]) => Math.max(m, at + w2), 0);
    const chars = Math.round(r.reveal * total);
    out += `<rect x="${x + 6}" y="${n(ly + lh * 0.3)}" width="7" height="${n(lh * 0.32)}" rx="1" fill="${dark ? '#3a4770' : '#b8c2d8'}"/>`;
    for (const [at, tw, color] of lines[r.line]) {
      const vis = Math.min(tw, chars - at);
      if (vis <= 0) continue;
      const col = dark ? color : color === '#e4e9f7' ? '#5b6475' : color === '#c3e88d' ? '#3f9d5a' : color;
      out += `<rect x="${n(left + at * cw)}" y="${n(ly + lh * 0.25)}" width="${n(vis * cw)}" height="${n(lh * 0.42)}" rx="1.2" fill="${col}"/>`;
    }
    if (r.current && (r.reveal < 1 && r.reveal > 0 ? true : cursorOn(u))) {
      out += `<rect x="${n(left + chars * cw + 1)}" y="${n(ly + lh * 0.12)}" width="1.6" height="${n(lh * 0.7)}" fill="${dark ? C.amber : C.navy}"/>`;
    }
  }
  out += '</g>';
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The window: Pune in the late afternoon.

function windowView(u) {
  const drift = wave(u) * 10;
  let s = `<rect x="20" y="40" width="460" height="340" fill="url(#sky)"/>`;
  s += `<circle cx="372" cy="236" r="80" fill="url(#sunGlow)"/><circle cx="372" cy="236" r="17" fill="#fff6dc"/>`;
  // Clouds, drifting to and fro.
  const cloud = (cx, cy, k) =>
    `<g transform="translate(${n(cx + drift * k)} ${cy})" fill="#fff" opacity=".9"><ellipse cx="0" cy="0" rx="34" ry="10"/><ellipse cx="-12" cy="-7" rx="15" ry="10"/><ellipse cx="10" cy="-10" rx="17" ry="13"/></g>`;
  s += cloud(130, 118, 1) + cloud(300, 96, 0.6) + cloud(410, 150, 1.3);
  // Sahyadri ridges, then Parvati hill with its temple.
  s += `<path d="M20 292 Q60 262 98 276 T170 262 Q205 246 236 262 T306 258 Q350 240 390 262 T480 256 V380 H20Z" fill="#b7c7dc"/>`;
  s += `<path d="M20 310 Q70 292 120 300 T220 296 Q270 288 330 300 T480 294 V380 H20Z" fill="#a6b9d2"/>`;
  s += `<path d="M92 330 Q140 270 190 262 Q238 268 292 330Z" fill="#8ea7c6"/>`;
  s += `<g fill="#eee3cd"><rect x="181" y="252" width="18" height="10"/><path d="M184 252 L190 236 L196 252Z"/><circle cx="199" cy="251" r="4"/><rect x="189.4" y="229" width="1.2" height="8"/></g><path d="M190.6 229 l6 2 -6 2z" fill="#e8752a"/>`;
  // Towers of the IT parks (glass, with lit windows) and the older town.
  const towers = [
    [236, 282, 24, '#7f96ba'], [262, 262, 20, '#6f88af'], [284, 246, 28, '#5f7aa4'], [316, 268, 18, '#7a92b7'],
    [338, 230, 26, '#56719c'], [368, 258, 22, '#6d86ad'], [394, 240, 30, '#5a75a0'], [428, 272, 24, '#7089b0'],
    [454, 286, 26, '#7e95b9'], [40, 300, 26, '#8299bc'], [70, 312, 20, '#7690b5'],
  ];
  for (const [x, top, w, fill] of towers) {
    s += `<rect x="${x}" y="${top}" width="${w}" height="${380 - top}" fill="${fill}"/>`;
    s += `<rect x="${x}" y="${top}" width="${n(w * 0.35)}" height="${380 - top}" fill="#fff" opacity=".08"/>`;
    for (let wy = top + 6; wy < 352; wy += 9) {
      for (let wx = x + 4; wx < x + w - 4; wx += 6) {
        if ((wx * 7 + wy * 3) % 5 === 0) continue;
        s += `<rect x="${wx}" y="${wy}" width="3" height="4" fill="#dfe9f7" opacity=".55"/>`;
      }
    }
  }
  s += `<path d="M338 230 l13 -10 13 10z" fill="#56719c"/><rect x="350" y="208" width="2" height="13" fill="#56719c"/>`;
  // Shaniwar Wada: the fort wall with its bastions and the Delhi Gate.
  s += '<g fill="#c29b73">';
  s += '<rect x="96" y="340" width="230" height="30"/>';
  for (const bx of [100, 146, 246, 296]) {
    s += `<rect x="${bx - 9}" y="330" width="18" height="40" rx="6"/>`;
    for (let t = -8; t <= 6; t += 5) s += `<rect x="${bx + t}" y="326" width="3" height="5"/>`;
  }
  s += '<rect x="178" y="320" width="22" height="50" rx="7"/><rect x="218" y="320" width="22" height="50" rx="7"/><rect x="196" y="330" width="26" height="40"/>';
  for (let t = 98; t < 326; t += 7) s += `<rect x="${t}" y="336" width="3.5" height="5"/>`;
  s += '</g><path d="M202 370 V352 Q209 340 216 352 V370Z" fill="#6e4d35"/>';
  s += '<rect x="96" y="348" width="230" height="3" fill="#a9835d" opacity=".6"/>';
  // Trees in front.
  s += '<g fill="#5a8a62">';
  for (const [cx, r] of [[36, 20], [66, 16], [330, 18], [360, 24], [398, 17], [438, 22], [470, 18], [128, 12], [150, 10]]) {
    s += `<circle cx="${cx}" cy="${372 - r * 0.4}" r="${r}"/>`;
  }
  s += '</g><g fill="#4a7a54">';
  for (const [cx, r] of [[50, 14], [346, 15], [420, 16], [456, 12]]) s += `<circle cx="${cx}" cy="${378 - r * 0.2}" r="${r}"/>`;
  s += '</g>';
  // A haze over the distance.
  s += '<rect x="20" y="200" width="460" height="180" fill="url(#haze)"/>';
  // Three birds crossing once a loop (out of sight at the loop's ends).
  const cross = (u - 0.12) / 0.7;
  if (cross > 0 && cross < 1) {
    for (const [dx, dy, ph] of [[0, 0, 0], [-18, 8, 0.3], [-30, -6, 0.6]]) {
      const bx = 20 + cross * 480 + dx;
      const by = 150 - cross * 40 + dy + Math.sin(cross * 9 + ph) * 3;
      const flap = 2 + 2.2 * Math.sin(u * TAU * 22 + ph * 6);
      s += `<path d="M${n(bx - 5)} ${n(by)} Q${n(bx - 2.5)} ${n(by - flap)} ${n(bx)} ${n(by)} Q${n(bx + 2.5)} ${n(by - flap)} ${n(bx + 5)} ${n(by)}" fill="none" stroke="#3b4a66" stroke-width="1.3" stroke-linecap="round"/>`;
    }
  }
  return s;
}

// ---------------------------------------------------------------------------------------------------------------
// The display on the wall: the notebook's code on the left, its chart on the right.

const BARS = [52, 70, 62, 94, 116, 148];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

/** How far each bar has grown: complete at the loop's start (the poster), cleared when the cell is run again, regrown. */
function barGrowth(u, i) {
  if (u < 0.1) return 1;
  if (u < 0.2) return 1 - smooth((u - 0.1 - i * 0.008) / 0.08);
  const start = 0.26 + i * 0.055;
  return easeOutBack((u - start) / 0.15);
}

function display(u) {
  const x = 520;
  const y = 96;
  const w = 460;
  const h = 262;
  let s = `<rect x="${x - 4}" y="${y + 10}" width="${w + 8}" height="${h}" rx="12" fill="#0d1630" opacity=".22" filter="url(#soft)"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="9" fill="#111a33"/>`;
  s += `<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="3" fill="url(#screen)"/>`;
  const ix = x + 8;
  const iy = y + 8;
  // Title bar.
  s += `<rect x="${ix}" y="${iy}" width="${w - 16}" height="22" fill="#0a1433"/>`;
  s += `<circle cx="${ix + 12}" cy="${iy + 11}" r="3.6" fill="#ff6b6b"/><circle cx="${ix + 24}" cy="${iy + 11}" r="3.6" fill="${C.amber}"/><circle cx="${ix + 36}" cy="${iy + 11}" r="3.6" fill="#34d399"/>`;
  s += `<text x="${ix + 52}" y="${iy + 15}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="10.5" fill="#aebbe0">placements_forecast.ipynb</text>`;
  s += `<text x="${x + w - 18}" y="${iy + 15}" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="10" fill="#7d8fc4">Batch 14 · Data Science</text>`;
  // Code pane.
  const cx = ix + 8;
  const cy = iy + 30;
  s += `<rect x="${cx}" y="${cy}" width="206" height="200" rx="5" fill="#0f1d4c"/>`;
  s += `<g font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="9.6">`;
  s += `<text x="${cx + 8}" y="${cy + 16}" fill="${SYN.c}">In [1]:</text>`;
  NOTEBOOK_STATIC.forEach((line, i) => {
    s += `<text x="${cx + 8}" y="${cy + 32 + i * 15}">${notebookText(line, 99)}</text>`;
  });
  s += `<text x="${cx + 8}" y="${cy + 74}" fill="${SYN.c}">In [2]:</text>`;
  s += `<rect x="${cx + 4}" y="${cy + 80}" width="198" height="114" rx="3" fill="#132459"/>`;
  s += `<g clip-path="url(#codeClip)">`;
  const top = cy + 96;
  for (const r of typingRows({ u, count: NOTEBOOK_TYPED.length, perLoop: NOTEBOOK_TYPED.length, rows: 6 - 1 })) {
    const line = NOTEBOOK_TYPED[r.line];
    const len = line.reduce((m, [t]) => m + t.length, 0);
    const chars = Math.round(r.reveal * len);
    const ly = top + r.row * 19;
    s += `<text x="${cx + 10}" y="${n(ly)}">${notebookText(line, chars)}</text>`;
    if (r.current && (r.reveal > 0 && r.reveal < 1 ? true : cursorOn(u))) {
      s += `<rect x="${n(cx + 10 + chars * 5.78 + 1)}" y="${n(ly - 9)}" width="1.6" height="12" fill="${C.amber}"/>`;
    }
  }
  s += '</g></g>';
  // Chart pane.
  const px = cx + 216;
  s += `<rect x="${px}" y="${cy}" width="212" height="200" rx="5" fill="#0f1d4c"/>`;
  s += `<text x="${px + 10}" y="${cy + 18}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="10.5" font-weight="700" fill="#eef2ff">Placements per month</text>`;
  const base = cy + 178;
  for (let g = 1; g <= 4; g++) s += `<rect x="${px + 10}" y="${base - g * 34}" width="192" height="1" fill="#2a3f80"/>`;
  s += `<rect x="${px + 10}" y="${base}" width="192" height="1.4" fill="#4a5f9e"/>`;
  const tops = [];
  BARS.forEach((bh, i) => {
    const g = barGrowth(u, i);
    const hgt = Math.max(0, bh * g);
    const bx = px + 18 + i * 31;
    tops.push([bx + 9, base - bh]);
    if (hgt > 0.5) {
      s += `<rect x="${bx}" y="${n(base - hgt)}" width="18" height="${n(hgt)}" rx="2.5" fill="${i === BARS.length - 1 ? C.amber : 'url(#bar)'}"/>`;
    }
    s += `<text x="${bx + 9}" y="${base + 12}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="8" fill="#8ea3d6">${MONTHS[i]}</text>`;
  });
  // The trend line draws itself after the bars, the badge pops in last; both go with the bars when the cell reruns.
  const fade = u < 0.1 ? 1 : u < 0.18 ? 1 - smooth((u - 0.1) / 0.06) : 1;
  const draw = u < 0.2 ? 1 : smooth((u - 0.62) / 0.14);
  const shown = u < 0.2 ? fade : draw;
  if (shown > 0.01) {
    const pts = tops.map(([tx, ty]) => `${tx},${ty - 12}`).join(' ');
    s += `<polyline points="${pts}" fill="none" stroke="#ffe08a" stroke-width="2" stroke-linejoin="round" stroke-dasharray="220" stroke-dashoffset="${n(220 * (1 - (u < 0.2 ? 1 : draw)))}" opacity="${n(u < 0.2 ? fade : 1)}"/>`;
    tops.forEach(([tx, ty], i) => {
      if (u < 0.2 ? true : draw > (i + 0.5) / tops.length) {
        s += `<circle cx="${tx}" cy="${ty - 12}" r="2.6" fill="#fff" stroke="${C.amber}" stroke-width="1.4" opacity="${n(u < 0.2 ? fade : 1)}"/>`;
      }
    });
  }
  const badge = u < 0.2 ? fade : easeOutBack((u - 0.76) / 0.06);
  if (badge > 0.01) {
    s += `<g transform="translate(${px + 176} ${cy + 14}) scale(${n(Math.max(0, badge))})"><rect x="-22" y="-9" width="44" height="17" rx="8.5" fill="${C.amber}"/><text x="0" y="3.6" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="9.5" font-weight="700" fill="#1b1b1b">+38%</text></g>`;
  }
  // "Running" while the cell reruns.
  const running = smooth((u - 0.13) / 0.03) * (1 - smooth((u - 0.29) / 0.03));
  if (running > 0.01) {
    s += `<g opacity="${n(running)}"><circle cx="${px + 156}" cy="${cy + 14}" r="3" fill="#34d399"/><text x="${px + 163}" y="${cy + 17.5}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="9" fill="#9fe8c7">Running</text></g>`;
  }
  // A sheen over the glass.
  s += `<path d="M${x + 8} ${y + 8} H${x + 190} L${x + 90} ${y + h - 8} H${x + 8}Z" fill="#fff" opacity=".035"/>`;
  return s;
}

// ---------------------------------------------------------------------------------------------------------------
// People.

/** A learner seen from behind, seated: drawn around (0, 0) at the top of the chair's back, head at y ≈ -152. */
function learner({ skin, hair, top, style, tilt = 0, bob = 0, headphones = false, chair = true }) {
  const shade = '#000';
  let s = '';
  s += `<path d="M-84 190 C-100 60 -102 -62 -52 -86 Q0 -100 52 -86 C102 -62 100 60 84 190Z" fill="${top}"/>`;
  s += `<path d="M44 -84 C96 -64 98 40 84 190 L58 190 C68 40 66 -30 44 -84Z" fill="${shade}" opacity=".13"/>`;
  s += `<path d="M-30 -60 Q0 -40 30 -60" fill="none" stroke="${shade}" stroke-opacity=".12" stroke-width="3"/>`;
  s += `<path d="M-16 -122 h32 v30 q-16 8 -32 0z" fill="${skin}"/><path d="M-16 -108 h32 v16 q-16 8 -32 0z" fill="${shade}" opacity=".18"/>`;
  s += `<path d="M-22 -92 Q0 -80 22 -92" fill="none" stroke="${shade}" stroke-opacity=".25" stroke-width="4"/>`;
  s += `<g transform="translate(0 ${n(bob)}) rotate(${n(tilt)} 0 -112)">`;
  s += `<ellipse cx="-36" cy="-146" rx="7" ry="11" fill="${skin}"/><ellipse cx="36" cy="-146" rx="7" ry="11" fill="${skin}"/>`;
  s += `<ellipse cx="0" cy="-150" rx="36" ry="42" fill="${skin}"/>`;
  const cover = `<path d="M-38 -150 C-40 -196 40 -196 38 -150 C38 -128 30 -118 20 -112 Q0 -106 -20 -112 C-30 -118 -38 -128 -38 -150Z" fill="${hair}"/>`;
  if (style === 'long') {
    s += `<path d="M-40 -152 C-42 -198 42 -198 40 -152 C42 -124 40 -100 30 -78 Q0 -66 -30 -78 C-40 -100 -42 -124 -40 -152Z" fill="${hair}"/>`;
    s += `<path d="M-16 -170 Q-22 -120 -14 -84 M6 -176 Q10 -126 4 -80 M22 -160 Q26 -120 18 -90" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="3" stroke-linecap="round"/>`;
  } else if (style === 'bun') {
    s += cover + `<circle cx="0" cy="-196" r="17" fill="${hair}"/>`;
  } else if (style === 'ponytail') {
    s += cover + `<path d="M-7 -124 Q-14 -90 -4 -58 Q4 -50 10 -60 Q14 -92 7 -124Z" fill="${hair}"/><rect x="-8" y="-128" width="16" height="6" rx="3" fill="${C.amber}"/>`;
  } else if (style === 'braid') {
    s += cover;
    for (let i = 0; i < 5; i++) s += `<ellipse cx="${i % 2 ? 2 : -2}" cy="${-112 + i * 13}" rx="${9 - i * 0.7}" ry="8" fill="${hair}"/>`;
  } else {
    s += `<path d="M-38 -148 C-42 -198 42 -198 38 -148 C36 -136 32 -128 26 -124 Q0 -118 -26 -124 C-32 -128 -36 -136 -38 -148Z" fill="${hair}"/>`;
  }
  s += `<path d="M-22 -182 Q0 -194 22 -184" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="5" stroke-linecap="round"/>`;
  if (headphones) {
    s += `<path d="M-41 -150 Q-44 -205 0 -205 Q44 -205 41 -150" fill="none" stroke="#26314f" stroke-width="7"/>`;
    s += `<rect x="-49" y="-164" width="13" height="28" rx="6" fill="${C.amber}"/><rect x="36" y="-164" width="13" height="28" rx="6" fill="${C.amber}"/>`;
  }
  s += '</g>';
  if (chair) {
    s += `<ellipse cx="0" cy="232" rx="86" ry="12" fill="#000" opacity=".1"/>`;
    s += `<rect x="-70" y="-8" width="140" height="150" rx="30" fill="#2a3453"/>`;
    s += `<rect x="-60" y="2" width="120" height="128" rx="24" fill="#36426a"/>`;
    s += `<path d="M-52 8 Q0 -2 52 8" fill="none" stroke="#56638f" stroke-width="3" stroke-linecap="round"/>`;
    s += `<rect x="-8" y="142" width="16" height="72" fill="#1b2238"/>`;
    s += `<path d="M-70 226 L0 208 L70 226" fill="none" stroke="#1b2238" stroke-width="10" stroke-linecap="round"/>`;
  }
  return s;
}

/** The trainer, standing, turned toward the display, drawn with her feet at (0, 0). */
function trainer(u) {
  const skin = '#a8704d';
  const point = 4 * wave(u, 2, 0.1) + (u > 0.12 && u < 0.2 ? -7 * Math.sin(((u - 0.12) / 0.08) * Math.PI) : 0);
  const head = 3 * wave(u, 1, 0.35);
  let s = '';
  s += `<ellipse cx="0" cy="0" rx="52" ry="8" fill="#000" opacity=".12"/>`;
  s += `<path d="M-27 -182 L27 -182 L31 -12 L12 -12 L3 -140 L-5 -12 L-25 -12Z" fill="#222b45"/>`;
  s += `<path d="M-30 -10 q-20 0 -16 -8 h24 v8z" fill="#141a2c"/><path d="M10 -10 q-18 0 -14 -8 h26 v8z" fill="#141a2c"/>`;
  // Other arm, holding the clicker.
  s += `<path d="M30 -272 Q44 -226 26 -196" fill="none" stroke="${C.navyDark}" stroke-width="15" stroke-linecap="round"/>`;
  s += `<circle cx="22" cy="-192" r="7.5" fill="${skin}"/><rect x="12" y="-200" width="8" height="15" rx="3" fill="#111827"/>`;
  // Blouse, blazer, lanyard.
  s += `<path d="M-28 -284 Q0 -294 28 -284 L27 -176 L-27 -176Z" fill="#f3f5fb"/>`;
  s += `<path d="M-36 -282 Q-48 -270 -46 -240 L-40 -172 L-8 -172 L-10 -268 Z" fill="${C.navy}"/>`;
  s += `<path d="M36 -282 Q48 -270 46 -240 L40 -172 L10 -172 L12 -268 Z" fill="${C.navy}"/>`;
  s += `<path d="M-10 -268 L-2 -236 M12 -268 L4 -236" stroke="${C.navyDark}" stroke-width="3"/>`;
  s += `<path d="M-7 -286 L-2 -240 M7 -286 L2 -240" stroke="${C.amber}" stroke-width="2.4"/>`;
  s += `<rect x="-8" y="-242" width="16" height="21" rx="2" fill="#fff"/><rect x="-8" y="-242" width="16" height="6" rx="2" fill="${C.navy}"/>`;
  // Pointing arm, raised toward the chart.
  s += `<g transform="rotate(${n(point)} -34 -276)">`;
  s += `<path d="M-34 -276 Q-60 -300 -66 -318 L-90 -352" fill="none" stroke="${C.navy}" stroke-width="15" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<path d="M-86 -347 L-92 -355" stroke="#f3f5fb" stroke-width="14" stroke-linecap="round"/>`;
  s += `<circle cx="-96" cy="-360" r="7.5" fill="${skin}"/><path d="M-99 -364 L-109 -378" stroke="${skin}" stroke-width="4.5" stroke-linecap="round"/>`;
  s += '</g>';
  // Neck and head, turned toward the room.
  s += `<rect x="-8" y="-304" width="16" height="22" rx="6" fill="${skin}"/><rect x="-8" y="-292" width="16" height="8" fill="#000" opacity=".12"/>`;
  s += `<g transform="rotate(${n(head)} 0 -296)">`;
  s += `<ellipse cx="-3" cy="-322" rx="21" ry="25" fill="${skin}"/>`;
  s += `<path d="M-24 -324 Q-26 -352 0 -350 Q24 -350 22 -322 Q22 -302 15 -296 L13 -320 Q2 -336 -14 -330 Q-20 -328 -24 -318Z" fill="#1c1410"/>`;
  s += `<circle cx="19" cy="-336" r="10" fill="#1c1410"/>`;
  s += `<ellipse cx="12" cy="-318" rx="4" ry="6" fill="${skin}"/><circle cx="12" cy="-309" r="2" fill="${C.amber}"/>`;
  s += `<path d="M-18 -327 q3 -2 6 0 M-6 -327 q3 -2 6 0" stroke="#1c1410" stroke-width="1.6" fill="none" stroke-linecap="round"/>`;
  s += `<ellipse cx="-15" cy="-321" rx="1.6" ry="2.1" fill="#1c1410"/><ellipse cx="-3" cy="-321" rx="1.6" ry="2.1" fill="#1c1410"/>`;
  s += `<path d="M-10 -320 q-3 6 1 7" stroke="#7e4e33" stroke-width="1.4" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M-14 -306 q5 4 10 0" stroke="#7a3326" stroke-width="1.8" fill="none" stroke-linecap="round"/>`;
  s += '</g>';
  return s;
}

function laptopBack({ x, y, w, h, inner }) {
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="5" fill="#2b3247"/>`;
  s += `<rect x="${x + 4}" y="${y + 4}" width="${w - 8}" height="${h - 10}" rx="2" fill="#0b1020"/>`;
  s += inner;
  s += `<rect x="${x - 6}" y="${y + h - 2}" width="${w + 12}" height="6" rx="3" fill="#b8c0d0"/>`;
  return s;
}

// ---------------------------------------------------------------------------------------------------------------

const FAR_ROW = [
  { x: 318, skin: '#8d5a3b', hair: '#1b1411', top: '#0f766e', style: 'short', k: 1, ph: 0.1, laptop: 52 },
  { x: 484, skin: '#c68c63', hair: '#2a1b14', top: '#9f1d3f', style: 'braid', k: 2, ph: 0.4, laptop: -54 },
  { x: 690, skin: '#a86b4a', hair: '#1d1512', top: '#5b6475', style: 'short', k: 1, ph: 0.7, laptop: 56, headphones: true },
  { x: 862, skin: '#b47a55', hair: '#20150f', top: '#6d5bd0', style: 'ponytail', k: 2, ph: 0.2, laptop: -50 },
];

const NEAR_ROW = [
  { x: 160, skin: '#9b6242', hair: '#17110e', top: '#274b9f', style: 'bun', k: 1, ph: 0.55 },
  { x: 1178, skin: '#c08a62', hair: '#241812', top: '#d59b00', style: 'short', k: 2, ph: 0.85 },
];

export function scene(u) {
  const pan = wave(u, 1, 0) * 9;
  const lift = wave(u, 1, 0.25) * 2.5;
  const layer = (factor, body) =>
    `<g transform="translate(${n(-pan * factor)} ${n(-lift * factor * 0.5)})">${body}</g>`;

  const defs = `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.wallTop}"/><stop offset="1" stop-color="${C.wallBottom}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.floorFar}"/><stop offset="1" stop-color="${C.floorNear}"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fc6ee"/><stop offset=".55" stop-color="#cfe2f4"/><stop offset="1" stop-color="#fbe3bd"/></linearGradient>
<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3dd" stop-opacity="0"/><stop offset="1" stop-color="#fff3dd" stop-opacity=".35"/></linearGradient>
<radialGradient id="sunGlow"><stop offset="0" stop-color="#fff1c9" stop-opacity=".9"/><stop offset="1" stop-color="#fff1c9" stop-opacity="0"/></radialGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#172a66"/><stop offset="1" stop-color="#0d1940"/></linearGradient>
<linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb2ff"/><stop offset="1" stop-color="#4c7be6"/></linearGradient>
<radialGradient id="screenGlow"><stop offset="0" stop-color="#c9d8fb" stop-opacity=".75"/><stop offset="1" stop-color="#c9d8fb" stop-opacity="0"/></radialGradient>
<radialGradient id="lamp"><stop offset="0" stop-color="#fffaf0" stop-opacity=".95"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>
<linearGradient id="beam" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff2d1" stop-opacity=".55"/><stop offset="1" stop-color="#fff2d1" stop-opacity="0"/></linearGradient>
<linearGradient id="desk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfcfe"/><stop offset="1" stop-color="#e7ecf4"/></linearGradient>
<radialGradient id="vignette" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#0a1430" stop-opacity="0"/><stop offset="1" stop-color="#0a1430" stop-opacity=".28"/></radialGradient>
<linearGradient id="leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f9a62"/><stop offset="1" stop-color="#2f6e45"/></linearGradient>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
<clipPath id="windowClip"><rect x="68" y="76" width="324" height="270"/></clipPath>
<clipPath id="codeClip"><rect x="540" y="214" width="198" height="112"/></clipPath>
<clipPath id="nearLeftClip"><rect x="264" y="566" width="150" height="86"/></clipPath>
<clipPath id="nearRightClip"><rect x="934" y="566" width="150" height="86"/></clipPath>
</defs>`;

  // The room: ceiling, wall, window, display, clock, shelf, plant, floor.
  let room = `<rect x="-120" y="-60" width="1520" height="540" fill="url(#wall)"/>`;
  room += `<rect x="-120" y="-60" width="1520" height="86" fill="#f7f8fb"/><rect x="-120" y="24" width="1520" height="3" fill="#d6ddea"/>`;
  for (const lx of [250, 750, 1160]) {
    room += `<ellipse cx="${lx}" cy="28" rx="190" ry="120" fill="url(#lamp)"/>`;
  }
  room += `<ellipse cx="750" cy="230" rx="330" ry="200" fill="url(#screenGlow)"/>`;
  // Window with Pune outside.
  room += `<rect x="52" y="60" width="356" height="302" rx="5" fill="#fdfdff" stroke="#d3dae8" stroke-width="1.5"/>`;
  room += `<g clip-path="url(#windowClip)">${layer(-0.35, `<g transform="translate(46 76) scale(0.8) translate(-20 -40)">${windowView(u)}</g>`)}</g>`;
  room += `<rect x="68" y="76" width="324" height="30" fill="#f3eee4"/><rect x="68" y="104" width="324" height="4" fill="#d9d1c2"/><rect x="222" y="108" width="2" height="14" fill="#c9c0ae"/><circle cx="223" cy="124" r="3" fill="#c9c0ae"/>`;
  room += `<g fill="#fdfdff"><rect x="224" y="76" width="12" height="270"/><rect x="68" y="214" width="324" height="8"/></g>`;
  room += `<path d="M92 76 L140 76 L84 346 L68 346 L68 200Z M260 76 L284 76 L248 214 L236 214Z" fill="#fff" opacity=".16"/>`;
  room += `<rect x="68" y="76" width="324" height="6" fill="#000" opacity=".05"/>`;
  room += `<rect x="42" y="360" width="376" height="12" rx="3" fill="#fbfcfe"/><rect x="46" y="372" width="368" height="6" fill="#000" opacity=".06"/>`;
  // Low bookshelf under the window.
  room += `<rect x="70" y="390" width="200" height="66" rx="3" fill="#d4b896"/><rect x="74" y="394" width="192" height="27" fill="#b99a76"/><rect x="74" y="425" width="192" height="27" fill="#b99a76"/>`;
  const books = [['#1d3f8f', 9, 22], ['#f5b301', 7, 20], ['#0f766e', 10, 24], ['#9f1d3f', 8, 21], ['#e4e9f7', 6, 18], ['#274b9f', 9, 23], ['#5b6475', 7, 19], ['#d59b00', 8, 22]];
  let bx = 78;
  for (const [c, w, h] of books) {
    room += `<rect x="${bx}" y="${421 - h}" width="${w}" height="${h}" rx="1" fill="${c}"/>`;
    bx += w + 1.5;
  }
  bx = 150;
  for (const [c, w, h] of books.slice().reverse()) {
    room += `<rect x="${bx}" y="${452 - h}" width="${w}" height="${h}" rx="1" fill="${c}"/>`;
    bx += w + 1.5;
  }
  room += `<path d="M210 421 h22 v-3 q-11 -4 -22 0z" fill="#eee"/><circle cx="232" cy="442" r="9" fill="#e8edf6"/><path d="M226 434 q6 -14 14 -6 q-4 8 -14 6z" fill="#4f9a62"/>`;
  // Clock between the window and the display.
  room += `<circle cx="464" cy="126" r="23" fill="#fff" stroke="${C.navy}" stroke-width="3.5"/>`;
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * TAU;
    room += `<rect x="463.2" y="106" width="1.6" height="${i % 3 ? 3 : 5}" fill="#334" transform="rotate(${n((a * 180) / Math.PI)} 464 126)"/>`;
  }
  room += `<path d="M464 126 L464 113 M464 126 L473 130" stroke="#172033" stroke-width="2.2" stroke-linecap="round"/><circle cx="464" cy="126" r="2" fill="${C.amber}"/>`;
  // The display.
  room += display(u);
  // Poster and plant beside the trainer.
  room += `<rect x="1132" y="118" width="104" height="136" rx="4" fill="#fff" stroke="#d3dae8" stroke-width="1.5"/><rect x="1140" y="126" width="88" height="120" fill="${C.navy}"/>`;
  room += `<path d="M1152 222 l18 -20 14 10 24 -30" fill="none" stroke="${C.amber}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><circle cx="1208" cy="182" r="4" fill="${C.amber}"/>`;
  room += `<rect x="1150" y="138" width="52" height="6" rx="3" fill="#fff"/><rect x="1150" y="150" width="36" height="5" rx="2.5" fill="#9fb3e3"/><rect x="1150" y="232" width="64" height="4" rx="2" fill="#9fb3e3"/>`;
  room += `<rect x="-120" y="392" width="1520" height="3" fill="#d7deea"/>`;
  room += `<rect x="-120" y="448" width="1520" height="9" fill="#ccd5e3"/>`;
  room += `<rect x="-120" y="457" width="1520" height="300" fill="url(#floor)"/>`;
  for (let i = -12; i <= 12; i++) {
    const bxp = 750 + i * 120;
    const tx = 750 + i * 38;
    room += `<path d="M${tx} 457 L${bxp} 760" stroke="#b89b78" stroke-width="1" opacity=".35"/>`;
  }
  room += `<path d="M60 457 L400 457 L760 760 L120 760Z" fill="url(#beam)"/>`;
  // Plant in the corner.
  room += `<g transform="translate(1244 458)"><path d="M-26 0 L-22 -46 H22 L26 0Z" fill="#e9e3d7"/><rect x="-24" y="-50" width="48" height="8" rx="3" fill="#d9d0bf"/>`;
  for (const [a, l] of [[-70, 120], [-40, 150], [-10, 170], [20, 140], [50, 110], [-95, 90], [80, 90]]) {
    room += `<g transform="rotate(${a} 0 -48)"><path d="M0 -48 Q-22 ${-48 - l * 0.5} 0 ${-48 - l} Q22 ${-48 - l * 0.5} 0 -48Z" fill="url(#leaf)"/><path d="M0 -48 L0 ${-48 - l * 0.92}" stroke="#2a5e3b" stroke-width="1.2"/></g>`;
  }
  room += '</g>';

  // The trainer.
  const trainerLayer = `<g transform="translate(${n(1062 + wave(u, 1, 0.6) * 1.5)} 512) scale(0.73)">${trainer(u)}</g>`;

  // Far row: desk, laptops, learners.
  let far = `<ellipse cx="600" cy="640" rx="420" ry="18" fill="#000" opacity=".07"/>`;
  far += `<rect x="232" y="480" width="10" height="150" fill="#8b97b0"/><rect x="958" y="480" width="10" height="150" fill="#8b97b0"/>`;
  for (const p of FAR_ROW) {
    const lx = p.x + p.laptop - 38;
    far += laptopBack({
      x: lx,
      y: 422,
      w: 76,
      h: 48,
      inner:
        `<rect x="${lx + 4}" y="426" width="68" height="38" fill="#111b36"/>` +
        [0, 1, 2, 3, 4]
          .map((i) => `<rect x="${lx + 10 + (i % 2) * 6}" y="${430 + i * 7}" width="${[34, 22, 40, 18, 28][i] * (i === 4 ? 0.4 + 0.6 * Math.abs(wave(u, 2, p.ph)) : 1)}" height="3" rx="1.5" fill="${BLOCK_COLORS[(i + p.x) % BLOCK_COLORS.length]}" opacity=".85"/>`)
          .join(''),
    });
  }
  far += `<path d="M224 472 H976 L984 482 H216Z" fill="url(#desk)"/><rect x="216" y="482" width="768" height="7" fill="#cdd5e3"/>`;
  for (const p of FAR_ROW) {
    const tilt = 2.4 * wave(u, p.k, p.ph);
    const bob = 1.5 * Math.max(0, wave(u, p.k * 2, p.ph));
    far += `<g transform="translate(${p.x} 490) scale(0.62)">${learner({ ...p, tilt, bob })}</g>`;
  }

  // Near row: desk with a mug and a notebook, two laptops with code being typed, two learners.
  let near = `<path d="M-100 660 H1380 L1400 690 H-120Z" fill="url(#desk)"/><rect x="-120" y="690" width="1520" height="40" fill="#d5dce8"/>`;
  near += `<ellipse cx="640" cy="664" rx="260" ry="6" fill="#000" opacity=".05"/>`;
  near += `<path d="M520 672 L640 668 L652 684 L526 689Z" fill="${C.navy}"/><path d="M524 671 L640 667 L650 682 L528 686Z" fill="#fff"/><path d="M560 675 L622 673 M556 679 L630 676" stroke="#c3cce0" stroke-width="1.2"/><path d="M600 687 L660 664" stroke="${C.amber}" stroke-width="3" stroke-linecap="round"/>`;
  near += `<path d="M752 626 h34 v38 q0 6 -6 6 h-22 q-6 0 -6 -6z" fill="#fff"/><rect x="752" y="636" width="34" height="10" fill="${C.navy}"/><path d="M786 634 q14 0 14 12 q0 10 -14 10" fill="none" stroke="#fff" stroke-width="5"/><ellipse cx="769" cy="627" rx="17" ry="3" fill="#6b4a35"/>`;
  near += `<g opacity=".5">${[0, 1, 2].map((i) => `<path d="M${762 + i * 7} 620 q-5 -8 0 -14 q5 -6 0 -12" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" transform="translate(0 ${n(-3 * ((u * 2 + i / 3) % 1))})" opacity="${n(Math.sin(Math.PI * ((u * 2 + i / 3) % 1)))}"/>`).join('')}</g>`;
  near += laptopBack({
    x: 258, y: 560, w: 162, h: 100,
    inner: blockEditor({ u, x: 264, y: 566, w: 150, h: 86, seed: 7, phase: 0.3, rows: 5, theme: 'dark', clipId: 'nearLeftClip' }),
  });
  near += laptopBack({
    x: 928, y: 560, w: 162, h: 100,
    inner: blockEditor({ u, x: 934, y: 566, w: 150, h: 86, seed: 19, phase: 0.75, rows: 5, theme: 'light', clipId: 'nearRightClip' }),
  });
  for (const p of NEAR_ROW) {
    const tilt = 2.2 * wave(u, p.k, p.ph);
    const bob = 1.5 * Math.max(0, wave(u, p.k * 2, p.ph));
    near += `<g transform="translate(${p.x} 714) scale(1.13)">${learner({ ...p, tilt, bob })}</g>`;
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">${defs}
<rect width="${WIDTH}" height="${HEIGHT}" fill="${C.wallTop}"/>
<g transform="translate(640 360) scale(1.035) translate(-640 -360)">
${layer(0.5, room)}
${layer(0.62, trainerLayer)}
${layer(0.85, far)}
${layer(1.4, near)}
</g>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>
</svg>`;
}
