import { Archive, FileText, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LinkCard } from '@/components/ui/link-card';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { downloadRecordOfProcessing } from '../api/record-of-processing';

/**
 * 'Ochrona danych', the head's (issue 27): the school is the controller of its trips' data. The record
 * of processing for the data protection officer, and the log of every read on the school's trips.
 */
export function DataProtectionCard() {
  const [preparing, setPreparing] = useState(false);
  const download = () => {
    setPreparing(true);
    downloadRecordOfProcessing()
      .then(
        () => toast.success('Pobrano: Rejestr czynności przetwarzania'),
        (error: unknown) => toast.error('Nie udało się przygotować rejestru', { description: errorMessage(error) }),
      )
      .finally(() => setPreparing(false));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Ochrona danych</CardTitle>
        <CardDescription>
          Szkoła jest administratorem danych uczniów ze swoich wycieczek. Rejestr dla inspektora ochrony danych podaje wycieczki szkoły i liczbę uczniów z danymi
          wrażliwymi, bez samych danych.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button variant="outline" className="h-auto min-h-11 justify-self-start whitespace-normal py-2 text-left sm:min-h-10" onClick={download} disabled={preparing}>
          <FileText aria-hidden="true" />
          {preparing ? 'Przygotowywanie rejestru...' : 'Rejestr czynności przetwarzania (PDF)'}
        </Button>
        <LinkCard
          to="/school/access-log"
          icon={ScrollText}
          title="Dziennik dostępu szkoły"
          description="Kto i kiedy odczytał dane wrażliwe uczniów we wszystkich wycieczkach szkoły."
        />
        <LinkCard
          to="/consent-archive"
          icon={Archive}
          title="Archiwum zgód"
          description="Zgody rodziców z zakończonych wycieczek szkoły, zachowane po usunięciu danych wrażliwych."
        />
      </CardContent>
    </Card>
  );
}
