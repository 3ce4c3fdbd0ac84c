type Fields = Record<string, unknown>;

// One JSON line per event, so logs can be searched; never pass PESEL, phones or tokens in `fields`.
function write(level: 'info' | 'warn' | 'error', message: string, fields?: Fields): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

export const log = {
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
};
