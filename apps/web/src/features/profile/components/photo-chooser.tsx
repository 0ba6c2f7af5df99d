// A profile photo chosen from the device and previewed in the page only: it is never uploaded or stored.
import { useEffect, useId, useState } from 'react';

export function PhotoChooser({ name }: { readonly name: string }) {
  const id = useId();
  const [preview, setPreview] = useState<string>();
  const [problem, setProblem] = useState<string>();

  // Each preview URL holds the file in memory until it is revoked.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setProblem('Choose an image file (JPEG, PNG, WebP…).');
      return;
    }
    setProblem(undefined);
    setPreview(URL.createObjectURL(file));
  };

  return (
    <div className="profile-photo">
      {preview ? (
        <img className="profile-photo__image" src={preview} alt={`Photo preview for ${name}`} width={112} height={112} />
      ) : (
        <span className="profile-photo__image profile-photo__placeholder" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <label htmlFor={id} className="profile-photo__label">
        Change photo (preview only, not uploaded)
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="profile-photo__input"
        aria-describedby={`${id}-hint`}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="field__hint">
        The photo stays on this device and disappears when you leave the page.
      </p>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
