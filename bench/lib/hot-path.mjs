// The two loads of the hot trip, as autocannon options for measure(): reading its 40 students, and
// marking attendance records one at a time (alternating present and absent over all students).

export function readStudentsLoad(server, hot, token) {
  return {
    url: `${server.url}/api/trips/${hot.tripId}/students`,
    headers: { authorization: `Bearer ${token}` },
    serverPid: server.pid,
  };
}

export function markAttendanceLoad(server, hot, token) {
  let n = 0;
  return {
    url: server.url,
    method: 'PUT',
    serverPid: server.pid,
    setupRequest: (request) => {
      n += 1;
      return {
        ...request,
        path: `/api/trips/${hot.tripId}/attendance/${hot.checkId}/records/${hot.studentIds[n % hot.studentIds.length]}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: n % 2 ? 'present' : 'absent' }),
      };
    },
  };
}
