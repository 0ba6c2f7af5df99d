// The two buttons of a console confirmation: "Yes, …" sends, the other goes back without sending anything.
interface ConfirmButtonsProps {
  readonly yes: string;
  readonly no: string;
  readonly busy: boolean;
  readonly onYes: () => void;
  readonly onNo: () => void;
  /** A cancel is shown as the danger it is. */
  readonly danger?: boolean;
}

export function ConfirmButtons({ yes, no, busy, onYes, onNo, danger = false }: ConfirmButtonsProps) {
  return (
    <div className="actions-row">
      <button type="button" className={`button ${danger ? 'button--danger ' : ''}button--small`} disabled={busy} onClick={onYes}>
        {yes}
      </button>
      <button type="button" className="button button--ghost button--small" disabled={busy} onClick={onNo}>
        {no}
      </button>
    </div>
  );
}
