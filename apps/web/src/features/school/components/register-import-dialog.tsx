import { LIMITS, MSG, type RegisterImportResult, type RegisterPreview } from '@wycieczki/shared';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useImportRegister } from '../api/import-register';
import { usePreviewRegister } from '../api/preview-register';
import { REGISTER_FILE_KINDS } from '../register-display';
import { RegisterPreviewView } from './register-preview';

const ACCEPT = '.xml,.csv,.txt,.xlsx,.zip';

/** 'Zapisano listę uczniów: nowi 12, zmienieni 3'. */
function savedText({ added, changed, left }: RegisterImportResult): string {
  return `Zapisano listę uczniów: nowi ${added}, zmienieni ${changed}${left > 0 ? `, przeniesieni do „Absolwenci / odeszli”: ${left}` : ''}`;
}

type RegisterImportDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function RegisterImportDialog({ open, onOpenChange }: RegisterImportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <RegisterImportContent onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

/** Mounted only while open, so every opening starts from the file choice. */
function RegisterImportContent({ onDone }: { onDone: () => void }) {
  const previewMutation = usePreviewRegister();
  const importMutation = useImportRegister();
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<RegisterPreview | null>(null);
  const [leavers, setLeavers] = useState<ReadonlySet<string>>(new Set());
  /** The server's Polish answer to a file it cannot read, or to a save refused. */
  const [problem, setProblem] = useState<string | null>(null);

  const readFile = (file: File) => {
    setPreview(null);
    setLeavers(new Set());
    setProblem(null);
    if (file.size > LIMITS.registerMaxBytes) {
      setFileName(null);
      return setProblem(MSG.registerTooLarge);
    }
    setFileName(file.name);
    previewMutation.mutate(file, {
      onSuccess: setPreview,
      onError: (error) => {
        setFileName(null);
        setProblem(errorMessage(error));
      },
    });
  };

  const save = () => {
    if (!preview) return;
    setProblem(null);
    importMutation.mutate(
      { previewId: preview.previewId, leaverIds: [...leavers] },
      {
        onSuccess: (result) => {
          toast.success(savedText(result));
          onDone();
        },
        onError: (error) => {
          setProblem(errorMessage(error));
          // The register changed since the preview: that preview can no longer be saved, the file is read again.
          if (error instanceof ApiError && error.status === 409) {
            setPreview(null);
            setFileName(null);
          }
        },
      },
    );
  };

  const somethingToSave = preview !== null && (preview.counts.added > 0 || preview.counts.changed > 0 || leavers.size > 0);
  return (
    <DialogContent
      size="lg"
      title="Import z e-dziennika"
      description="Wybierz plik wyeksportowany z e-dziennika. Zobaczysz podgląd zmian, a lista uczniów szkoły zmieni się dopiero po zapisaniu."
      footer={<DialogActions label="Zapisz" pendingLabel="Zapisywanie..." pending={importMutation.isPending} disabled={!somethingToSave} onClick={save} />}
    >
      <div className="grid gap-4">
        <FileDropZone
          id="register-file"
          label="Plik z e-dziennika"
          accept={ACCEPT}
          fileName={fileName}
          prompt="Wybierz plik z e-dziennika"
          compact={preview !== null}
          disabled={previewMutation.isPending || importMutation.isPending}
          maxSize="10 MB"
          onFile={readFile}
        />
        {!preview && !previewMutation.isPending ? <p className="text-xs text-muted-foreground">{REGISTER_FILE_KINDS}</p> : null}
        {problem ? (
          <p role="alert" className="flex gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm font-medium text-destructive">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {problem}
          </p>
        ) : null}
        {previewMutation.isPending ? <Spinner label="Wczytywanie pliku..." className="py-6" /> : null}
        {preview ? <RegisterPreviewView preview={preview} leavers={leavers} onLeaversChange={setLeavers} /> : null}
      </div>
    </DialogContent>
  );
}
