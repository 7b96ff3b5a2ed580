// Draws the scanner app's icons (apps/web/public/scanner-icon-*.png) from one SVG: a brand-coloured square with
// a white QR-style frame. Run it again after changing the drawing: `node apps/web/scripts/scanner-icons.mjs`.
// sharp is the server's image library (DESIGN.md), resolved from the workspace root.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND = '#3D1277';
const out = (name) => fileURLToPath(new URL(`../public/${name}`, import.meta.url));

/** The drawing on a 512 grid; `inset` shrinks it for the maskable icon's safe zone (80 % of the square). */
function svg({ rounded, inset }) {
  const scale = (512 - 2 * inset) / 512;
  const corner = (x, y, rx, ry) =>
    `<path d="M${x} ${y + 60 * ry} V${y} H${x + 60 * rx}" fill="none" stroke="#fff" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${rounded ? 96 : 0}" fill="${BRAND}"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})">
    ${corner(112, 112, 1, 1)}
    ${corner(400, 112, -1, 1)}
    ${corner(112, 400, 1, -1)}
    ${corner(400, 400, -1, -1)}
    <rect x="176" y="176" width="64" height="64" rx="8" fill="#fff"/>
    <rect x="272" y="176" width="64" height="64" rx="8" fill="#fff"/>
    <rect x="176" y="272" width="64" height="64" rx="8" fill="#fff"/>
    <rect x="288" y="288" width="32" height="32" rx="4" fill="#fff"/>
    <rect x="136" y="248" width="240" height="16" rx="8" fill="#5BE49B"/>
  </g>
</svg>`;
}

const render = (drawing, size, file) =>
  sharp(Buffer.from(drawing)).resize(size, size).png({ compressionLevel: 9 }).toFile(out(file));

await Promise.all([
  render(svg({ rounded: true, inset: 0 }), 192, 'scanner-icon-192.png'),
  render(svg({ rounded: true, inset: 0 }), 512, 'scanner-icon-512.png'),
  render(svg({ rounded: false, inset: 51 }), 512, 'scanner-icon-maskable-512.png'),
  render(svg({ rounded: true, inset: 0 }), 180, 'scanner-apple-touch-icon.png'),
]);
