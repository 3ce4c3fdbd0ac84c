// What the API answers (split by feature, issue 49): 'Dziennik dostępu'.

/** One read of a child's sensitive data in the 'Dziennik dostępu'. */
export type AccessLogEntry = {
  id: string;
  at: string;
  /** 'parent': a parent saved the child's data or consent on the parent page (issue 25). */
  kind: 'data' | 'reveal' | 'document' | 'parent';
  /** Null for a parent, who has no account. */
  userId: string | null;
  readerName: string;
  studentId: string;
  studentName: string;
  /**
   * How many children the line names (issue 48): a document's phones are one line, named by its first
   * child; filtered by a child, that child alone. 1 for every other kind.
   */
  studentCount: number;
  /** The reveal's 'Powód'; the document's name for a document; what a parent filled in, without values. */
  reason: string | null;
  /** When a reveal's reason was erased with the trip's sensitive data (issue 24); null while kept. */
  reasonErasedAt: string | null;
};

export type AccessLogPage = {
  entries: AccessLogEntry[];
  nextCursor: string | null;
  /** Who and whom the log names, for its filters. */
  readers: { id: string; name: string }[];
  students: { id: string; name: string }[];
};
