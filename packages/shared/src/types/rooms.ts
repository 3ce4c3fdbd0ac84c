// What the API answers (split by feature, issue 49): a room.

export type Room = {
  id: string;
  tripId: string;
  number: string;
  capacity: number;
  students: { id: string; name: string }[];
};
