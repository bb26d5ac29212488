// Cover pictures of the seven demo courses, drawn as SVG for this project (no outside artwork).
// The seed stores them as course images like an admin's upload; the image route serves them
// with `sandbox` CSP and nosniff, and an SVG shown through <img> runs nothing. A cover carries
// no words of one language (issue 44): the technology's name and the school's only, since the
// page beside it says the course's title in the reader's language.

type Cover = { label: string; from: string; to: string; accent: string; motif: string };

const WIDTH = 640;
const HEIGHT = 360;

// Each motif is drawn in a 200 × 200 box on the right of the cover.
const MOTIFS = {
  tags: `<g fill="none" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">
      <path d="M70 50 L20 100 L70 150" /><path d="M130 50 L180 100 L130 150" /><path d="M115 35 L85 165" opacity=".7" /></g>`,
  layout: `<g fill="none" stroke-width="10"><rect x="15" y="25" width="170" height="150" rx="14" />
      <path d="M15 65 H185" /><rect x="35" y="85" width="55" height="70" rx="6" /><path d="M110 90 H165 M110 115 H165 M110 140 H145" stroke-linecap="round" /></g>`,
  braces: `<g fill="none" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">
      <path d="M70 30 C40 30 50 95 25 100 C50 105 40 170 70 170" /><path d="M130 30 C160 30 150 95 175 100 C150 105 160 170 130 170" />
      <circle cx="100" cy="100" r="9" fill="currentColor" stroke="none" /></g>`,
  hexagon: `<g fill="none" stroke-width="12" stroke-linejoin="round"><path d="M100 15 L175 57 V143 L100 185 L25 143 V57 Z" />
      <path d="M100 60 L137 81 V123 L100 144 L63 123 V81 Z" opacity=".7" /></g>`,
  routes: `<g fill="none" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"><circle cx="40" cy="100" r="18" />
      <path d="M58 100 H110 M110 100 C130 100 130 50 160 50 M110 100 C130 100 130 150 160 150 M110 100 H165" />
      <path d="M150 40 L165 50 L150 60 M150 140 L165 150 L150 160 M155 90 L170 100 L155 110" /></g>`,
  leaf: `<g fill="none" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"><path d="M100 20 C150 60 160 120 100 170 C40 120 50 60 100 20 Z" />
      <path d="M100 45 V185" /></g>`,
  rocket: `<g fill="none" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"><path d="M100 20 C135 45 145 95 130 140 H70 C55 95 65 45 100 20 Z" />
      <circle cx="100" cy="80" r="15" /><path d="M70 120 L45 150 L70 145 M130 120 L155 150 L130 145 M88 155 L100 185 L112 155" /></g>`,
} as const;

export const DEMO_COVERS: Cover[] = [
  { label: "HTML", from: "#f97316", to: "#7c2d12", accent: "#fed7aa", motif: MOTIFS.tags },
  { label: "CSS", from: "#3b82f6", to: "#1e1b4b", accent: "#bfdbfe", motif: MOTIFS.layout },
  { label: "JavaScript", from: "#eab308", to: "#713f12", accent: "#fef08a", motif: MOTIFS.braces },
  { label: "Node.js", from: "#22c55e", to: "#14532d", accent: "#bbf7d0", motif: MOTIFS.hexagon },
  { label: "Express", from: "#64748b", to: "#0f172a", accent: "#e2e8f0", motif: MOTIFS.routes },
  { label: "MongoDB", from: "#10b981", to: "#064e3b", accent: "#a7f3d0", motif: MOTIFS.leaf },
  { label: "Deployment", from: "#a855f7", to: "#312e81", accent: "#e9d5ff", motif: MOTIFS.rocket },
];

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&apos;").replace(/"/g, "&quot;");
}

/** One cover as SVG text, 640 × 360 (the cards' 16:9). */
export function coverSvg(cover: Cover): string {
  const id = cover.label.replace(/\W/g, "").toLowerCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${cover.from}" /><stop offset="1" stop-color="${cover.to}" /></linearGradient>
    <pattern id="dots-${id}" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#ffffff" opacity=".12" /></pattern>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg-${id})" />
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#dots-${id})" />
  <circle cx="520" cy="60" r="170" fill="#ffffff" opacity=".06" />
  <circle cx="600" cy="330" r="120" fill="#000000" opacity=".12" />
  <g transform="translate(390 80)" color="${cover.accent}" stroke="${cover.accent}">${cover.motif}</g>
  <text x="44" y="196" font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${cover.label.length > 8 ? 58 : 72}" font-weight="800" fill="#ffffff">${escapeXml(cover.label)}</text>
  <rect x="46" y="236" width="64" height="6" rx="3" fill="${cover.accent}" />
  <text x="46" y="300" font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif" font-size="18" font-weight="600" fill="#ffffff" opacity=".75">Qadam</text>
</svg>`;
}
