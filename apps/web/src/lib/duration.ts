/**
 * The one way the web shows how long something lasts, the way the audio player's clock does: whole
 * seconds, rounded down, as m:ss or h:mm:ss (90 -> "1:30", 3725 -> "1:02:05"). Cards, detail pages,
 * lists and players all use it, so a 1:30 audio never reads "2 minutes" beside a player saying 1:30.
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
