import type { TripDocumentKind, TripSummary } from '@wycieczki/shared';
import { FileText, TriangleAlert } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { MenuPanel } from '@/components/ui/floating-panel';
import { MENU_ITEM_CLASS } from '@/components/ui/menu';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { DOCUMENT_LABELS } from '@/lib/document-labels';
import { downloadMedicineCard, MEDICINE_CARD_LABEL } from '@/lib/medicine-card';
import { DocumentJobProgress, PREPARING_BUTTON_CLASS, PREPARING_DOCUMENT, PreparingDocumentText, useDocumentJob } from '@/lib/use-document-job';
import { downloadTripDocument } from '../api/trip-documents';
import { lazyDialog } from '@/components/lazy-dialog';

/** The documents that print the leader's phone (issue 48): 'Jeśli się zgubię, zadzwoń: …' and the karta. */
const PRINTS_LEADER_PHONE: ReadonlySet<TripDocumentKind> = new Set(['identyfikatory', 'karta']);
// Its code loads when it is needed, not with the trips screen.
const LeaderPhoneDialog = lazyDialog(() => import('./leader-phone-dialog').then((m) => m.LeaderPhoneDialog));

const KINDS: TripDocumentKind[] = ['karta', 'lista', 'zgody', 'identyfikatory'];
/** The parent links' slips: for those who hand links out, while the trip's sensitive data is kept (issue 25). */
const LINK_KINDS: TripDocumentKind[] = ['linki'];

type TripDocumentsMenuProps = { trip: TripSummary };

/**
 * 'Dokumenty wycieczki': the karta, the list of participants and the parents' consents as PDFs made
 * by the server from the trip's data (the program they print has its own button on the card). Warns while consents are missing.
 * A document is made by the server's queue (issue 55): the button reads 'Przygotowujemy dokument…'
 * with the pages made so far, and a bar under it shows them, until the file is downloaded.
 */
export function TripDocumentsMenu({ trip }: TripDocumentsMenuProps) {
  const { preparing, start } = useDocumentJob<TripDocumentKind>();
  /** A document that prints the leader's phone, held until the phone is given or its absence accepted (issue 48). */
  const [askingPhone, setAskingPhone] = useState<TripDocumentKind | null>(null);
  const choose = (kind: TripDocumentKind) => (trip.leaderPhoneMissing && PRINTS_LEADER_PHONE.has(kind) ? setAskingPhone(kind) : download(kind));
  const download = (kind: TripDocumentKind) => start(kind, (options) => downloadTripDocument(trip.id, kind, options));
  const printMedicineCard = () => {
    downloadMedicineCard(trip.id).then(
      () => toast.success(`Pobrano: ${MEDICINE_CARD_LABEL}`),
      (error: unknown) => toast.error('Nie udało się przygotować dokumentu', { description: errorMessage(error) }),
    );
  };
  const missing = trip.studentCount > 0 ? trip.missingConsentCount : 0;

  return (
    <>
    <LeaderPhoneDialog show={askingPhone !== null} trip={trip} kind={askingPhone} onClose={() => setAskingPhone(null)} onPrint={download} />
    <div className="grid gap-1.5">
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        {/* While preparing, the pages made go on a second line when the button is too narrow for them. */}
        <Button variant="outline" className={cn('w-full', preparing && PREPARING_BUTTON_CLASS)} disabled={preparing !== null}>
          <FileText aria-hidden="true" />
          {preparing ? (
            <Suspense fallback={PREPARING_DOCUMENT}>
              <PreparingDocumentText pagesText={preparing.pagesText} />
            </Suspense>
          ) : (
            'Dokumenty wycieczki'
          )}
        </Button>
      </DropdownMenu.Trigger>
      <MenuPanel align="start" className="w-[min(20rem,calc(100vw-1rem))] p-1.5 text-foreground">
        {missing > 0 ? (
          <p role="note" className="mb-1 flex gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Brak zgody: {missing}. Zgody rodziców zaznaczysz na ekranie Uczniowie.
            </span>
          </p>
        ) : null}
        {[...KINDS, ...(trip.canEdit && !trip.sensitiveErasedAt ? LINK_KINDS : [])].map((kind) => (
          <DropdownMenu.Item key={kind} className={MENU_ITEM_CLASS} onSelect={() => choose(kind)}>
            <FileText aria-hidden="true" className="size-4 text-primary" />
            {DOCUMENT_LABELS[kind]}
          </DropdownMenu.Item>
        ))}
        {/* 'Leki' (issue 54): the medicines, their hours and every dose marked; health data, so the print is in the access log. */}
        <DropdownMenu.Item className={MENU_ITEM_CLASS} onSelect={printMedicineCard}>
          <FileText aria-hidden="true" className="size-4 text-primary" />
          {MEDICINE_CARD_LABEL}
        </DropdownMenu.Item>
      </MenuPanel>
    </DropdownMenu.Root>
    {preparing ? (
      <Suspense fallback={null}>
        <DocumentJobProgress job={preparing.job} pagesText={preparing.pagesText} label={DOCUMENT_LABELS[preparing.kind]} />
      </Suspense>
    ) : null}
    </div>
    </>
  );
}
