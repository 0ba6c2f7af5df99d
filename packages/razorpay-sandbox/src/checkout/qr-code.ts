// A QR-looking picture for the UPI QR option: the three finder squares and a pattern drawn from the order id. It
// encodes nothing (no phone can pay a sandbox); it only lets the page look and read like Razorpay's QR step.
import { createHash } from 'node:crypto';

const size = 25;

function finder(x: number, y: number): string {
  return `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
}

function inFinder(x: number, y: number): boolean {
  const near = (value: number, start: number) => value >= start && value < start + 8;
  return (near(x, 0) && near(y, 0)) || (near(x, size - 8) && near(y, 0)) || (near(x, 0) && near(y, size - 8));
}

/** The SVG text of the picture for `seed`. */
export function qrPicture(seed: string): string {
  let bits = '';
  for (let round = 0; bits.length < size * size; round += 1) {
    for (const byte of createHash('sha256').update(`${seed}:${round}`).digest()) bits += byte.toString(2).padStart(8, '0');
  }
  const cells: string[] = [];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) if (!inFinder(x, y) && bits[y * size + x] === '1') cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${size + 4} ${size + 4}" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${size + 4}" height="${size + 4}" fill="#fff"/><g fill="#0f172a">${finder(0, 0)}${finder(size - 7, 0)}${finder(0, size - 7)}${cells.join('')}</g></svg>`;
}
