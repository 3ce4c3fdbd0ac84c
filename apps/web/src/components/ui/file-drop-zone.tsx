import { FileSpreadsheet, Upload } from 'lucide-react';
import { useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type FileDropZoneProps = {
  id: string;
  /** The input's accessible name ('Plik z listą uczniów'). */
  label: string;
  accept: string;
  /** The chosen file's name, or null before one is chosen. */
  fileName: string | null;
  /** What to choose, before a file is chosen ('Wybierz plik CSV lub XLSX'). */
  prompt: ReactNode;
  compact?: boolean;
  disabled?: boolean;
  /** The largest file the server takes, as said under the prompt. */
  maxSize?: string;
  onFile: (file: File) => void;
};

/**
 * A file to choose or drop, in Polish (the browser's own 'Choose File' speaks the browser's
 * language): the whole area is the input's label, the input itself is hidden but reachable.
 */
export function FileDropZone({ id, label, accept, fileName, prompt, compact = false, disabled = false, maxSize = '1 MB', onFile }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-input px-4 py-6 text-center transition-colors hover:border-primary/60 hover:bg-primary-soft/40 focus-within:border-ring focus-within:ring-3 focus-within:ring-ring/25',
        dragging && 'border-primary bg-primary-soft/60',
        compact && 'py-4',
      )}
    >
      <span className="grid size-11 place-items-center rounded-full bg-primary-soft text-primary">
        {fileName ? <FileSpreadsheet aria-hidden="true" className="size-5" /> : <Upload aria-hidden="true" className="size-5" />}
      </span>
      <span className="text-sm font-medium">{fileName ? `Plik: ${fileName}` : prompt}</span>
      <span className="text-xs text-muted-foreground">{fileName ? 'Kliknij, aby wybrać inny plik.' : `Kliknij lub przeciągnij plik tutaj (maks. ${maxSize}).`}</span>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-label={label}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // The same file chosen again (e.g. after fixing it) must fire `change` again.
          event.target.value = '';
        }}
      />
    </label>
  );
}
