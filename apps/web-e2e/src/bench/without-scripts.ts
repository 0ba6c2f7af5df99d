// The same page with its scripts taken out, for the bench's "no scripts" floor: module scripts and module preloads
// go; the HTML, its stylesheets, images and inert JSON data blocks stay.

const executableScript = /<script\b(?![^>]*\btype="application\/json")[^>]*>[\s\S]*?<\/script>\s*/g;
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g;

export function withoutScripts(html: string): string {
  return html.replace(executableScript, '').replace(modulePreload, '');
}
