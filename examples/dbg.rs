use omweso::*;
fn main() {
    let clock = SystemClock::default();
    let mut game = Game::new(&NewGame::standard("layli-goobalay")).unwrap();
    for n in 0..3000 {
        if game.position().is_over() {
            println!("over at {n}: {:?}", game.position().result());
            break;
        }
        let lvl = if game.position().to_move() == Side::South { Level::Expert } else { Level::Strong };
        let nodes = if lvl == Level::Expert { 8000 } else { 2000 };
        let s = game.suggest(&SearchRequest { level: lvl, budget_ms: Some(1e9), nodes: Some(nodes), seed: n }, &clock).unwrap();
        if n % 200 == 0 || n > 2980 {
            let p = game.position();
            println!("{n} round {} stores {:?} aside {:?} pits {:?} score {} depth {}", p.round(), p.stores(), p.aside(), p.pits(), s.score, s.depth);
        }
        game.play(s.decision, &mut NullSink).unwrap();
    }
}
