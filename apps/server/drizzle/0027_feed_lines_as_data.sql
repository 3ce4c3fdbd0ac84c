-- Issue 49: the activity feed keeps its lines as data (a key and what the line names, packages/shared
-- feed-lines.ts) and words them when read. The lines kept so far are Polish sentences; each is read
-- back into its key by the wording it was written with. A sentence no wording matches (none written
-- by this app) is kept whole as a 'text' line, so the feed reads exactly as before either way.
-- feed_line_from_text stays in the database: the tests read every key's wording back through it.
CREATE FUNCTION feed_short_names(list text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE m text[];
BEGIN
  m := regexp_match(list, '^(.*) i ([0-9]+) innych$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('names', to_jsonb(string_to_array(m[1], ', ')), 'more', m[2]::int);
  END IF;
  RETURN jsonb_build_object('names', to_jsonb(string_to_array(list, ', ')), 'more', 0);
END $$;--> statement-breakpoint
CREATE FUNCTION feed_line_from_text(summary text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
  method CONSTANT jsonb := '{"gotówka": "gotowka", "przelew": "przelew"}';
  category CONSTANT jsonb := '{"Transport": "transport", "Noclegi": "noclegi", "Wyżywienie": "wyzywienie", "Bilety wstępu": "bilety", "Przewodnik": "przewodnik", "Ubezpieczenie": "ubezpieczenie", "Inne": "inne"}';
  parent_field CONSTANT jsonb := '{"Telefon rodzica": "parentPhone", "Drugi telefon": "parentPhone2", "PESEL": "pesel", "Alergie": "allergies", "Dieta": "diet", "Leki": "medicines"}';
  student_field CONSTANT jsonb := '{"imię i nazwisko": "name", "klasa": "className", "niepełnosprawność": "disability", "zgoda rodzica": "consent", "zgoda na pomoc medyczną": "medicalConsent", "dodatkowe zgody": "consentExtra", "obecność": "present", "alergie": "allergies", "dieta": "diet", "leki": "medicines", "PESEL": "pesel", "telefon rodzica": "parentPhone", "pokój": "roomId"}';
  student_labels CONSTANT text := '(?:imię i nazwisko|klasa|niepełnosprawność|zgoda rodzica|zgoda na pomoc medyczną|dodatkowe zgody|obecność|alergie|dieta|leki|PESEL|telefon rodzica|pokój)';
  parent_labels CONSTANT text := '(?:Telefon rodzica|Drugi telefon|PESEL|Alergie|Dieta|Leki)';
  fixed CONSTANT jsonb := '{
    "zaktualizowano wycieczkę": "tripUpdated",
    "usunięto wycieczkę": "tripDeleted",
    "zakończono wycieczkę: zmieniać można już tylko wpłaty, wydatki i rozliczenie": "tripClosed",
    "wznowiono edycję zakończonej wycieczki": "tripReopened",
    "usunięto konto opiekuna": "guardianAccountDeleted",
    "dyrektor zatwierdził rozliczenie wycieczki": "settlementApproved",
    "zmieniono rozliczenie zatwierdzone przez dyrektora: czeka na ponowne zatwierdzenie": "settlementChangedAfterApproval",
    "usunięto dane wrażliwe wpisane w chwili ich usuwania": "sensitiveSwept",
    "wysłano kartę wycieczki do zatwierdzenia przez dyrektora": "kartaSent",
    "zatwierdzono kartę wycieczki": "kartaApproved",
    "karta wycieczki jest znów taka, jak ją zatwierdzono: wycieczka jest ponownie zatwierdzona": "kartaApprovedAgain",
    "komunikat usunięty": "messageErased"
  }';
  -- One name in the line ('dodano ucznia Jan Kowalski'): its prefix, the key and the field it fills.
  named CONSTANT text[][] := ARRAY[
    ['^utworzono wycieczkę „(.*)”$', 'tripCreated', 'name'],
    ['^utworzono listę obecności „(.*)”$', 'listCreated', 'name'],
    ['^zaktualizowano listę obecności „(.*)”$', 'listUpdated', 'name'],
    ['^usunięto listę obecności „(.*)”$', 'listDeleted', 'name'],
    ['^ponownie wysłano zaproszenie do (.*)$', 'invitationResent', 'email'],
    ['^wysłano zaproszenie do (.*)$', 'invitationSent', 'email'],
    ['^wycofano zaproszenie do (.*)$', 'invitationWithdrawn', 'email'],
    ['^dołączył\(a\) do wycieczki z zaproszenia \((.*)\)$', 'invitationAccepted', 'email'],
    ['^dodano opiekuna (.*)$', 'guardianAdded', 'email'],
    ['^usunięto opiekuna (.*)$', 'guardianRemoved', 'name'],
    ['^zaktualizowano lokalizację: (.*)$', 'locationUpdated', 'name'],
    ['^ustalono koszt indywidualny – (.*)$', 'costOverridden', 'student'],
    ['^przywrócono koszt wycieczki – (.*)$', 'costRestored', 'student'],
    ['^dodano pokój (.*)$', 'roomCreated', 'room'],
    ['^zaktualizowano pokój (.*)$', 'roomUpdated', 'room'],
    ['^usunięto pokój (.*)$', 'roomDeleted', 'room'],
    ['^wyświetlono telefon rodzica ucznia (.*)$', 'parentPhoneShown', 'student'],
    ['^unieważniono link dla rodzica ucznia (.*)$', 'parentLinkRevoked', 'student'],
    ['^dodano ucznia (.*)$', 'studentCreated', 'name'],
    ['^usunięto ucznia (.*)$', 'studentDeleted', 'name'],
    ['^dodano do programu „(.*)”$', 'programAdded', 'destination'],
    ['^zmieniono program: „(.*)”$', 'programChanged', 'destination'],
    ['^usunięto z programu „(.*)”$', 'programRemoved', 'destination'],
    ['^zwrócono kartę wycieczki do poprawy: „(.*)”$', 'kartaReturned', 'comment'],
    ['^ZAGINIĘCIE UCZNIA: (.*)$', 'alarmRaised', 'student'],
    ['^zobaczono alarm o zaginięciu ucznia: (.*)$', 'alarmSeen', 'student'],
    ['^komunikat dla rodziców: (.*)$', 'messageSent', 'body']
  ];
  -- One number in the line: its prefix, the key and the field it fills.
  counted CONSTANT text[][] := ARRAY[
    ['^zaktualizowano zgody rodziców: ([0-9]+)$', 'consentsUpdated', 'students'],
    ['^zaimportowano uczniów: ([0-9]+)$', 'studentsImported', 'students'],
    ['^podzielono uczniów na grupy \(([0-9]+)\)$', 'groupsSplit', 'guardians'],
    ['^zaimportowano wyciąg: ([0-9]+) przelew(?:y|ów)?$', 'statementImported', 'transfers'],
    ['^usunięto dane wrażliwe uczniów \(PESEL, telefony rodziców, alergie, diety, leki\) ([0-9]+) dni po zakończeniu wycieczki$', 'sensitiveErased', 'days']
  ];
  i int;
BEGIN
  IF fixed ? summary THEN
    RETURN jsonb_build_object('key', fixed ->> summary);
  END IF;
  m := regexp_match(summary, '^zaktualizowano wycieczkę; usunięto koszt wycieczki$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'tripUpdated', 'cost', null);
  END IF;
  m := regexp_match(summary, '^zaktualizowano wycieczkę; koszt na ucznia: ([0-9\u00a0 ]+),([0-9]{2})\u00a0zł(?: w ([0-9]+) ratach)?$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'tripUpdated', 'cost', jsonb_build_object(
      'perStudent', regexp_replace(m[1], '[^0-9]', '', 'g')::bigint * 100 + m[2]::int, 'instalments', coalesce(m[3]::int, 1)));
  END IF;
  m := regexp_match(summary, '^(zapisano|poprawiono|usunięto) wpłatę \((gotówka|przelew)\) – (.*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', CASE m[1] WHEN 'zapisano' THEN 'paymentCreated' WHEN 'poprawiono' THEN 'paymentUpdated' ELSE 'paymentDeleted' END,
      'method', method ->> m[2], 'student', m[3]);
  END IF;
  m := regexp_match(summary, '^(zapisano|usunięto) zwrot \((gotówka|przelew)\) – (.*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', CASE m[1] WHEN 'zapisano' THEN 'returnCreated' ELSE 'returnDeleted' END, 'method', method ->> m[2], 'student', m[3]);
  END IF;
  m := regexp_match(summary, '^(zapisano|poprawiono|usunięto) wydatek: (Transport|Noclegi|Wyżywienie|Bilety wstępu|Przewodnik|Ubezpieczenie|Inne)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', CASE m[1] WHEN 'zapisano' THEN 'expenseCreated' WHEN 'poprawiono' THEN 'expenseUpdated' ELSE 'expenseDeleted' END,
      'category', category ->> m[2]);
  END IF;
  IF summary = 'zapisano rozliczenie: zwroty w kwotach ustalonych przez kierownika' THEN
    RETURN jsonb_build_object('key', 'settlementSaved', 'split', 'manual');
  END IF;
  IF summary = 'zapisano rozliczenie: zwroty po równo' THEN
    RETURN jsonb_build_object('key', 'settlementSaved', 'split', 'equal');
  END IF;
  m := regexp_match(summary, '^przypisano do pokoju (.*?): (.*); wypisano: (.*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'roomAssigned', 'room', m[1], 'movedIn', feed_short_names(m[2]), 'movedOut', feed_short_names(m[3]));
  END IF;
  m := regexp_match(summary, '^przypisano do pokoju (.*?): (.*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'roomAssigned', 'room', m[1], 'movedIn', feed_short_names(m[2]), 'movedOut', feed_short_names(''));
  END IF;
  m := regexp_match(summary, '^wypisano z pokoju (.*?): (.*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'roomAssigned', 'room', m[1], 'movedIn', feed_short_names(''), 'movedOut', feed_short_names(m[2]));
  END IF;
  m := regexp_match(summary, '^bez zmian w pokoju (.*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'roomAssigned', 'room', m[1], 'movedIn', feed_short_names(''), 'movedOut', feed_short_names(''));
  END IF;
  m := regexp_match(summary, '^uzupełniono dane ucznia (.*) \((' || parent_labels || '(?:, ' || parent_labels || ')*)\)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'parentDataFilled', 'student', m[1],
      'fields', (SELECT jsonb_agg(parent_field ->> label ORDER BY n) FROM unnest(string_to_array(m[2], ', ')) WITH ORDINALITY AS u(label, n)));
  END IF;
  m := regexp_match(summary, '^wyrażono zgodę online na udział ucznia (.*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'consentAnsweredOnline', 'student', m[1], 'given', true);
  END IF;
  m := regexp_match(summary, '^nie wyrażono zgody online na udział ucznia (.*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'consentAnsweredOnline', 'student', m[1], 'given', false);
  END IF;
  m := regexp_match(summary, '^zaktualizowano ucznia (.*): (' || student_labels || '(?:, ' || student_labels || ')*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'studentUpdated', 'name', m[1],
      'fields', (SELECT jsonb_agg(student_field ->> label ORDER BY n) FROM unnest(string_to_array(m[2], ', ')) WITH ORDINALITY AS u(label, n)));
  END IF;
  m := regexp_match(summary, '^zaktualizowano ucznia (.*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'studentUpdated', 'name', m[1], 'fields', '[]'::jsonb);
  END IF;
  m := regexp_match(summary, '^przeniesiono do grupy opiekuna (.*?): (.*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'groupMoved', 'guardian', m[1], 'students', feed_short_names(m[2]));
  END IF;
  m := regexp_match(summary, '^wyjęto z grup: (.*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'groupMoved', 'guardian', null, 'students', feed_short_names(m[1]));
  END IF;
  m := regexp_match(summary, '^zmieniono kartę zatwierdzonej wycieczki \((.*)\): wycieczka znów czeka na zatwierdzenie dyrektora$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'kartaChangedAfterApproval', 'changes', to_jsonb(string_to_array(m[1], ', ')));
  END IF;
  m := regexp_match(summary, '^odnaleziono ucznia: (.*?) \((.+)\)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'alarmResolved', 'student', m[1], 'note', m[2]);
  END IF;
  m := regexp_match(summary, '^odnaleziono ucznia: (.*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'alarmResolved', 'student', m[1]);
  END IF;
  FOR i IN 1 .. array_length(counted, 1) LOOP
    m := regexp_match(summary, counted[i][1]);
    IF m IS NOT NULL THEN
      RETURN jsonb_build_object('key', counted[i][2], counted[i][3], m[1]::int);
    END IF;
  END LOOP;
  FOR i IN 1 .. array_length(named, 1) LOOP
    m := regexp_match(summary, named[i][1]);
    IF m IS NOT NULL THEN
      RETURN jsonb_build_object('key', named[i][2], named[i][3], m[1]);
    END IF;
  END LOOP;
  RETURN jsonb_build_object('key', 'text', 'text', summary);
END $$;--> statement-breakpoint
ALTER TABLE "trip_activity" ADD COLUMN "line" jsonb;--> statement-breakpoint
UPDATE "trip_activity" SET "line" = feed_line_from_text("summary");--> statement-breakpoint
ALTER TABLE "trip_activity" ALTER COLUMN "line" SET NOT NULL;
