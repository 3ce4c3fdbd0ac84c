import { describe, expect, it } from 'vitest';
import { MSG } from '@wycieczki/shared';
import { createFilePlaces, type Place } from './file-places';

/** Places as the server has them: two reading, two of a school waiting, eight of everyone's. */
function setUp() {
  const places = createFilePlaces({ places: 2, perShareWaiting: 2, waiting: 8 });
  const given: string[] = [];
  const stopped: string[] = [];
  /** A reading of `share` named `name`: it records when it gets its place and when it is stopped. */
  const read = (share: string, name: string, again = false) => {
    const taken = places.take(share, { again }).then((place) => {
      given.push(name);
      place.stop = () => stopped.push(name);
      return place;
    });
    // A refusal is read by the test; an unread one would be an unhandled rejection.
    taken.catch(() => undefined);
    return taken;
  };
  return { places, given, stopped, read, settle: () => new Promise((resolve) => setImmediate(resolve)) };
}

describe('the file-reading places of an instance, shared per school (issue 62)', () => {
  it('gives a school alone both places, keeps two of its files waiting and refuses the next with the Polish 503', async () => {
    const { places, given, read, settle } = setUp();
    const [a1, a2] = [read('school:A', 'a1'), read('school:A', 'a2')];
    void read('school:A', 'a3');
    void read('school:A', 'a4');
    const refused = read('school:A', 'a5');
    await expect(refused).rejects.toMatchObject({ code: 'import_busy', message: MSG.importBusy, headers: { 'Retry-After': '5' } });
    await settle();
    expect(given).toEqual(['a1', 'a2']);
    expect(places.state()).toEqual({ held: { 'school:A': 2 }, waiting: { 'school:A': 2 } });
    places.leave(await a1);
    places.leave(await a2);
    await settle();
    expect(given).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it("takes another school's file while one school holds both places: the busy school's latest reading is put back first in its line", async () => {
    const { places, given, stopped, read, settle } = setUp();
    const a1 = read('school:A', 'a1');
    const a2 = read('school:A', 'a2');
    void read('school:A', 'a3');
    void read('school:A', 'a4');
    await settle();
    // School A's line is full, yet school B is not refused, and it gets the place A gives back.
    const b1 = read('school:B', 'b1');
    await settle();
    expect(stopped).toEqual(['a2']);
    places.leave(await a2);
    const a2Again = read('school:A', 'a2 again', true);
    await settle();
    expect(given).toEqual(['a1', 'a2', 'b1']);
    expect(places.state()).toEqual({ held: { 'school:A': 1, 'school:B': 1 }, waiting: { 'school:A': 3 } });
    // A second file of B finds each school at one place: nothing more is stopped, it waits its turn.
    void read('school:B', 'b2');
    await settle();
    expect(stopped).toEqual(['a2']);
    // A freed place goes to the school keeping fewer: B's (none) before A's (one), then A's put back first.
    places.leave(await b1);
    await settle();
    places.leave(await a1);
    await settle();
    expect(given).toEqual(['a1', 'a2', 'b1', 'b2', 'a2 again']);
    expect(await a2Again).toBeDefined();
  });

  it('hands freed places to the school keeping the fewest, then to the one served longest ago, however many files each sent', async () => {
    const { places, given, read, settle } = setUp();
    const held: Promise<Place>[] = [read('school:A', 'a1'), read('school:A', 'a2')];
    void read('school:A', 'a3');
    void read('school:A', 'a4');
    await settle();
    void read('school:B', 'b1');
    void read('school:C', 'c1');
    await settle();
    // B took A's second place back; C waits, as it would at any second school's turn.
    places.leave(await held[1]!);
    void read('school:A', 'a2 again', true);
    await settle();
    expect(given).toEqual(['a1', 'a2', 'b1']);
    places.leave(await held[0]!);
    await settle();
    // A and C keep none, B one: C, which has had no place yet, goes before A, which has had two.
    expect(given).toEqual(['a1', 'a2', 'b1', 'c1']);
  });

  it("refuses a school's file when everyone's waiting files are at the backstop, never for another school's line", async () => {
    const { places, read, settle } = setUp();
    for (const share of ['A', 'B', 'C', 'D', 'E']) {
      void read(`school:${share}`, `${share}1`);
      void read(`school:${share}`, `${share}2`);
    }
    await settle();
    expect(places.state()).toEqual({ held: { 'school:A': 2 }, waiting: { 'school:B': 2, 'school:C': 2, 'school:D': 2, 'school:E': 2 } });
    await expect(read('school:F', 'F1')).rejects.toMatchObject({ code: 'import_busy' });
  });
});
