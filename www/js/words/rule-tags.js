// The names of the rules a turn's events show firing, shared by the rules
// cards (which line to highlight), the lessons (what a learner's move must
// show) and the narration. A tag is an event's type, refined where one type
// covers several rules: `lap_start:reverse` (a reverse lap or Kombe's chain:
// the lap's direction rule), `lap_start:turning`, `lap_start:capture` (seeds
// captured and sown again), `pause:reverse_lap`, `game_end:akakyala`…
//
// The tags: turn_start, lift, sow, skip, relay, capture, grand_slam, okwesera,
// pass, timeout, choose, uur_made, turn_end, sweep, round_end, round_start,
// endless, truncated; lap_start:move|relay|capture, lap_start:reverse|turning|chain
// (by the lap's direction rule, beside its kind), pause:<reason>, game_end:<reason>.

/**
 * The tags one event shows.
 * @param {{ type: string, kind?: string, rule?: string, reason?: string }} event
 * @returns {string[]}
 */
export function eventTags(event) {
  switch (event.type) {
    case 'lap_start': {
      const tags = [`lap_start:${event.kind}`];
      if (event.rule && event.rule !== 'base') tags.push(`lap_start:${event.rule}`);
      return tags;
    }
    case 'pause':
    case 'game_end':
      return [`${event.type}:${event.reason}`];
    default:
      return [event.type];
  }
}

/**
 * The tags of a list of events, each once, in the order they first fired.
 * @param {readonly { type: string, kind?: string, rule?: string, reason?: string }[]} events
 * @returns {string[]}
 */
export function rulesFired(events) {
  const seen = new Set();
  for (const e of events) for (const tag of eventTags(e)) seen.add(tag);
  return [...seen];
}
