import type { RoomingSetup } from '@wycieczki/shared';
import { BedDouble } from 'lucide-react';
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ChooseTripState } from '@/components/choose-trip-state';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-error';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { toast } from '@/lib/toast';
import { TRIP_CLOSED_TEXT, useTripClosed } from '@/lib/trip-closed';
import { useDocumentTitle } from '@/lib/use-document-title';
import { roomsQueryOptions } from '@/lib/trip-rooms-query';
import { studentsQueryOptions } from '@/lib/trip-students-query';
import { useApplyRooming } from './api/apply-rooming';
import { useRooming } from './api/get-rooming';
import { useSaveRooming } from './api/save-rooming';
import { RoomingProposalPanel, type ProposalOutcome } from './components/rooming-proposal-panel';
import { RoomingSettings } from './components/rooming-settings';
import { checkedSetupInput, draftChanged, EMPTY_DRAFT, toSolverInput, withDraft, type RoomingDraft } from './rooming-draft';
import { appliedText, applyAssignment, OFFLINE_SAVE, type Proposal } from './rooming-proposal';

// 'Ułóż pokoje' (issue 52), a screen of its own under /rooms: it and the solver load only when it opens.

const PAGE = 'mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10';
const TITLE = 'Ułóż pokoje';
const SUBTITLE = 'Pokoje według płci, życzeń i par „Nie razem”, do poprawienia ręcznie';

export default function RoomingPage() {
  useDocumentTitle(TITLE);
  const { currentTrip } = useCurrentTrip();
  const closed = useTripClosed();
  let content;
  if (!currentTrip) content = <ChooseTripState icon={BedDouble} title="Wybierz wycieczkę aby układać pokoje" />;
  else if (closed) content = <EmptyState icon={BedDouble} title="Pokoi nie można już układać" description={TRIP_CLOSED_TEXT} />;
  else content = <TripRooming key={currentTrip.id} tripId={currentTrip.id} />;
  return (
    <div className={PAGE}>
      <PageHeader title={TITLE} description={SUBTITLE} actions={<BackButton to="/rooms">Pokoje</BackButton>} />
      {content}
    </div>
  );
}

function TripRooming({ tripId }: { tripId: string }) {
  const rooming = useRooming(tripId);
  if (rooming.isPending) return <Spinner label="Ładowanie ustawień pokoi..." className="py-16" />;
  if (rooming.isError) {
    return (
      <EmptyState icon={BedDouble} title="Nie udało się wczytać ustawień pokoi" description={errorMessage(rooming.error)}>
        <Button variant="outline" onClick={() => void rooming.refetch()}>
          Spróbuj ponownie
        </Button>
      </EmptyState>
    );
  }
  return <RoomingEditor tripId={tripId} saved={rooming.data} />;
}

function RoomingEditor({ tripId, saved }: { tripId: string; saved: RoomingSetup }) {
  const [draft, setDraft] = useState<RoomingDraft>(EMPTY_DRAFT);
  const [tab, setTab] = useState('settings');
  const [outcome, setOutcome] = useState<ProposalOutcome>(null);
  const setup = useMemo(() => withDraft(saved, draft), [saved, draft]);
  // Names and the choice of classmates change only with the server's answer, not with each change made here.
  const classmates = useMemo(() => withDraft(saved, EMPTY_DRAFT).pupils.map(({ id, name, className }) => ({ id, name, className })), [saved]);
  const names = useMemo(() => new Map(saved.pupils.map((pupil) => [pupil.id, pupil.name])), [saved]);
  const confirm = useConfirmProposal(tripId, setup, draft, setDraft);

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Układanie pokoi" className="sm:max-w-md">
        <TabsTrigger value="settings">Ustawienia</TabsTrigger>
        <TabsTrigger value="proposal">Propozycja</TabsTrigger>
      </TabsList>
      <TabsContent value="settings">
        <RoomingSettings tripId={tripId} setup={setup} classmates={classmates} names={names} draft={draft} onDraftChange={setDraft} />
      </TabsContent>
      <TabsContent value="proposal">
        <RoomingProposalPanel
          setup={setup}
          names={names}
          outcome={outcome}
          onOutcome={setOutcome}
          onConfirm={confirm.run}
          confirming={confirm.pending}
          unsaved={draftChanged(draft)}
        />
      </TabsContent>
    </Tabs>
  );
}

/**
 * 'Zatwierdź przydział': settings changed and not saved are saved first (the server checks the
 * assignment against the saved ones: sex, pins, 'Nie razem'), then every pupil's room in one write.
 */
function useConfirmProposal(tripId: string, setup: RoomingSetup, draft: RoomingDraft, setDraft: Dispatch<SetStateAction<RoomingDraft>>) {
  const save = useSaveRooming();
  const apply = useApplyRooming();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const run = async (proposal: Proposal) => {
    if (!navigator.onLine) {
      toast.error(OFFLINE_SAVE);
      return;
    }
    try {
      if (draftChanged(draft)) {
        const checked = checkedSetupInput(setup);
        if (!checked.ok) {
          toast.error(checked.message);
          return;
        }
        await save.mutateAsync({ tripId, setup: checked.input });
        // Only what was saved: a change made while saving stays to be saved.
        setDraft((current) => (current === draft ? EMPTY_DRAFT : current));
      }
      const result = await apply.mutateAsync({ tripId, assignment: applyAssignment(toSolverInput(setup), proposal.assignment) });
      // 'Pokoje' opens with the rooms as they are now (issue 63): read before going there, not shown
      // from the copy kept before the change (also the one a reload would restore) while it is read.
      await Promise.all([queryClient.fetchQuery(roomsQueryOptions(tripId)), queryClient.fetchQuery(studentsQueryOptions(tripId))]).catch(() => undefined);
      toast.success(appliedText(result));
      void navigate('/rooms');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return { run: (proposal: Proposal) => void run(proposal), pending: save.isPending || apply.isPending };
}
