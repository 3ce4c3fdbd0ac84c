import { Suspense } from 'react';
import { FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { DOCUMENT_LABELS } from '@/lib/document-labels';
import { DocumentJobProgress, PREPARING_BUTTON_CLASS, PREPARING_DOCUMENT, PreparingDocumentText, useDocumentJob } from '@/lib/use-document-job';
import { downloadSchoolTripDocument, type HeadDocumentKind } from '../api/school-trips';

const HEAD_DOCUMENTS: HeadDocumentKind[] = ['karta', 'lista', 'zgody'];

/**
 * The head's documents, made by the server's queue (issue 55): the one being prepared keeps its name
 * (three buttons in a row leave no room for more), and under the row what is done of it.
 */
export function SchoolTripDocuments({ tripId }: { tripId: string }) {
  const { preparing, start } = useDocumentJob<HeadDocumentKind>();
  const download = (kind: HeadDocumentKind) => start(kind, (options) => downloadSchoolTripDocument(tripId, kind, options));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Dokumenty (PDF)</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-3">
        {HEAD_DOCUMENTS.map((kind) => (
          <Button key={kind} variant="outline" className={cn(preparing?.kind === kind && PREPARING_BUTTON_CLASS)} disabled={preparing !== null} onClick={() => download(kind)}>
            <FileText aria-hidden="true" />
            {DOCUMENT_LABELS[kind]}
          </Button>
        ))}
        {preparing ? (
          <div className="grid gap-1.5 sm:col-span-3">
            <Suspense fallback={<span className="text-sm">{PREPARING_DOCUMENT}</span>}>
              <PreparingDocumentText pagesText={preparing.pagesText} className="justify-start text-left text-sm" />
              <DocumentJobProgress job={preparing.job} pagesText={preparing.pagesText} label={DOCUMENT_LABELS[preparing.kind]} />
            </Suspense>
          </div>
        ) : null}
        <p className="text-xs text-muted-foreground sm:col-span-3">Dokumenty nie zawierają numerów PESEL ani telefonów rodziców.</p>
      </CardContent>
    </Card>
  );
}
