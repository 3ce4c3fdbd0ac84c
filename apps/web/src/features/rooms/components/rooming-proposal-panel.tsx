import { roomingBreachMessage, roomingProblemText, roomingSummaryText, solveRooms, type RoomingSetup } from '@wycieczki/shared';
import { Check, RefreshCw, Sparkles } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toSolverInput } from '../rooming-draft';
import { describeProposal, movedPupils, movePupil, movesText, setupKey, type Proposal, type ProposalMode } from '../rooming-proposal';
import { ProposalRoomCard } from './proposal-room-card';

/** What the last 'Ułóż pokoje' or 'Popraw przydział' gave: a proposal, or why there is none. */
export type ProposalOutcome = { kind: 'proposal'; proposal: Proposal } | { kind: 'problems'; texts: string[] } | null;

type RoomingProposalPanelProps = {
  setup: RoomingSetup;
  names: ReadonlyMap<string, string>;
  outcome: ProposalOutcome;
  onOutcome: (outcome: ProposalOutcome) => void;
  /** 'Zatwierdź przydział' (unsaved settings are saved first). */
  onConfirm: (proposal: Proposal) => void;
  confirming: boolean;
  unsaved: boolean;
};

/** The solver's run is one long task: the 'Układanie…' state is drawn before it starts. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * 'Propozycja': the rooms proposed on this device from the setup as it is now (saved or not, with no
 * network), the summary, each pupil's wishes met or why not, moves by hand checked against the hard
 * rules, and 'Zatwierdź przydział'.
 */
export function RoomingProposalPanel({ setup, names, outcome, onOutcome, onConfirm, confirming, unsaved }: RoomingProposalPanelProps) {
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ pupilId: string; message: string } | null>(null);
  const proposal = outcome?.kind === 'proposal' ? outcome.proposal : null;
  const mode = proposal?.mode ?? 'full';
  const input = useMemo(() => toSolverInput(setup, mode === 'improve'), [setup, mode]);
  const stale = proposal !== null && proposal.basis !== setupKey(setup);
  const shown = useMemo(() => (proposal ? describeProposal(input, proposal) : null), [input, proposal]);
  const hasRooms = setup.pupils.some((pupil) => pupil.roomId !== null);

  const propose = async (next: ProposalMode) => {
    setBusy(true);
    setRefused(null);
    await afterPaint();
    const result = solveRooms(toSolverInput(setup, next === 'improve'));
    onOutcome(
      result.ok
        ? { kind: 'proposal', proposal: { mode: next, basis: setupKey(setup), solved: { assignment: result.assignment, outcomes: result.outcomes }, assignment: result.assignment } }
        : { kind: 'problems', texts: result.problems.map(roomingProblemText) },
    );
    setBusy(false);
  };

  const move = (pupilId: string, roomId: string) => {
    if (!proposal) return;
    const moved = movePupil(input, proposal.assignment, pupilId, roomId);
    if (!moved.ok) {
      setRefused({ pupilId, message: roomingBreachMessage(moved.breach) });
      return;
    }
    setRefused(null);
    onOutcome({ kind: 'proposal', proposal: { ...proposal, assignment: moved.assignment } });
  };

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        Propozycja powstaje na tym urządzeniu z ustawień takich, jakie są teraz (także niezapisanych), również bez internetu.
        {hasRooms ? ' „Popraw przydział” zmienia obecne pokoje jak najmniej.' : null}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => void propose('full')} disabled={busy || confirming}>
          <Sparkles aria-hidden="true" />
          Ułóż pokoje
        </Button>
        {hasRooms ? (
          <Button variant="outline" onClick={() => void propose('improve')} disabled={busy || confirming}>
            <RefreshCw aria-hidden="true" />
            Popraw przydział
          </Button>
        ) : null}
      </div>
      {busy ? <Spinner label="Układanie pokoi..." className="py-6" /> : null}
      {!busy && outcome?.kind === 'problems' ? (
        <div role="alert" className="grid gap-2 rounded-lg bg-destructive/10 px-4 py-3 text-sm text-destructive">
          <p className="font-semibold">Nie da się ułożyć pokoi:</p>
          <ul className="grid list-disc gap-1 pl-5">
            {outcome.texts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {!busy && proposal && stale ? (
        <p role="status" className="rounded-lg bg-amber-100 px-4 py-3 text-sm text-amber-900">
          Ustawienia albo lista uczniów zmieniły się od ułożenia tej propozycji. Ułóż pokoje ponownie.
        </p>
      ) : null}
      {!busy && proposal && shown && !stale ? (
        <ShownProposal setup={setup} proposal={proposal} shown={shown} names={names} input={input} refused={refused} onMove={confirming ? null : move}>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button onClick={() => onConfirm(proposal)} disabled={confirming} className="w-full sm:w-auto">
              <Check aria-hidden="true" />
              {confirming ? 'Zapisywanie...' : 'Zatwierdź przydział'}
            </Button>
            {unsaved ? <p className="text-sm text-muted-foreground">Zatwierdzenie zapisze też zmienione ustawienia.</p> : null}
          </div>
        </ShownProposal>
      ) : null}
    </div>
  );
}

type ShownProposalProps = {
  setup: RoomingSetup;
  proposal: Proposal;
  shown: NonNullable<ReturnType<typeof describeProposal>>;
  names: ReadonlyMap<string, string>;
  input: ReturnType<typeof toSolverInput>;
  refused: { pupilId: string; message: string } | null;
  onMove: ((pupilId: string, roomId: string) => void) | null;
  children: ReactNode;
};

function ShownProposal({ setup, proposal, shown, names, input, refused, onMove, children }: ShownProposalProps) {
  const pupilRooms = proposal.assignment;
  const bedrooms = setup.rooms.filter((room) => !room.forGuardians);
  const guardians = setup.rooms.filter((room) => room.forGuardians);
  // setup.pupils is in surname order already: each room's list keeps it.
  const inRoom = (roomId: string) => setup.pupils.filter((pupil) => pupilRooms[pupil.id] === roomId);
  const unplaced = setup.pupils.filter((pupil) => !pupilRooms[pupil.id]);
  return (
    <section aria-labelledby="rooming-proposal-title" className="grid gap-4">
      <h2 id="rooming-proposal-title" className="sr-only">
        Propozycja pokoi
      </h2>
      <p role="status" className="font-semibold">
        {roomingSummaryText(shown.summary)}
      </p>
      {proposal.mode === 'improve' ? <p className="text-sm wrap-anywhere">{movesText(movedPupils(input, pupilRooms))}</p> : null}
      {guardians.length > 0 ? <p className="text-sm text-muted-foreground wrap-anywhere">Pokoje dla opiekunów: {guardians.map((room) => room.number).join(', ')}</p> : null}
      {unplaced.length > 0 ? <p className="text-sm text-destructive wrap-anywhere">Bez pokoju: {unplaced.map((pupil) => pupil.name).join(', ')}</p> : null}
      <ul aria-label="Pokoje w propozycji" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {bedrooms.map((room) => (
          <li key={room.id} className="flex">
            <ProposalRoomCard room={room} pupils={inRoom(room.id)} outcomes={shown.outcomes} names={names} rooms={bedrooms} onMove={onMove} refused={refused} />
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
