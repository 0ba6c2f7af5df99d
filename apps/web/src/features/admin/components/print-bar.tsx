// The Print button above slips; hidden in the print itself.
export function PrintBar({ label = 'Print' }: { readonly label?: string }) {
  return (
    <p className="console-print__bar no-print">
      <button type="button" className="button" onClick={() => window.print()}>
        {label}
      </button>
    </p>
  );
}
