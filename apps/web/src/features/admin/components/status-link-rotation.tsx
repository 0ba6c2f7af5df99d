// "Rotate status link": asks first, because every link the customer was sent stops working (they get a new one).
import { useState } from 'react';

export function StatusLinkRotation({ busy, onRotate }: { readonly busy: boolean; readonly onRotate: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button--small button--ghost" disabled={busy} onClick={() => setAsking(true)}>
        Rotate status link…
      </button>
    );
  }
  return (
    <span role="group" aria-label="Rotate status link">
      <span>Links in earlier messages stop working; the customer is sent a new one. </span>
      <button type="button" className="button button--small" disabled={busy} onClick={onRotate}>
        Rotate the link
      </button>{' '}
      <button type="button" className="button button--small button--ghost" onClick={() => setAsking(false)}>
        Keep it
      </button>
    </span>
  );
}
