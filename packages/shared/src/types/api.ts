// What the API answers (split by feature, issue 49): the API's error body and health answer.

export type ApiErrorBody = {
  error: {
    code: string;
    /** The message, in Polish. */
    message: string;
    /**
     * The message's stable name in MSG (issue 49, the text seam): 'medicalAnswerRequired'. Absent for a
     * message built with values (a count, a name), which has its code only.
     */
    key?: string;
  };
};

export type HealthBody = {
  /** 'draining': the instance finishes what is in flight and takes nothing new (/api/health/ready, issue 55). */
  status: 'ok' | 'unavailable' | 'draining';
  database: 'up' | 'down';
};
