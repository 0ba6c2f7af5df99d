// The order list's filters behind one button on a phone (where the open form filled the first screen); on a wider
// screen the button is hidden and the form always shown (admin.css). Open from the start when a search is on.
import { useId, useState, type ReactNode } from 'react';

export function FiltersFold({ open: openAtFirst, children }: { readonly open: boolean; readonly children: ReactNode }) {
  const [open, setOpen] = useState(openAtFirst);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="console-filters-toggle button button--small button--ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the search and filters' : 'Search and filters'}
      </button>
      <div id={id} className={open ? 'console-filters-fold console-filters-fold--open' : 'console-filters-fold'}>
        {children}
      </div>
    </>
  );
}
