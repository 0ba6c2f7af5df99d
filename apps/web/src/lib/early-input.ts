// Input made between the first paint and hydration. The prerendered page works as plain HTML before its script runs:
// a checkbox ticks and a field takes text. React then hydrates with the state the HTML was rendered from, keeps the
// DOM as the customer left it and hears of none of it, so the page's state (the price, the form's values) disagrees
// with what is on screen and the next render undoes the customer's input. This takes those changes back to the
// rendered state and plays them again as ordinary events, so every handler runs as if they had come after hydration.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types whose value the customer sets by typing or picking (not buttons, files or hidden fields). */
const valueTypes = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'password',
  'number',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
  'range',
  'color',
]);

/** Sets a control's value past React's own tracking of it (the prototype's setter), as the browser does when typing. */
function setValueNatively(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
}

function keepSelection(control: HTMLInputElement | HTMLTextAreaElement, change: () => void): void {
  const focused = control.ownerDocument.activeElement === control;
  const { selectionStart, selectionEnd } = control;
  change();
  if (!focused || selectionStart === null || selectionEnd === null) return;
  try {
    control.setSelectionRange(selectionStart, selectionEnd);
  } catch {
    // Types without a text selection (email, number) keep the caret where the browser puts it.
  }
}

/** Undoes one control's early change now and returns how to make it again, or undefined when it was not changed. */
function takeChange(control: Control): (() => void) | undefined {
  if (control.disabled) return undefined;
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    if (control.multiple || options.every((option) => option.selected === option.defaultSelected)) return undefined;
    const chosen = control.value;
    for (const option of options) option.selected = option.defaultSelected;
    return () => {
      control.value = chosen;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.checked === control.defaultChecked) return undefined;
    control.checked = control.defaultChecked;
    // A real click: React reads checkboxes and radios from click events.
    return () => control.click();
  }
  if (control instanceof HTMLInputElement && !valueTypes.has(control.type)) return undefined;
  if (control.value === control.defaultValue) return undefined;
  const typed = control.value;
  keepSelection(control, () => (control.value = control.defaultValue));
  return () =>
    keepSelection(control, () => {
      setValueNatively(control, typed);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    });
}

/**
 * Call once, when the hydration has committed and before anything renders again: every control under `root` whose
 * state differs from its rendered default is set back at once; the returned function makes the changes again as
 * events (call it outside React's own work, e.g. in a microtask).
 */
export function takeEarlyInput(root: ParentNode): () => void {
  const controls = root.querySelectorAll<Control>('input, textarea, select');
  const replays = [...controls].flatMap((control) => takeChange(control) ?? []);
  return () => {
    for (const replay of replays) replay();
  };
}
