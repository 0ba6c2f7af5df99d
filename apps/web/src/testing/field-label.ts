// Matches a form field's label exactly, whatever its required (" *") or optional (" (optional)") marker.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** For getByLabelText: "Name" matches "Name *" and "Name (optional)" but not "Name on the decor". */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${escape(text)}( \\*| \\(optional\\))?$`);
}
