import { IMPORT_TEMPLATE_HEADERS, studentLimit, studentLimitMessage, type ImportPreview, type TripSummary } from '@wycieczki/shared';
import { Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ApprovedKartaNotice } from '@/components/approval-status';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useImportStudents } from '../api/import-students';
import { usePreviewImport } from '../api/preview-import';
import { downloadTemplate, type TemplateFormat } from '../import-template';
import { importable, ImportPreviewTable } from './import-preview-table';

const [REQUIRED_COLUMN, ...OPTIONAL_COLUMNS] = IMPORT_TEMPLATE_HEADERS;

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 'Importuj 1 ucznia', 'Importuj 5 uczniów'. */
function importLabel(count: number): string {
  return `Importuj ${count} ${count === 1 ? 'ucznia' : 'uczniów'}`;
}

type ImportStudentsDialogProps = { trip: TripSummary; open: boolean; onOpenChange: (open: boolean) => void };

export function ImportStudentsDialog({ trip, open, onOpenChange }: ImportStudentsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <ImportStudentsContent trip={trip} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

/** Mounted only while open, so every opening starts from the file choice. */
function ImportStudentsContent({ trip, onDone }: { trip: TripSummary; onDone: () => void }) {
  const previewMutation = usePreviewImport();
  const importMutation = useImportStudents();
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  /** Row numbers to import: at first every row without errors that does not look like a child listed already. */
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const readFile = (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setPreview(null);
    previewMutation.mutate(
      { tripId: trip.id, file },
      {
        onSuccess: (next) => {
          setPreview(next);
          setSelected(new Set(next.rows.filter((row) => importable(row) && !row.duplicate).map((row) => row.rowNumber)));
        },
        onError: (error) => {
          setFileName(null);
          toast.error('Nie udało się wczytać pliku', { description: errorMessage(error) });
        },
      },
    );
  };

  const chosenRows = preview?.rows.filter((row) => importable(row) && selected.has(row.rowNumber)) ?? [];
  const duplicates = preview?.rows.filter((row) => importable(row) && row.duplicate).length ?? 0;
  const overLimit = preview !== null && chosenRows.length > preview.remaining;
  const canImport = preview !== null && chosenRows.length > 0 && !overLimit && !importMutation.isPending;

  const toggle = (rowNumber: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(rowNumber)) next.add(rowNumber);
      return next;
    });

  const saveTemplate = (format: TemplateFormat) => {
    downloadTemplate(format).catch(() => toast.error('Nie udało się przygotować szablonu. Spróbuj ponownie.'));
  };

  const confirm = () => {
    const students = chosenRows.map(({ name, pesel, parentPhone, allergies, diet, medicines, className, disability }) => ({ name, pesel, parentPhone, allergies, diet, medicines, className, disability }));
    importMutation.mutate(
      { tripId: trip.id, students },
      {
        onSuccess: ({ imported }) => {
          toast.success(`Zaimportowano uczniów: ${imported}`);
          onDone();
        },
        onError: (error) => toast.error('Błąd podczas importu uczniów', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <DialogContent
      // The preview's table takes a desk screen's width (issue 48); the file picker before it does not need it.
      size={preview ? 'xl' : 'lg'}
      title="Import uczniów z pliku"
      description="Wybierz plik CSV lub XLSX. Zobaczysz podgląd, a uczniowie zostaną dodani dopiero po potwierdzeniu."
      footer={
        <DialogActions onClick={confirm} pending={importMutation.isPending} disabled={!canImport} label={preview ? importLabel(chosenRows.length) : undefined} pendingLabel="Importowanie..." />
      }
    >
      <div className="grid gap-4">
        <ApprovedKartaNotice trip={trip} />
        <FileDropZone
          id="import-file"
          label="Plik z listą uczniów"
          accept={ACCEPT}
          fileName={fileName}
          prompt="Wybierz plik CSV lub XLSX"
          compact={preview !== null}
          onFile={readFile}
        />
        {!preview && !previewMutation.isPending ? (
          <p className="text-xs text-muted-foreground">
            {/* The columns of the template itself, so the help and 'Pobierz szablon' never differ. */}
            Pierwszy wiersz pliku to nagłówki kolumn: <strong>{REQUIRED_COLUMN}</strong> (albo <strong>Imię</strong> i{' '}
            <strong>Nazwisko</strong>), a opcjonalnie także{' '}
            {OPTIONAL_COLUMNS.map((column, index) => (
              <span key={column}>
                <strong>{column}</strong>
                {index < OPTIONAL_COLUMNS.length - 1 ? ', ' : ''}
              </span>
            ))}
            . CSV może być rozdzielany przecinkami lub średnikami.
          </p>
        ) : null}
        {!preview && !previewMutation.isPending ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => saveTemplate('xlsx')}>
              <Download aria-hidden="true" />
              Pobierz szablon (XLSX)
            </Button>
            <Button variant="outline" size="sm" onClick={() => saveTemplate('csv')}>
              <Download aria-hidden="true" />
              Pobierz szablon (CSV)
            </Button>
          </div>
        ) : null}
        {previewMutation.isPending ? <Spinner label="Wczytywanie pliku..." className="py-6" /> : null}
        {preview ? (
          <>
            <div className="flex flex-wrap gap-2 text-sm" aria-live="polite">
              <span className="rounded-full bg-emerald-50 px-3 py-1 font-medium text-emerald-800">
                Poprawne wiersze: {preview.validCount} z {preview.rows.length}
              </span>
              {preview.validCount < preview.rows.length ? (
                <span className="rounded-full bg-rose-50 px-3 py-1 font-medium text-rose-800">
                  Z błędami (pominięte): {preview.rows.length - preview.validCount}
                </span>
              ) : null}
              {duplicates > 0 ? (
                <span className="rounded-full bg-amber-50 px-3 py-1 font-medium text-amber-800">Możliwe powtórzenia (odznaczone): {duplicates}</span>
              ) : null}
              <span className="rounded-full bg-muted px-3 py-1 font-medium">Wolne miejsca: {preview.remaining}</span>
            </div>
            {overLimit ? (
              <p role="alert" className="flex gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm font-medium text-destructive">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {studentLimitMessage(studentLimit(trip.guardianCount, trip.studentsPerGuardian), trip.studentsPerGuardian)}
              </p>
            ) : null}
            <ImportPreviewTable rows={preview.rows} selected={selected} onToggle={toggle} />
          </>
        ) : null}
      </div>
    </DialogContent>
  );
}
