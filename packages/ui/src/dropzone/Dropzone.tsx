import { useRef, useState, type DragEvent } from 'react';
import { Button } from '../button';
import { classNames } from '../class-names';

export interface DropzoneProps {
  /** The files dropped or picked, in their order. */
  onFiles: (files: File[]) => void;
  /** The file picker's filter, e.g. `image/*,.pdf`; dropped files are checked by the caller. */
  accept?: string;
  multiple?: boolean;
  /** Text of the button that opens the file picker. */
  buttonLabel?: string;
  /** Hint shown in the drop area. */
  hint?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A drop area for files with a button that opens the file picker, so the keyboard reaches
 * everything a mouse can drag.
 */
export function Dropzone({
  onFiles,
  accept,
  multiple = true,
  buttonLabel = 'Dateien auswählen',
  hint = 'oder Dateien hierher ziehen',
  disabled = false,
  className,
}: DropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    if (disabled) return;
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  }

  return (
    <div
      className={classNames('gw-dropzone', over && 'gw-dropzone--over', className)}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Button disabled={disabled} onClick={() => input.current?.click()}>
        {buttonLabel}
      </Button>
      <span className="gw-dropzone__hint">{hint}</span>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={buttonLabel}
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so picking the same file again still reports it.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
