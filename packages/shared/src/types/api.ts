// What the API answers (split by feature, issue 49): the API's error body and health answer.

export type ApiErrorBody = {
  error: {
    code: string;
    message: string;
  };
};

export type HealthBody = {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
};
