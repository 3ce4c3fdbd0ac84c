/** Shapes of the JSON the API answers with; both apps rely on them. */
export type AuthUser = {
  id: string;
  email: string;
  fullName: string;
};

export type Session = {
  user: AuthUser;
  accessToken: string;
  /** Epoch milliseconds at which the access token stops being accepted. */
  accessTokenExpiresAt: number;
  refreshToken: string;
};

export type Profile = {
  id: string;
  email: string;
  fullName: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  school: string | null;
};

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
