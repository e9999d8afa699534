import type { Queryable } from '../db';

/** One hit on a fixed-window counter (shared by every replica); the hits of the window so far. */
export async function hitCounter(
  q: Queryable,
  key: string,
  now: Date,
  windowSeconds: number,
): Promise<number> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const rows = await q.query<{ hits: number }>(
    `insert into rate_limits (key, window_start, hits) values ($1, $2, 1)
     on conflict (key) do update set
       hits = case when rate_limits.window_start <= $3 then 1 else rate_limits.hits + 1 end,
       window_start = case when rate_limits.window_start <= $3 then $2 else rate_limits.window_start end
     returning hits`,
    [key, now, windowStart],
  );
  return rows[0]?.hits ?? 0;
}
