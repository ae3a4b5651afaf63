/**
 * Up to two initials from a name, for pictures without an image: generated app icons and logos
 * (scripts/catalogue) and the signed-in user's avatar. "Shopline Sync" → "SS", "CartPulse" → "CP",
 * "Ticketa" → "TI".
 */
export function initialsOf(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  const capitals = name.match(/[A-Z]/g) ?? [];
  if (capitals.length >= 2) return capitals.slice(0, 2).join('');
  return name.slice(0, 2).toUpperCase();
}
