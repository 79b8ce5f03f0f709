/** What an opportunity costs its score, as on a card: "−3 pts", "−0.7 pts" (true minus sign). */
export function formatPoints(points: number): string {
  const rounded = Math.round(points * 10) / 10;
  return `−${rounded} ${rounded === 1 ? 'pt' : 'pts'}`;
}
