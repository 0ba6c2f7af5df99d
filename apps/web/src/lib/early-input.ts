// Input made between the first paint and hydration. The prerendered page works as plain HTML before its script runs:
// a checkbox ticks and a field takes text. React then hydrates with the state the HTML was rendered from, keeps the
// DOM as the customer left it and hears of none of it, so the page's state (the price, the form's values) disagrees
// with what is on screen and the next render undoes the customer's input. This takes those changes back to the
// rendered state and plays them again as ordinary events, so every handler runs as if they had come after hydration.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value a control was rendered with: a select's default option, a field's value attribute or text. */
const renderedValue = (control: Control) =>
  control instanceof HTMLSelectElement ? (control.querySelector<HTMLOptionElement>('option[selected]') ?? control.options[0])?.value : control.defaultValue;

/**
 * Call once, when the hydration has committed and before anything renders again: every control under `root` whose
 * state differs from how it was rendered is set back at once; the returned function makes the changes again as
 * events (call it outside React's own work, e.g. in a microtask).
 */
export function takeEarlyInput(root: ParentNode): () => void {
  const replays: (() => void)[] = [];
  // Buttons and hidden fields always keep their rendered value; a file field's cannot be set back, so it is left alone.
  for (const control of root.querySelectorAll<Control>('input,textarea,select')) {
    if (control.type === 'checkbox' || control.type === 'radio') {
      const box = control as HTMLInputElement;
      if (box.checked === box.defaultChecked) continue;
      box.checked = box.defaultChecked;
      // A real click: React reads checkboxes and radios from click events.
      replays.push(() => box.click());
    } else {
      const chosen = control.value;
      const rendered = renderedValue(control) ?? '';
      if (control.type === 'file' || chosen === rendered) continue;
      // Through React's own tracking of the value (the element's setter), so React knows the rendered value again...
      control.value = rendered;
      replays.push(() => {
        // ...then past it (the prototype's setter), as the browser sets a typed value, so the events carry a change.
        // The caret ends after the text, where it is while typing.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, chosen);
        // React's onChange of fields and selects both hear a change event.
        control.dispatchEvent(new Event('change', { bubbles: true }));
      });
    }
  }
  return () => replays.forEach((replay) => replay());
}
