import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MSG } from '@wycieczki/shared';
import { AppError } from '../../lib/errors';
import { key, registerRows, type RegisterRows } from './register-rows';

type Node = string | number | boolean | null | undefined | Node[] | { [name: string]: Node };
type Element = { [name: string]: Node };

/** The elements a pupil is described in. */
const PUPIL = /^(uczen|dziecko|student|pupil)$/;
/** A parent's or legal guardian's part of a pupil: its phone and e-mail are the parent's. */
const GUARDIAN = /(opiekun|rodzic|matk|ojc|guardian|parent|kontakt)/;
/** Addresses: the pupil's and the parents' are left alone. */
const ADDRESS = /(adres|address|zamieszkan|zameldowan)/;

const PARENT_PHONE = 'Telefon rodzica';
const PARENT_EMAIL = 'E-mail rodzica';

function unreadable(): AppError {
  return new AppError('validation', MSG.registerXmlUnreadable);
}

const isElement = (node: Node): node is Element => typeof node === 'object' && node !== null && !Array.isArray(node);
const textOf = (node: Node): string | null =>
  typeof node === 'string' || typeof node === 'number' || typeof node === 'boolean' ? String(node) : isElement(node) && typeof node['#text'] === 'string' ? node['#text'] : null;

/**
 * Vulcan's 'Standard opisu ucznia' (SOU): XML per pupil, one pupil or many in one file. Read by the
 * names of its elements and attributes, as the SOU's CSV names them ('Nazwisko', 'Imie', 'Imie2',
 * 'Plec', 'DataUrodzenia' or 'data_ur', 'Pesel', the class's 'Poziom' and 'Symbol' or 'Oddzial',
 * 'NrWDzienniku'), wherever they sit within the pupil; the first parent with a phone gives the parent's
 * phone, the first with an e-mail the e-mail. A DOCTYPE is refused: SOU has none, and entities are
 * how an XML file grows a thousandfold.
 */
export function readSouXml(text: string): RegisterRows {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw unreadable();
  if (XMLValidator.validate(text) !== true) throw unreadable();
  let document: Element;
  try {
    document = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false, parseAttributeValue: false, trimValues: true, processEntities: true, htmlEntities: false }).parse(text) as Element;
  } catch {
    throw unreadable();
  }
  const pupils: { tag: string; element: Element }[] = [];
  findPupils(document, pupils);
  if (pupils.length === 0) throw unreadable();

  const header: string[] = [];
  const columnOf = new Map<string, number>();
  const ignored = new Set<string>();
  const records = pupils.map(({ element }) => {
    const record = new Map<number, string>();
    const parent = { phone: '', email: '' };
    const put = (name: string, value: string) => {
      let column = columnOf.get(key(name));
      if (column === undefined) {
        column = header.push(name) - 1;
        columnOf.set(key(name), column);
      }
      if (!record.has(column)) record.set(column, value);
    };
    flatten(element, { put, parent, ignored }, 'pupil');
    if (parent.phone) put(PARENT_PHONE, parent.phone);
    if (parent.email) put(PARENT_EMAIL, parent.email);
    return record;
  });
  const table = [header, ...records.map((record) => header.map((_, column) => record.get(column) ?? ''))];
  const read = registerRows(table, linesOf(text, pupils));
  return { ...read, columns: { used: read.columns.used, ignored: [...read.columns.ignored, ...ignored] } };
}

/** The pupils' elements in document order; a file of one pupil may have no such element, only its fields. */
function findPupils(node: Node, found: { tag: string; element: Element }[], tag = ''): void {
  if (Array.isArray(node)) {
    for (const item of node) findPupils(item, found, tag);
    return;
  }
  if (!isElement(node)) return;
  if (PUPIL.test(key(tag))) {
    found.push({ tag, element: node });
    return;
  }
  for (const [name, child] of Object.entries(node)) findPupils(child, found, name);
  if (!tag && found.length === 0) {
    // No <Uczen>: the element whose own children are a surname and a first name is the pupil.
    const holder = findHolder(node);
    if (holder) found.push(holder);
  }
}

function findHolder(node: Node, tag = ''): { tag: string; element: Element } | null {
  if (Array.isArray(node)) return node.map((item) => findHolder(item, tag)).find(Boolean) ?? null;
  if (!isElement(node) || GUARDIAN.test(key(tag))) return null;
  const names = new Set(Object.keys(node).map(key));
  if (names.has('nazwisko') && names.has('imie')) return { tag, element: node };
  for (const [name, child] of Object.entries(node)) {
    const found = findHolder(child, name);
    if (found) return found;
  }
  return null;
}

type Sink = {
  put: (name: string, value: string) => void;
  parent: { phone: string; email: string };
  ignored: Set<string>;
};

function flatten(node: Node, sink: Sink, part: 'pupil' | 'guardian' | 'address', tag = ''): void {
  if (Array.isArray(node)) {
    for (const item of node) flatten(item, sink, part, tag);
    return;
  }
  const text = textOf(node);
  if (text !== null && !isElement(node)) {
    if (part === 'pupil') sink.put(tag, text.trim());
    else if (part === 'guardian') {
      const name = key(tag);
      if (!sink.parent.phone && /(tel|komork)/.test(name) && text.trim()) sink.parent.phone = text.trim();
      else if (!sink.parent.email && /mail/.test(name) && text.trim()) sink.parent.email = text.trim();
    }
    return;
  }
  if (!isElement(node)) return;
  for (const [name, child] of Object.entries(node)) {
    if (name === '#text') continue;
    const compared = key(name);
    if (part === 'pupil' && GUARDIAN.test(compared)) {
      sink.ignored.add('Opiekunowie: imię, nazwisko, adres');
      flatten(child, sink, 'guardian', name);
    } else if (part === 'pupil' && ADDRESS.test(compared)) {
      sink.ignored.add('Adres');
      flatten(child, sink, 'address', name);
    } else flatten(child, sink, part, name);
  }
}

/** Each pupil's line: where its element opens in the file (the n-th opening of its tag). */
function linesOf(text: string, pupils: readonly { tag: string }[]): number[] {
  const opened = new Map<string, number[]>();
  const lines: number[] = [];
  const seen = new Map<string, number>();
  for (const { tag } of pupils) {
    if (!tag) {
      lines.push(1);
      continue;
    }
    if (!opened.has(tag)) {
      const starts: number[] = [];
      const pattern = new RegExp(`<${tag.replace(/[^\w.-]/g, '')}[\\s>/]`, 'g');
      let line = 1;
      let from = 0;
      for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
        for (let at = text.indexOf('\n', from); at !== -1 && at < match.index; at = text.indexOf('\n', at + 1)) line += 1;
        from = match.index;
        starts.push(line);
      }
      opened.set(tag, starts);
    }
    const n = seen.get(tag) ?? 0;
    seen.set(tag, n + 1);
    lines.push(opened.get(tag)![n] ?? 1);
  }
  return lines;
}
