// The players' names as the page shows them. Apart from the settings and the
// players' checks (game/settings.js, game/players.js), which need the
// engine: the first board labels its bars with these before the engine has
// arrived (game/slot.js).
import { t, fewWords } from '../words/i18n.js';

/**
 * The players' names as shown: a side's default name, in whichever language
 * it was written ("South", "Sud"), is said in the page's language now.
 * @param {{ south: string, north: string }} names
 */
export function shownNames(names) {
  const texts = Object.values(fewWords());
  /** @param {'south' | 'north'} side */
  const shown = (side) => (texts.some((x) => x[`side.${side}`] === names[side]) ? t(`side.${side}`) : names[side]);
  return { south: shown('south'), north: shown('north') };
}

/**
 * A side's name with its level when the computer plays it: "North (Expert)".
 * @param {{ south: string, north: string, levels: { south: string, north: string } }} p who plays each side (game/players.js's Players)
 * @param {'south' | 'north'} side
 * @param {string} name
 */
export function playerLabel(p, side, name) {
  return p[side] === 'computer' ? t('player.computer', { name, level: t(`level.${p.levels[side]}`) }) : name;
}
